import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, WIDTHS, hydrated } from './visitor';

/**
 * Issue 31 / SPEC 2 "jump to hash anchor (300 ms)": a hash change that is no click (typed into the
 * address bar, set by a script) scrolls to its anchor like a click on an in-page link does; it used
 * to reload the page's data and scroll to the top.
 */

const PRODUCT = `${SK}/produkt/blush-lab-masazna-hlavica-ripple-92`;

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(PRODUCT);
      await hydrated(page);
      // Below the fold, the reviews are not loaded yet (SPEC 4: they load when scrolled near): the
      // jump must load them and land on them.
      await expect(page.getByRole('heading', { name: 'Recenzie' })).not.toBeInViewport();
    });

    test('a hash set by a script scrolls to its section', async ({ page }) => {
      await page.evaluate(() => {
        window.location.hash = 'reviews';
      });
      await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
      await expect(page).toHaveURL(/#reviews$/);
      // The browser's own jump comes first; the shop's answer to the change (it used to reload the
      // page's data and scroll to the top) has run once the network is quiet: the section is still in view.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
    });

    test('a hash typed into the address bar scrolls to its section, and Back returns to the one before', async ({
      page,
    }) => {
      await page.goto(`${PRODUCT}#manuals`);
      await expect(page.getByRole('heading', { name: 'Návody a dokumenty' })).toBeInViewport();
      await page.goto(`${PRODUCT}#reviews`);
      await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL(/#manuals$/);
      await expect(page.getByRole('heading', { name: 'Návody a dokumenty' })).toBeInViewport();
    });
  });
}

/**
 * SPEC 2 "jump to hash anchor" on a client navigation to another page: the product page renders its
 * reviews after its first commit (its after-load chunk), so the jump 300 ms after the commit found no
 * section and the page stayed at the top.
 */
for (const width of WIDTHS) {
  test.describe(`${width.name}: a link to another page's section`, () => {
    test.use(width.use);

    test('lands on the section once the page has rendered it', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/`);
      await hydrated(page);
      // A link as a CMS text or an e-mail would hold it, clicked like any link on the page.
      await page.evaluate(
        (href) => {
          const link = document.createElement('a');
          link.href = href;
          link.textContent = 'Recenzie produktu';
          document.querySelector('main')?.prepend(link);
        },
        `${new URL(PRODUCT).pathname}#reviews`,
      );
      await page.getByRole('link', { name: 'Recenzie produktu' }).click();
      await expect(page).toHaveURL(/#reviews$/);
      await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
    });
  });
}
