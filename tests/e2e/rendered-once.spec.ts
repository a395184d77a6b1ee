import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, pageProblems, SK, WIDTHS } from './visitor';

/**
 * Issue 28: a listing's product boxes, the main menu and the footer are written from markup the
 * worker rendered for an earlier page (worker/render/fragment-memo.ts). The browser hydrates them as
 * if React had rendered them in this page: nothing may tell the two apart. A second view of each
 * page (every part then comes from stored markup) hydrates without a recoverable error or warning,
 * and its boxes and menu answer a shopper as on the first.
 */
for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('pages written from stored parts hydrate cleanly and their boxes and menu work', async ({ page }) => {
      await answerFirstVisit(page, SK, { closed: ['age-18'] });
      const problems = pageProblems(page);

      for (const path of ['/', '/lubrikacne-gely', '/hladat?q=gel', '/lubrikacne-gely']) {
        await page.goto(`${SK}${path}`);
        await hydrated(page);
      }
      expect(problems).toEqual([]);

      // A box from stored markup is a live React box: its add-to-cart answers.
      const box = page
        .getByTestId('product-box')
        .filter({ has: page.getByTestId('add-to-cart') })
        .first();
      await box.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('item-added-modal')).toContainText('1×');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('item-added-modal')).toHaveCount(0);
      await expect(page.getByTestId('cart-badge')).toHaveText('1');

      // The menu from stored markup opens (its host element is React's) and navigates client-side.
      // Scrolled down, the phone header has slid away: scrolling up brings it back, as a person does.
      await page.mouse.wheel(0, -4000);
      const toggle = page.getByRole('button', { name: 'Otvoriť menu' });
      if (await toggle.isVisible()) {
        await expect(toggle).toBeInViewport();
        await toggle.click();
      }
      await page
        .getByRole('navigation', { name: 'Hlavné menu' })
        .getByRole('link', { name: 'Masážne oleje', exact: true })
        .click();
      await expect(page).toHaveURL(/\/masazne-oleje$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masážne oleje');
      expect(problems).toEqual([]);
    });
  });
}
