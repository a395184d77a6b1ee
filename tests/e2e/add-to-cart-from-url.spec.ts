import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK, shot, WIDTHS } from './visitor';

/**
 * SPEC 2 "Query addToCart on any page triggers add-to-cart"; SPEC 4 "on success shows an item-added
 * modal": a link such as /kontakt?addToCart=<variant id> adds the variant once, cleans the URL and
 * opens the same dialog the add-to-cart button opens (not just a toast).
 */
for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('?addToCart= on the contact page opens the item-added dialog; Escape closes it, the cart holds 1', async ({
      page,
    }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/kontakt`);
      await hydrated(page);
      const variant = await page.evaluate(async () => {
        const res = await fetch('/api/v1/products/233');
        const { data } = (await res.json()) as { data: { name: string; variants: { id: number }[] } };
        return { id: data.variants[0]!.id, name: data.name };
      });
      await expect(page.getByTestId('cart-badge')).toHaveText('0');

      await page.goto(`${SK}/kontakt?addToCart=${variant.id}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('item-added-modal')).toContainText(`1× ${variant.name}`);
      await expect(page).toHaveURL(`${SK}/kontakt`);
      await shot(page, 'add-to-cart-from-url');

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      await expect(page).toHaveURL(`${SK}/kontakt`);
    });
  });
}
