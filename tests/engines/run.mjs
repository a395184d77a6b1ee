// `npm run test:engines`: the core shopper journey in Chromium, Firefox ESR and WebKitGTK, each at a
// phone (390×844) and a desktop (1280×800) size, against a shop of its own (tests/engines/server.mjs).
// `-- --engine=webkit` (or firefox, chromium; a comma list) runs some engines only; `--size=390x844`
// likewise. One browser at a time: the journeys wait on pages far more than they compute, and a
// single one at a time keeps the other suite steps their share of a 2-core machine.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINES, launch } from './engines.mjs';
import { shopperJourney } from './journey.mjs';
import { ERRORS_KEY, startShop } from './server.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

function option(name) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg
    ? arg
        .slice(name.length + 3)
        .split(',')
        .filter(Boolean)
    : null;
}
const engines = option('engine') ?? ENGINES;
for (const e of engines) if (!ENGINES.includes(e)) throw new Error(`--engine=${e}: one of ${ENGINES.join(', ')}`);
const sizes = (option('size') ?? SIZES.map((s) => `${s.width}x${s.height}`)).map((s) => {
  const [width, height] = s.split('x').map(Number);
  return { width: width ?? 0, height: height ?? 0 };
});

const port = Number(process.env.ENGINES_PORT ?? 8795);
// What the page looked like when a journey failed (reports/ is git-ignored).
const SHOTS = join(ROOT, 'reports/engines');
const started = Date.now();
const shop = await startShop({ root: ROOT, port });
const origin = `http://sk.localhost:${port}`;
/** @type {{ name: string, seconds: number, error?: string }[]} */
const results = [];
try {
  for (const engine of engines) {
    for (const size of sizes) {
      const name = `${engine} ${size.width}×${size.height}`;
      const t0 = Date.now();
      const log = (line) => process.stdout.write(`[${name}] ${line}\n`);
      let tab;
      shop.failures();
      try {
        tab = await launch(engine, size);
        await shopperJourney(tab, origin, log);
        results.push({ name, seconds: (Date.now() - t0) / 1000 });
        log(`passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      } catch (error) {
        const message =
          (error instanceof Error ? error.message || error.name : String(error)) || 'failed without a message';
        results.push({ name, seconds: (Date.now() - t0) / 1000, error: message });
        let where = '';
        let seen = '';
        if (tab) {
          where = await tab.url().catch(() => '');
          // What the shopper saw there (the headings, the start of the main content), what the pages of
          // the tab recorded so far (a failed wait does not list them) and any chunk-reload guard.
          seen = await tab
            .eval(
              `JSON.stringify({ headings: [...document.querySelectorAll('h1, h2')].map((h) => h.textContent.trim()).slice(0, 6), main: (document.querySelector('main')?.innerText ?? '').replace(/\\s+/g, ' ').slice(0, 400), recorded: JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]'), pages: sessionStorage.getItem(${JSON.stringify(`${ERRORS_KEY}:pages`)}), guards: Object.keys(sessionStorage).filter((k) => k.startsWith('chunk-reload-at:')) })`,
            )
            .catch(() => '');
        }
        const unanswered = shop.failures();
        if (unanswered.length > 0) seen += `\n  requests the shop did not answer:\n    ${unanswered.join('\n    ')}`;
        let shot = '';
        if (tab) {
          mkdirSync(SHOTS, { recursive: true });
          const path = join(SHOTS, `${engine}-${size.width}x${size.height}-failed.png`);
          shot = await tab.screenshot(path).then(
            () => path,
            () => '',
          );
        }
        log(
          `FAILED${where ? ` at ${where}` : ''}: ${message}${seen ? `\n  the page showed ${seen}` : ''}${shot ? `\n  screenshot ${shot}` : ''}`,
        );
      } finally {
        await tab?.close().catch(() => undefined);
      }
    }
  }
} finally {
  shop.stop();
}
process.stdout.write('\n── cross-engine journey ──\n');
for (const r of results)
  process.stdout.write(`${r.error ? 'FAIL' : 'ok  '} ${r.name.padEnd(22)} ${r.seconds.toFixed(1).padStart(6)} s\n`);
process.stdout.write(`total ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(results.some((r) => r.error) || results.length === 0 ? 1 : 0);
