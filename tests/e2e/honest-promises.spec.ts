import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, shot } from './visitor';

/**
 * Issue 31 item 4: what a product page promises is what the shopper can buy: it opens on a variant
 * in stock (its box said "Skladom").
 */

const WIDTHS = [
  { name: 'phone 390', use: { viewport: { width: 390, height: 844 } } },
  { name: 'desktop 1280', use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
] as const;

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
    });

    test('a product whose first size is sold out opens on a size in stock', async ({ page }) => {
      await page.goto(`${SK}/produkt/equilibra-suprava-bielizne-romance-181`);
      const chosen = page.locator('.variant-picker').getByRole('button', { pressed: true });
      await expect(chosen).toHaveCount(1);
      await expect(chosen).not.toHaveText(/^S,/);
      await expect(page.locator('.variant-picker').getByRole('button', { name: 'S, Telová' })).toBeVisible();
      await expect(page.locator('.product-detail, main').getByText('Skladom').first()).toBeVisible();
      await shot(page, 'product-opens-in-stock');
      // The shopper can still pick the sold-out size themselves.
      await page.locator('.variant-picker').getByRole('button', { name: 'S, Telová' }).click();
      await expect(page.locator('.variant-picker').getByRole('button', { name: 'S, Telová' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
}
