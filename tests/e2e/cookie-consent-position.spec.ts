import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { hydrated, SK, setStoreSettings, shot, WIDTHS } from './visitor';

/**
 * SPEC 2 "Shared layout: cookie-consent banner (top or bottom)": the store's globals say where
 * (settings.cookie_consent_position). At the top the banner is the page's first block: it covers
 * neither the header's controls nor the content, and scrolls away with the page. The position is
 * the demo backend's for every journey on the server (/__demo/globals), so this spec runs in the
 * knob specs' project, one at a time, after the rest (playwright.config.ts).
 */

/** Sets (or with null restores) the store's banner position and purges the site's cached shell and pages. */
const storePosition = (page: Page, position: 'top' | null) =>
  setStoreSettings(page, position ? { cookie_consent_position: position } : null);

/** Whether a tap at the middle of the element reaches it (nothing covers it). */
const tapReaches = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      // Past the 18+ gate and the offers, the consent not yet answered: the banner is the overlay on top.
      await page
        .context()
        .addCookies([{ name: 'closed-modals', value: 'age-18,welcome-campaign,discount-code', url: SK }]);
    });

    test('the cookie banner at the bottom by default: over the foot of the page, the header free', async ({ page }) => {
      await page.goto(`${SK}/masazne-oleje`);
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Používame cookies' });
      await expect(banner).toBeVisible();
      const viewport = page.viewportSize()!;
      const b = await box(page, '.cookie-consent');
      expect(Math.round(b.y + b.height)).toBe(viewport.height);
      expect(await tapReaches(page, '.header-action--cart')).toBe(true);
      await shot(page, 'cookie-banner-bottom');
    });

    test('the cookie banner at the top when the store says so: above the header, covering nothing, gone once answered', async ({
      page,
    }) => {
      await page.goto(`${SK}/masazne-oleje`);
      try {
        await storePosition(page, 'top');
        // A new visit, not a reload: a reload restores where the page was scrolled to.
        await page.goto(`${SK}/masazne-oleje`);
        await hydrated(page);
        const banner = page.getByRole('region', { name: 'Používame cookies' });
        await expect(banner).toBeVisible();
        const b = await box(page, '.cookie-consent');
        expect(b.y).toBe(0);
        // The header (and its controls) starts below the banner: every control answers a tap.
        const headerTop = (await box(page, '.site-header')).y;
        expect(headerTop).toBeGreaterThanOrEqual(Math.floor(b.y + b.height));
        expect(await tapReaches(page, '.header-action--cart')).toBe(true);
        expect(await tapReaches(page, '.site-logo')).toBe(true);
        if (width.use.viewport.width < 800) expect(await tapReaches(page, '.site-header__menu-toggle')).toBe(true);
        expect(await tapReaches(page, 'h1')).toBe(true);
        await shot(page, 'cookie-banner-top');

        // Not over the content for good: scrolled down, it has gone up with the page.
        await page.mouse.wheel(0, 1500);
        await expect(banner).not.toBeInViewport();
        await page.mouse.wheel(0, -3000);
        await expect(banner).toBeInViewport();

        await banner.getByRole('button', { name: 'Odmietnuť všetky' }).click();
        await expect(banner).toHaveCount(0);
        // Answered, it leaves no gap: the header moves up by the banner's height.
        expect(Math.round((await box(page, '.site-header')).y)).toBe(Math.round(headerTop - b.height));
      } finally {
        await storePosition(page, null);
      }
    });
  });
}
