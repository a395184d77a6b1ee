import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, SK, shot, WIDTHS, hydrated, tapInHydratingCommit } from './visitor';

/**
 * Issue 31 item 4: what a product page promises is what the shopper can buy: it opens on a variant
 * in stock (its box said "Skladom"); its delivery promise names the carrier, the day and the price
 * checkout then shows for that carrier ("Expres dnes za 6,90 €", not a bare "Doručíme dnes").
 */

/** The promise's carrier word → the carrier's name in checkout's list (the demo store's shippers). */
const CHECKOUT_NAME: Record<string, string> = {
  Expres: 'Expresný kuriér s časovým oknom',
  Kuriér: 'Kuriér na adresu',
  'Výdajné miesto': 'Výdajné miesto',
  Pošta: 'Pošta',
};
/** One carrier's part of a promise: "Kuriér zajtra za 3,90 €". */
const PROMISE_PART =
  /^(Expres|Kuriér|Výdajné miesto|Pošta|expres|kuriér|výdajné miesto|pošta) (dnes|zajtra|v \S+ \d+\. \d+\.) za (\d+,\d\d €)$/;
const plain = (text: string) => text.replace(/\u00a0/g, ' ').trim();

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
      await answerFirstVisit(page, CZ);
    });

    test('the Czech "Masážní oleje" opens, under the default sort, on a product the shop sells', async ({ page }) => {
      await page.goto(`${CZ}/masazni-oleje`);
      await expect(page.getByTestId('sort').locator('option:checked')).toHaveText('Doporučujeme');
      const first = page.getByTestId('product-box').first();
      await expect(first).toBeVisible();
      await expect(first).not.toContainText('Vyprodáno');
      await expect(first.getByRole('button', { name: /Do košíku/ })).toBeVisible();
      await shot(page, 'default-sort-first');
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

    test('a size tapped while the page hydrates stays chosen', async ({ page }) => {
      // The chip's name is its label ("S, Telová"); its selector, the sold-out S of this product.
      const tapped = await tapInHydratingCommit(
        page,
        '.variant-picker [data-testid="variant-chip"]:not([aria-pressed="true"])',
      );
      await page.goto(`${SK}/produkt/equilibra-suprava-bielizne-romance-181`);
      expect(await tapped()).toBe(true);
      await hydrated(page);
      const chosen = page.locator('.variant-picker').getByRole('button', { pressed: true });
      await expect(chosen).toHaveCount(1);
      await expect(chosen).toHaveText(/^S,/);
      await expect(page).toHaveURL(/variant_id=\d+$/);
    });

    test.describe('scripts blocked (a tap before the page has hydrated)', () => {
      test.use({ javaScriptEnabled: false });

      test('a tap on a size loads the page with that size chosen, the other parameters kept', async ({ page }) => {
        await page.goto(`${SK}/produkt/equilibra-suprava-bielizne-romance-181?currency=CZK`);
        const size = page.locator('.variant-picker').getByRole('button', { name: 'S, Telová' });
        await expect(size).toHaveAttribute('aria-pressed', 'false');
        await size.click();
        await expect(page).toHaveURL(/\/produkt\/equilibra-suprava-bielizne-romance-181\?currency=CZK&variant_id=\d+$/);
        await expect(page.locator('.variant-picker').getByRole('button', { name: 'S, Telová' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.locator('.variant-picker').getByRole('button', { pressed: true })).toHaveCount(1);
      });
    });

    test('the delivery promise names carrier, day and price, and checkout shows that carrier on that day', async ({
      page,
    }) => {
      await page.goto(`${SK}/lubrikacne-gely`);
      const box = page.getByTestId('product-box').filter({ hasText: 'Skladom' }).first();
      const boxPromise = plain(await box.locator('.delivery-date').innerText());
      expect(boxPromise).not.toMatch(/Doručíme/);
      const parts = boxPromise.split(', ').map((part) => PROMISE_PART.exec(part));
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) expect(part, boxPromise).not.toBeNull();
      await shot(page, 'promise-box');

      await box.locator('.product-box__name a').click();
      await expect(page.locator('h1')).toBeVisible();
      await expect
        .poll(async () => plain(await page.locator('.product-detail__info .delivery-date').innerText()))
        .toBe(boxPromise);
      await shot(page, 'promise-product');
      await hydrated(page);
      await page.getByTestId('add-to-cart').first().click();
      await expect(page.getByTestId('item-added-modal')).toBeVisible();

      await page.goto(`${SK}/kosik`);
      await page.getByTestId('cart-continue').click();
      await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
      for (const part of parts) {
        const [, carrier, when, price] = part!;
        const name = CHECKOUT_NAME[carrier!.charAt(0).toUpperCase() + carrier!.slice(1)]!;
        const row = page.locator('.method').filter({ has: page.getByText(name, { exact: true }) });
        await expect(row.locator('.method__delivery')).toHaveText(`Doručíme ${when}`);
        await expect(row.locator('.method__price')).toHaveText(price!);
      }
      await shot(page, 'promise-checkout');
    });
  });
}
