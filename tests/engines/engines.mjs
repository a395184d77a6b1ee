// The three engines the cross-engine journey drives, behind one small "tab" interface: Chromium and
// Firefox ESR through puppeteer-core (CDP and WebDriver BiDi), WebKitGTK's MiniBrowser through its
// W3C WebDriver server (selenium-webdriver) on an Xvfb display of the journey's screen size.
// Every page-side check is an expression evaluated in the page; every wait polls a state until it
// holds or the ceiling passes (a ceiling against a hang, never a speed assertion).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder } from 'selenium-webdriver';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = 'WebKitWebDriver';

/** MiniBrowser of the installed WebKitGTK (webkit2gtk-4.1 or 4.0). */
export function miniBrowserPath() {
  const lib = '/usr/lib/x86_64-linux-gnu';
  const dir = existsSync(lib)
    ? readdirSync(lib).find((d) => /^webkit2?gtk-[\d.]+$/.test(d) && existsSync(`${lib}/${d}/MiniBrowser`))
    : undefined;
  return process.env.MINIBROWSER_PATH ?? (dir ? `${lib}/${dir}/MiniBrowser` : null);
}

// The ceiling of every wait, page load and browser start: against a hang, never a speed assertion.
// Generous, because the suite runs on a busy 2-core machine (a page load took over 30 s at load 24).
const WAIT_MS = Number(process.env.ENGINES_WAIT_MS ?? 120_000);

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} Tab
 * @property {(url: string) => Promise<void>} goto
 * @property {() => Promise<string>} url
 * @property {(expression: string) => Promise<any>} eval  an expression, evaluated in the page
 * @property {(element: string) => Promise<void>} click   an expression that yields the element to click
 * @property {(element: string, text: string) => Promise<void>} type  replaces the field's value by typing
 * @property {(element: string, value: string) => Promise<void>} select  chooses an option of a <select>
 * @property {(what: string, expression: string, ms?: number) => Promise<any>} waitFor
 * @property {() => Promise<string[]>} driverErrors  console errors the driver saw (not WebKit: no log endpoint)
 * @property {(path: string) => Promise<void>} screenshot  a PNG of the viewport
 * @property {() => Promise<void>} close
 */

/** Polls `probe` until it returns a truthy value; the last value and `what` in the error. */
async function poll(what, probe, ms = WAIT_MS) {
  const until = Date.now() + ms;
  let last;
  let error;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (e) {
      error = e; // a navigation in progress destroys the context: try again
    }
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what} (last value ${JSON.stringify(last)}${error ? `, ${error}` : ''})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * An expression that brings the element to the middle of the screen and says whether a shopper's tap
 * there reaches it: true, or why not (not there yet, not visible, covered by an overlay that may still
 * be stepping aside). Drivers tap a point, not an element (puppeteer gives no hit check at all).
 * An optional overlay in the way (a newsletter offer or the language banner, `data-overlay`, which may
 * come at any moment of the journey after its delay) is closed, as a shopper would close it.
 */
const reachable = (expression) => `(() => {
  const el = (${expression});
  if (!el) return 'no element yet';
  el.scrollIntoView({ block: 'center', inline: 'center' });
  // The point the drivers tap: the middle of the element's first box (a link over two lines has a
  // gap in the middle of its bounding box).
  const r = [...el.getClientRects()].find((box) => box.width > 1 && box.height > 1);
  if (!r) return 'not visible';
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (top && (top === el || el.contains(top))) return true;
  const close = top && top.closest('[data-overlay]') && top.closest('[data-overlay]').querySelector('.modal__close');
  if (close) close.click();
  return 'covered by ' + (top ? top.outerHTML.slice(0, 160) : 'nothing');
})()`;

/** Waits until a tap on the element's middle reaches it (see `reachable`). */
function untilReachable(expression, evaluate) {
  return poll(`a tap to reach ${expression}`, async () => {
    const answer = await evaluate(reachable(expression));
    if (answer !== true) throw new Error(String(answer));
    return true;
  });
}

/** @param {import('puppeteer-core').Browser} browser @param {{ width: number, height: number }} size @returns {Promise<Tab>} */
async function puppeteerTab(browser, size) {
  const page = await browser.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.setViewport(size);
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error (driver): ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught (driver): ${error instanceof Error ? error.message : error}`));
  const element = async (expression) => {
    const handle = await page.evaluateHandle(expression);
    const el = handle.asElement();
    if (!el) throw new Error(`no element: ${expression}`);
    return /** @type {import('puppeteer-core').ElementHandle<Element>} */ (el);
  };
  return {
    goto: async (url) => {
      // A navigation the page itself started just before (a form's answer, a reload) aborts the
      // driver's in Firefox (NS_BINDING_ABORTED): go again once that one has ended.
      try {
        await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
      } catch (error) {
        if (!/NS_BINDING_ABORTED|net::ERR_ABORTED/.test(String(error))) throw error;
        await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
      }
    },
    url: async () => page.url(),
    eval: (expression) => page.evaluate(expression),
    click: async (expression) => {
      await untilReachable(expression, (e) => page.evaluate(e));
      const el = await element(expression);
      await el.click();
    },
    type: async (expression, text) => {
      await untilReachable(expression, (e) => page.evaluate(e));
      const el = await element(expression);
      await el.click({ count: 3 });
      await el.evaluate((input) => {
        /** @type {HTMLInputElement} */ (input).select();
      });
      await page.keyboard.press('Backspace');
      await el.type(text);
    },
    select: async (expression, value) => {
      const el = await poll(`element ${expression}`, () => element(expression).catch(() => null));
      await /** @type {import('puppeteer-core').ElementHandle<HTMLSelectElement>} */ (el).select(value);
    },
    waitFor: (what, expression, ms) => poll(what, () => page.evaluate(expression), ms),
    driverErrors: async () => errors,
    screenshot: async (path) => {
      await page.screenshot({ path });
    },
    close: () => browser.close(),
  };
}

/** @param {{ width: number, height: number }} size @returns {Promise<Tab>} */
async function launchChromium(size) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    timeout: WAIT_MS,
    args: [...CHROMIUM_FLAGS, `--window-size=${size.width},${size.height}`],
  });
  return puppeteerTab(browser, size);
}

/** @param {{ width: number, height: number }} size @returns {Promise<Tab>} */
async function launchFirefox(size) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    timeout: WAIT_MS,
    extraPrefsFirefox: { 'browser.shell.checkDefaultBrowser': false, 'app.update.enabled': false },
  });
  return puppeteerTab(browser, size);
}

/** Starts `command` and resolves once `ready()` holds; the child is killed by `stop`. */
async function startProcess(command, args, env, ready, what) {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  await poll(
    what,
    async () => {
      if (exited !== null) throw new Error(`${command} exited with ${exited}`);
      return ready();
    },
    WAIT_MS,
  ).catch((error) => {
    child.kill();
    throw error;
  });
  return () => {
    if (exited === null) child.kill();
  };
}

let nextDisplay = 90 + (process.pid % 100);

/** @param {{ width: number, height: number }} size @returns {Promise<Tab>} */
async function launchWebKit(size) {
  const binary = miniBrowserPath();
  if (!binary) throw new Error('MiniBrowser not found (Debian package webkit2gtk-driver)');
  // A screen of the journey's size: MiniBrowser goes no narrower than 447 px as a window, so it runs full screen.
  const display = `:${nextDisplay++}`;
  const stopXvfb = await startProcess(
    'Xvfb',
    [display, '-screen', '0', `${size.width}x${size.height}x24`, '-nolisten', 'tcp'],
    {},
    () => existsSync(`/tmp/.X11-unix/X${display.slice(1)}`),
    `Xvfb ${display}`,
  );
  const port = await freePort();
  const stopDriver = await startProcess(
    WEBKIT_DRIVER,
    [`--port=${port}`],
    { DISPLAY: display },
    () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    'WebKitWebDriver',
  ).catch((error) => {
    stopXvfb();
    throw error;
  });
  const stop = () => {
    stopDriver();
    stopXvfb();
  };
  let driver;
  try {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args: ['--automation', '--full-screen'] },
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const element = async (expression) => {
    const el = await driver.executeScript(`return (${expression});`);
    if (!el) throw new Error(`no element: ${expression}`);
    return el;
  };
  return {
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    eval: (expression) => driver.executeScript(`return (${expression});`),
    click: async (expression) => {
      await untilReachable(expression, (e) => driver.executeScript(`return ${e};`));
      const el = await element(expression);
      await el.click().catch((error) => {
        throw new Error(`clicking ${expression}: ${error.name} ${error.message}`);
      });
    },
    type: async (expression, text) => {
      await untilReachable(expression, (e) => driver.executeScript(`return ${e};`));
      const el = await element(expression);
      await el.clear();
      await el.sendKeys(text).catch((error) => {
        throw new Error(`typing into ${expression}: ${error.name} ${error.message}`);
      });
    },
    select: async (expression, value) => {
      const option = await element(`[...(${expression}).options].find((o) => o.value === ${JSON.stringify(value)})`);
      await option.click();
    },
    waitFor: (what, expression, ms) => poll(what, () => driver.executeScript(`return (${expression});`), ms),
    driverErrors: async () => [],
    screenshot: async (path) => {
      await writeFile(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stop();
      }
    },
  };
}

/** @param {string} engine @param {{ width: number, height: number }} size @returns {Promise<Tab>} */
export function launch(engine, size) {
  if (engine === 'chromium') return launchChromium(size);
  if (engine === 'firefox') return launchFirefox(size);
  if (engine === 'webkit') return launchWebKit(size);
  throw new Error(`unknown engine ${engine} (one of ${ENGINES.join(', ')})`);
}
