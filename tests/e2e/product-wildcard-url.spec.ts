import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, buyOnProductPage, hydrated, SK, setStoreSettings, shot, WIDTHS } from './visitor';

/**
 * SPEC 3 "Links": the product wildcard-URL mode (store globals `settings.product_wildcard_url`). With
 * it on, a shopper in a category clicks a product and lands on its page at
 * /{main-menu category path}/{slug}, buys it there, and the header search links products the same way;
 * the old /produkt/{slug} link still opens the product (301). The setting is the demo backend's for
 * every journey on the server (/__demo/globals), so this spec runs in the knob specs' project, one at
 * a time, after the rest (playwright.config.ts).
 */

const CATEGORY = '/masazne-oleje';
/** A product of a Masážne oleje subcategory at its wildcard URL. */
const WILDCARD = new RegExp(`${CATEGORY}/[a-z0-9-]+/[a-z0-9-]+$`);

/** Turns the mode on (or with false back to the seed) and purges the site's shell, pages and URL knowledge. */
const storeWildcard = (page: Page, on: boolean) =>
  setStoreSettings(page, on ? { product_wildcard_url: true } : null, { urls: true });

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/kontakt`);
      await storeWildcard(page, true);
    });

    test.afterEach(async ({ page }) => {
      await storeWildcard(page, false);
    });

    test('a product clicked in a category opens at its category path plus slug, and goes into the cart', async ({
      page,
    }) => {
      await page.goto(`${SK}${CATEGORY}`);
      const grid = page.getByTestId('product-grid');
      const first = grid.locator('.product-box__name a').first();
      await expect(first).toHaveAttribute('href', WILDCARD);
      const name = (await first.textContent()) ?? '';
      await shot(page, 'wildcard-category');
      await hydrated(page);
      await first.click();
      await expect(page).toHaveURL(WILDCARD);
      await expect(page.locator('h1')).toHaveText(name);
      const wildcardUrl = page.url();
      // The page names itself at that URL, and its last crumb is the product there.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://www.eshop-demo.sk${new URL(wildcardUrl).pathname}`,
      );

      await buyOnProductPage(page);
      await shot(page, 'wildcard-product-added');

      // Opened afresh (a shared link, a reload) the wildcard URL is the product page, status 200.
      const direct = await page.goto(wildcardUrl);
      expect(direct?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(name);
      // The old link keeps working: one 301 to the product's one URL.
      const slug = wildcardUrl.slice(wildcardUrl.lastIndexOf('/') + 1);
      const old = await page.goto(`${SK}/produkt/${slug}`);
      expect(old?.status()).toBe(200);
      expect(page.url()).toBe(wildcardUrl);
    });

    test('the header search links products at their category path plus slug', async ({ page }) => {
      await page.goto(`${SK}${CATEGORY}`);
      await hydrated(page);
      const input = page.getByTestId('search-input');
      await input.fill('olej');
      const option = page.getByTestId('search-option-product').first();
      await expect(option).toBeVisible();
      await shot(page, 'wildcard-search');
      const href = await option.getAttribute('href');
      expect(href).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(href).not.toMatch(/^\/produkt\//);
      await option.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  });
}
