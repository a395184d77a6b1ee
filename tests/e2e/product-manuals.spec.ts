import { expect, test } from './shopper-test';
import { answerFirstVisit, scrollToProductExtras, SK, shot, WIDTHS } from './visitor';

/** Issue 31 / SPEC 1 "product manuals": a massage device's page offers its manual as a download, with type and size. */

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('a massage device offers its manual (PDF and size) and the link downloads it', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/produkt/blush-lab-masazna-hlavica-ripple-92`);
      await scrollToProductExtras(page);
      const section = page.getByRole('region', { name: 'Návody a dokumenty' });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      const link = section.getByRole('link', { name: 'Návod na použitie' });
      await expect(link).toBeVisible();
      await expect(section.getByText(/^\(PDF, \d+ B\)$/)).toBeVisible();
      await shot(page, 'product-manuals');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      // The shopper stays on the product page (a download is no navigation).
      await expect(page).toHaveURL(/\/produkt\/blush-lab-masazna-hlavica-ripple-92$/);
    });

    test('a product without a manual shows no manuals section', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/produkt/equilibra-suprava-bielizne-romance-181`);
      await expect(page.getByRole('heading', { name: 'Parametre' })).toBeVisible();
      await scrollToProductExtras(page);
      await expect(page.getByRole('heading', { name: 'Návody a dokumenty' })).toHaveCount(0);
    });
  });
}
