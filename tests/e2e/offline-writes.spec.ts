import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK, WIDTHS } from './visitor';

/**
 * Issue 52.3, one offline rule for every write (client/api/offline.ts): offline, "Do košíka" sends
 * nothing and the offline notice says so and what to do ("nothing was added; try again online"),
 * with no "Niečo sa pokazilo… kontaktujte podporu" and no second message laid over the notice.
 * Back online, the cart is what the store holds, and the same tap adds the product.
 */
const cartLines = (page: Page) =>
  page.evaluate(async () => {
    const answer = (await (await fetch('/api/v1/cart', { headers: { accept: 'application/json' } })).json()) as {
      data: { items: { variantId: number; amount: number }[] };
    };
    return answer.data.items.map((i) => ({ variantId: i.variantId, amount: i.amount }));
  });

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('offline "Do košíka" says nothing was added and the cart is right once online', async ({ page, context }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/kontakt`);
      const product = (await page.evaluate(async () => (await (await fetch('/api/v1/products/12')).json()).data)) as {
        slug: string;
      };
      // Variant 121 is in stock; the product page preselects it from the link (no variant to choose).
      await page.goto(`${SK}/produkt/${product.slug}?variant_id=121`);
      await hydrated(page);
      expect(await cartLines(page)).toEqual([]);
      const add = page.locator('.buy-box').getByTestId('add-to-cart');

      await context.setOffline(true);
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toContainText('Ste offline.');
      await add.click();
      await expect(page.getByTestId('offline-not-sent')).toHaveText(
        'Do košíka sme nič nepridali ani v ňom nič nezmenili. Skúste to znova, keď budete online.',
      );
      await expect(page.getByText('Niečo sa pokazilo')).toHaveCount(0);
      await expect(page.locator('.notification')).toHaveCount(0);
      await expect(page.getByTestId('item-added-modal')).toHaveCount(0);
      // A lazy part the tap scrolled into view may say it could not load (its own line in the notice):
      // the lines are stacked, none over another, and nothing lies over the notice.
      const lines = await notice
        .locator('.offline-notice__text')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (let i = 0; i < lines.length; i++)
        for (let j = i + 1; j < lines.length; j++) expect(overlaps(lines[i]!, lines[j]!)).toBe(false);
      const box = await notice.locator('.offline-notice__text').first().boundingBox();
      const onTop = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x as number, y as number)?.closest('[data-testid="offline-notice"]') !== null,
        [box!.x + box!.width / 2, box!.y + box!.height / 2],
      );
      expect(onTop).toBe(true);

      await context.setOffline(false);
      await expect(notice).not.toContainText('Ste offline.');
      await expect(page.getByTestId('offline-not-sent')).toHaveCount(0);
      expect(await cartLines(page)).toEqual([]);
      await expect(page.getByTestId('cart-badge')).toHaveText('0');

      // Online, the same tap adds it.
      await add.click();
      await expect(page.getByTestId('item-added-modal')).toContainText('1×');
      expect(await cartLines(page)).toEqual([{ variantId: 121, amount: 1 }]);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
    });
  });
}
