import { expect, type Locator, type Page } from '@playwright/test';

/** The dev sites the journeys visit (Playwright's wrangler listens on E2E_PORT). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const SK = `http://sk.localhost:${E2E_PORT}`;
export const CZ = `http://cz.localhost:${E2E_PORT}`;

export type FirstVisitDialog = 'age-18' | 'welcome-campaign' | 'discount-code';

/**
 * A returning visitor: the first-visit dialogs in `closed` and the cookie banner are already answered,
 * so they do not cover the page. Journeys that test a dialog leave it out of `closed`.
 */
export async function answerFirstVisit(
  page: Page,
  origin: string,
  {
    closed = ['age-18', 'welcome-campaign', 'discount-code'],
    consent = 'necessary',
  }: { closed?: FirstVisitDialog[]; consent?: 'necessary' | 'all' } = {},
) {
  const domain = new URL(origin).hostname;
  await page.context().addCookies([
    { name: 'closed-modals', value: closed.join(','), domain, path: '/' },
    { name: 'cookie-consent', value: consent, domain, path: '/' },
  ]);
}

/**
 * A screenshot of the step for people to look at, only when E2E_SHOTS names a directory: a journey
 * asserts on the page, not on pixels, and a capture costs the run a second of a busy core.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

/** The two widths every journey walks at: a phone and a desktop (`test.use(width.use)` per describe). */
export const WIDTHS = [
  { name: 'phone 390', use: { viewport: { width: 390, height: 844 } } },
  { name: 'desktop 1280', use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
] as const;

/**
 * The page has hydrated: the browser's app took over the server's HTML and its handlers answer
 * (client/router/hydration.ts sets `__storefrontHydrated` once the router and the page's own boundary are live). Waits for that, bounded only by the test's time-out.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __storefrontHydrated?: boolean }).__storefrontHydrated === true);
}

/**
 * Opens the first product of the listing on the page (or in `within`) and waits until the product's
 * page shows its buy box. A client navigation keeps the listing on screen until the product's data
 * arrives, and the page was hydrated before it: waiting on hydration or on a heading let the next step
 * press the listing's first "Do košíka" instead of the product's (CI saw the cart fill with no dialog).
 */
export async function openFirstProduct(page: Page, within: Page | Locator = page): Promise<void> {
  await within.locator('.product-box__name a').first().click();
  await expect(page.locator('.buy-box')).toBeVisible();
  await hydrated(page);
}

/**
 * Opens `origin + path` with the page's entry script held, so what the journey does next happens on
 * the server-rendered page before hydration; returns the function that lets the script run (a promise
 * the journey releases, not a timer).
 */
export async function openUnhydrated(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

/**
 * Clicks the first element matching `selector` in the very commit that hydrates it: after React has
 * attached its handlers, before that commit's effects run (the narrowest window a shopper's tap can
 * hit while a page hydrates). A stand-in React DevTools hook, which React calls synchronously at
 * every commit, does it, so the journey reaches that window every run, not by luck of timing. Call
 * before `page.goto`; resolves `true` once the tap has happened.
 */
export async function tapInHydratingCommit(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((wanted: string) => {
    const w = window as unknown as { __tappedInHydratingCommit?: boolean; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: () => {
        if (w.__tappedInHydratingCommit) return;
        const target = document.querySelector(wanted);
        // React's handlers reach an element once its fiber is committed (a `__reactProps$…` key).
        if (!target || !Object.keys(target).some((key) => key.startsWith('__reactProps$'))) return;
        w.__tappedInHydratingCommit = true;
        (target as HTMLElement).click();
      },
    };
  }, selector);
  return () =>
    page
      .waitForFunction(() => (window as { __tappedInHydratingCommit?: boolean }).__tappedInHydratingCommit === true)
      .then(() => true);
}

/**
 * Every uncaught error and every console error or warning the page shows from now on (a hydration
 * mismatch is a console warning: client/entry.tsx), collected for a journey to expect none.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${String(e)}`));
  page.on('console', (m) => {
    // Playwright's own note that it blocks the offline service worker is not the page's.
    if (m.text().includes('blocked by Playwright')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  return problems;
}

/**
 * Every request the page makes from now on, as `METHOD url`: a form the browser submitted natively
 * shows here (a POST to the page's own URL or a worker route, or a GET with the fields in the query string).
 */
export function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.method()} ${request.url()}`));
  return seen;
}

/**
 * SPEC 4: an outside click is ignored for 300 ms after an overlay opens. Call with the page's clock
 * paused (page.clock.pauseAt) before the overlay opens: the clock moves in 10 ms steps until it shows
 * (React reveals it on a timer of its own), so it opened at most 10 ms before the first click. Clicks
 * at (x, y), outside the overlay, at 0-10 and 280-290 ms are ignored; one at 300-310 ms closes it.
 */
export async function expectOutsideClickFreeze(page: Page, overlay: Locator, x: number, y: number): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(overlay).toBeVisible({ timeout: 200 });
  }).toPass({ intervals: [0] });
  await page.mouse.click(x, y);
  await page.clock.runFor(280);
  await page.mouse.click(x, y);
  await expect(overlay).toBeVisible();
  await page.clock.runFor(20);
  await page.mouse.click(x, y);
  await expect(overlay).toHaveCount(0);
}

/**
 * Puts a variant into the shopper's cart the way the page's script does (POST /api/v1/cart/items from
 * the page, with its cookies): for journeys whose subject comes after the cart.
 */
export async function addVariantToCart(page: Page, variantId: number, amount = 1): Promise<void> {
  const ok = await page.evaluate(
    async ([id, pieces]) => {
      const r = await fetch('/api/v1/cart/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, type: 'variant', amount: pieces }),
      });
      return r.ok;
    },
    [variantId, amount] as const,
  );
  expect(ok, `variant ${variantId} added to the cart`).toBe(true);
}

/**
 * A cookie's value (decoded) as the browser's cookie store has it, '' when there is none. A page's
 * `document.cookie` write reaches that store asynchronously: read it with `expect.poll`, never once
 * right after the tap that wrote it (a single read found no `cookie-consent` in one CI run of 11-27).
 */
export async function browserCookie(page: Page, name: string): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : '';
}

/**
 * Buys the product page's product the way a shopper does: taps "add to cart" (first choosing the first
 * available variant when the one shown is sold out), sees the added-to-cart dialog and the header's
 * count go up by one.
 */
export async function buyOnProductPage(page: Page): Promise<void> {
  const badge = page.getByTestId('cart-badge');
  const before = Number((await badge.textContent()) ?? '0');
  const chips = page.getByTestId('variant-chip');
  const button = page.getByTestId('add-to-cart').first();
  if ((await button.getAttribute('aria-disabled')) === 'true' && (await chips.count()) > 0) {
    // The chosen variant is sold out: pick the first available one.
    for (let i = 0; i < (await chips.count()); i += 1) {
      await chips.nth(i).click();
      if ((await button.getAttribute('aria-disabled')) !== 'true') break;
    }
  }
  await button.click();
  await expect(page.getByTestId('item-added-modal')).toBeVisible();
  await expect(badge).toHaveText(String(before + 1));
}

/**
 * Sets the Slovak site's store settings (`/__demo/globals`; null restores the seed) and purges what
 * keeps the globals: the site's cached shell and pages, and with `urls` its URL knowledge (a setting
 * that changes which URLs exist). Every journey on the server sees the settings: specs that call this
 * run in the knob specs' project (playwright.config.ts).
 */
export async function setStoreSettings(
  page: Page,
  settings: Record<string, unknown> | null,
  { urls = false }: { urls?: boolean } = {},
): Promise<void> {
  const ok = await page.evaluate(
    async ([values, targets]) => {
      const set = await fetch('/__demo/globals', {
        method: values ? 'POST' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: values ? JSON.stringify({ domain: 'sk', ...values }) : undefined,
      });
      const purge = await fetch('/__ops/purge', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer dev-ops-token' },
        body: JSON.stringify({ domain: 'sk', targets }),
      });
      return set.ok && purge.ok;
    },
    [settings, urls ? ['shell', 'pages', 'urls'] : ['shell', 'pages']] as const,
  );
  expect(ok).toBe(true);
}

/**
 * The product page's sections below the fold (alternatives, reviews, comments, last visited, manuals)
 * load when their place nears the screen (SPEC 4, `clientPart` in client/router/chunk-reload.ts): the
 * shopper scrolls to the page's end, and they are there.
 */
export async function scrollToProductExtras(page: Page): Promise<void> {
  await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('reviews')).toBeAttached();
}
