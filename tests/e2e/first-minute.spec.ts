import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 15 items 1-2, issue 18 item 1: the shopper's first minute. The 18+ gate and the cookie
 * banner answer the first tap before hydration and with scripts blocked (real forms the worker
 * answers), one overlay at a time; the offers never cover login, registration, cart or checkout.
 */

const port = Number(process.env.E2E_PORT ?? 8788);
const host = 'sk.localhost';
const SK = `http://${host}:${port}`;

const WIDTHS = [
  { name: 'phone 390', use: { viewport: { width: 390, height: 844 } } },
  { name: 'desktop 1280', use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
] as const;

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/firstmin/${name}-${width}.png` });
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.describe('scripts blocked', () => {
      test.use({ javaScriptEnabled: false });

      test('the gate, then the cookie banner, each answered by one tap and remembered', async ({ page }) => {
        await page.goto(`${SK}/masazne-oleje?page=2`);
        const gate = page.getByRole('dialog', { name: /dospelých/ });
        await expect(gate).toBeVisible();
        await expect(page.locator('.cookie-consent')).toHaveCount(0); // one overlay at a time
        await shot(page, 'gate-noscript');
        await gate.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' }).click();
        await expect(page).toHaveURL(`${SK}/masazne-oleje?page=2`); // back on the same page
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const banner = page.getByRole('region', { name: 'Používame cookies' });
        await expect(banner).toBeVisible();
        await shot(page, 'cookie-banner-noscript');
        await banner.getByRole('button', { name: 'Len nevyhnutné' }).click();
        await expect(page).toHaveURL(`${SK}/masazne-oleje?page=2`);
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
      });
    });

    test('the first tap before hydration closes the gate', async ({ page }) => {
      // Hold the entry script: the page is server-rendered but not hydrated while we tap.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Module scripts hold DOMContentLoaded back: wait for the response and the button only.
      await page.goto(`${SK}/`, { waitUntil: 'commit' });
      const confirm = page.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' });
      await expect(confirm).toBeVisible();
      expect(await page.evaluate(() => (window as any).__storefrontHydrated)).toBeUndefined();
      await confirm.click({ noWaitAfter: true });
      release();
      await expect(page.getByRole('region', { name: 'Používame cookies' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'closed-modals')?.value).toContain('age-18');
    });

    test('once hydrated, answering takes no reload and the banner follows the gate', async ({ page }) => {
      await page.goto(`${SK}/`);
      await page.waitForFunction(() => (window as any).__storefrontHydrated === true);
      await page.evaluate(() => ((window as any).__sameDocument = true));
      await expect(page.locator('.cookie-consent')).toHaveCount(0);
      await page.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const banner = page.getByRole('region', { name: 'Používame cookies' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Prijať všetky' }).click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'cookie-consent')?.value).toBe('all');
    });
  });
}
