import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, hydrated, pageProblems, shot, SK, WIDTHS } from './visitor';

// SPEC 7 recommendation engine: below a product, a row "Odporúčame pre vás" of the products the site's
// engine recommends (in development the demo backend's stand-in: the category's other products, same
// brand first, best rated first), read after the page has loaded. Its boxes open their products. An
// engine with nothing to say (off, failing, no ids) leaves no row and no empty heading.

const TITLE = 'Odporúčame pre vás';

/** Product `id`'s page, read as a shopper reaches it (its slug from the store, in the browser). */
async function openProduct(page: Page, id: number, origin = SK): Promise<void> {
  await answerFirstVisit(page, origin);
  await page.goto(`${origin}/kontakt`);
  const slug = await page.evaluate(async (productId) => {
    const res = await fetch(`/api/v1/products/${productId}`, { headers: { accept: 'application/json' } });
    return ((await res.json()) as { data: { slug: string } }).data.slug;
  }, id);
  await page.goto(`${origin}/produkt/${slug}`);
  await hydrated(page);
}

/** Scrolls down to the parts below the product, as a shopper reading on would. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('the product page recommends products below the fold, and a recommended box opens its product', async ({
      page,
    }) => {
      const problems = pageProblems(page);
      await openProduct(page, 1);
      const ownName = (await page.locator('h1').textContent())?.trim() ?? '';
      await scrollToBottom(page);
      const row = page.getByTestId('recommended');
      await expect(row.getByRole('heading', { name: TITLE })).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      const boxes = row.getByTestId('product-box');
      await expect(boxes.first()).toBeVisible();
      const count = await boxes.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(8);
      await expect(row.getByTestId('price').first()).toContainText('€');
      // The product itself is not recommended to its own page.
      await expect(row.locator('[data-product-id="1"]')).toHaveCount(0);
      await shot(page, 'recommended');

      const link = row.locator('.product-box__name a').first();
      const name = ((await link.textContent()) ?? '').trim();
      expect(name).not.toBe(ownName);
      await link.click();
      await expect(page).toHaveURL(/\/produkt\//);
      await expect(page.locator('h1')).toContainText(name);
      expect(problems).toEqual([]);
    });

    test('an engine with nothing to recommend leaves no row and no empty heading', async ({ page }) => {
      // What the worker answers when the engine is off, fails, times out or talks nonsense.
      await page.route('**/api/recommendations?*', (route) => route.fulfill({ json: { data: { ids: [] } } }));
      const answered = page.waitForResponse((r) => r.url().includes('/api/recommendations?'));
      await openProduct(page, 1);
      await scrollToBottom(page);
      await answered;
      // The extras have rendered (the reviews are in the same chunk).
      await expect(page.getByTestId('reviews')).toBeVisible();
      await expect(page.getByTestId('recommended')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
    });
  });
}

test('CZ: the Czech site (its engine asked by POST with a key) recommends in Czech, in crowns', async ({ page }) => {
  await openProduct(page, 2, CZ);
  await scrollToBottom(page);
  const row = page.getByTestId('recommended');
  await expect(row.getByRole('heading', { name: 'Doporučujeme pro vás' })).toBeVisible();
  await expect(row.getByTestId('product-box').first()).toBeVisible();
  await expect(row.getByTestId('price').first()).toContainText('Kč');
  await expect(row.locator('[data-product-id="2"]')).toHaveCount(0);
});
