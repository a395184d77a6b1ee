import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, scrollToProductExtras, SK, WIDTHS } from './visitor';

// SPEC 7 `GET products/{id}/reviews` takes `onlyWithReview`: a shopper can leave out the ratings that
// came without a written review. Product 2 of the demo seed has five reviews, two of them with text.
for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('"only with text" leaves out the ratings without a written review, and back', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/kontakt`);
      const slug = await page.evaluate(async () => {
        const res = await fetch('/api/v1/products/2', { headers: { accept: 'application/json' } });
        return ((await res.json()) as { data: { slug: string } }).data.slug;
      });
      await page.goto(`${SK}/produkt/${slug}`);
      await hydrated(page);
      await scrollToProductExtras(page);
      const reviews = page.getByTestId('reviews');
      await reviews.scrollIntoViewIfNeeded();
      const items = reviews.locator('.reviews > .review');
      await expect(items).toHaveCount(5);

      const onlyText = reviews.getByTestId('reviews-only-text');
      await expect(onlyText).toBeVisible();
      await onlyText.check();
      await expect(items).toHaveCount(2);
      for (const item of await items.all()) await expect(item.locator('p').first()).not.toBeEmpty();

      await onlyText.uncheck();
      await expect(items).toHaveCount(5);
    });
  });
}
