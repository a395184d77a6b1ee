// Screenshots of pages at phone and desktop width, as a returning shopper sees them (18+ modal
// and cookie banner already answered). Usage: node scripts/screenshots.mjs http://sk.localhost:8787/ [more URLs]
// Writes /tmp/shots/<name>-<width>.png.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const urls = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  for (const url of urls) {
    const { hostname } = new URL(url);
    await context.addCookies([
      { name: 'closed-modals', value: 'age-18,welcome-campaign', domain: hostname, path: '/' },
      { name: 'cookie-consent', value: 'all', domain: hostname, path: '/' },
    ]);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const name = (new URL(url).hostname.split('.')[0] + new URL(url).pathname)
      .replace(/[^a-z0-9]+/gi, '_')
      .replace(/_$/, '');
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(`${response?.status()} ${file}${errors.length ? `  errors: ${errors.join(' | ').slice(0, 400)}` : ''}`);
    await page.close();
  }
  await context.close();
}
await browser.close();
