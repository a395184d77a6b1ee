import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, shot, WIDTHS } from './visitor';

/**
 * Issue 31 / SPEC 9: "Print page 330mm by 427mm" and the 1600 px breakpoint. A printed product page
 * shows the product, not the shop's navigation and controls; a 1600 px screen gets a wider page and
 * one more product per row than 1280 px.
 */

const PRODUCT = `${SK}/produkt/blush-lab-masazna-hlavica-ripple-92`;
const PRODUCT_NAME = /^Blush Lab Masážna hlavica/;
const MM_PER_PT = 25.4 / 72;

/** How many product boxes share the first row of the listing. */
async function boxesInFirstRow(page: Page): Promise<number> {
  const tops = await page
    .getByTestId('product-grid')
    .locator(':scope > *')
    .evaluateAll((boxes) => boxes.map((b) => Math.round(b.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('printed, a product page shows the product without navigation, overlays or buttons', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(PRODUCT);
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Do košíka' }).first()).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Parametre' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Do košíka' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Hlavné menu' })).toBeHidden();
      await expect(page.getByRole('searchbox').first()).toBeHidden();
      await expect(page.getByText('Tipy a inšpirácia do vašej schránky')).toBeHidden();
      await shot(page, 'product-print');
    });
  });
}

test.describe('print page and wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a printed page is 330 mm by 427 mm (SPEC 9)', async ({ page }) => {
    await answerFirstVisit(page, SK);
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(box, 'the PDF names its page size').not.toBeNull();
    expect(Math.round(Number(box![1]) * MM_PER_PT)).toBe(330);
    expect(Math.round(Number(box![2]) * MM_PER_PT)).toBe(427);
  });

  test('from 1600 px the page is wider and a category shows one more product per row', async ({ page }) => {
    await answerFirstVisit(page, SK);
    await page.goto(`${SK}/masazne-pomocky`);
    await expect(page.getByTestId('product-grid')).toBeVisible();
    const at1280 = await boxesInFirstRow(page);
    const widthAt1280 = await page.getByTestId('product-grid').evaluate((g) => g.getBoundingClientRect().width);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => boxesInFirstRow(page)).toBe(at1280 + 1);
    const widthAt1600 = await page.getByTestId('product-grid').evaluate((g) => g.getBoundingClientRect().width);
    expect(widthAt1600).toBeGreaterThan(widthAt1280 + 200);
    await shot(page, 'category-1600');
  });
});
