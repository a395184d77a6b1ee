import type { Locator, Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK, setStoreSettings, shot, WIDTHS } from './visitor';

/**
 * SPEC 1/2/4/9 product comparison, with the store's comparison setting on (/__demo/globals: every
 * journey on the server sees it, so this spec runs in the knob specs' project, one at a time).
 * A shopper compares two products from a category, removes one with the keyboard, closes the modal
 * with Escape, and after a reload still has the other one (the ids kept in localStorage).
 */

const CATEGORY = '/masazne-oleje';

const nameOf = async (box: Locator) => (await box.locator('.product-box__name').innerText()).trim();

/** Tabs through the dialog until the control with this accessible name has the focus. */
async function tabTo(page: Page, dialog: Locator, label: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const focused = await dialog.evaluate((d) => {
      const active = document.activeElement;
      return active && d.contains(active) ? (active.getAttribute('aria-label') ?? active.textContent) : null;
    });
    if (focused === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no focus on "${label}" in the dialog`);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/`);
      await setStoreSettings(page, { compare: true });
    });

    test.afterEach(async ({ page }) => {
      await setStoreSettings(page, null);
    });

    test('compares two products, removes one with the keyboard, closes with Escape, keeps the other after a reload', async ({
      page,
    }) => {
      // The buttons' pressed state comes from storage after hydration: no hydration mismatch (React
      // logs one as a console error), on the first load nor after the reload with a compared product.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${SK}${CATEGORY}`);
      await hydrated(page);
      const boxes = page.getByTestId('product-box');
      const [first, second] = [boxes.nth(0), boxes.nth(1)];
      const [firstName, secondName] = [await nameOf(first), await nameOf(second)];
      const firstButton = first.getByRole('button', { name: 'Porovnať' });
      const secondButton = second.getByRole('button', { name: 'Porovnať' });
      await expect(firstButton).toHaveAttribute('aria-pressed', 'false');

      const dialog = page.getByRole('dialog', { name: 'Porovnanie produktov' });
      const compared = dialog.getByTestId('compare-product');
      await firstButton.click();
      await expect(dialog).toBeVisible();
      await expect(compared).toHaveCount(1);
      await expect(compared.first()).toContainText(firstName);
      await expect(firstButton).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Zavrieť' }).click();
      await expect(dialog).toBeHidden();

      await secondButton.click();
      await expect(dialog).toBeVisible();
      await expect(compared).toHaveCount(2);
      await expect(compared.nth(0)).toContainText(firstName);
      await expect(compared.nth(1)).toContainText(secondName);
      // Side by side: price, availability and the products' parameters as rows.
      await expect(dialog.getByRole('rowheader', { name: 'Cena' })).toBeVisible();
      await expect(dialog.getByRole('rowheader', { name: 'Dostupnosť' })).toBeVisible();
      await expect(dialog.getByTestId('price')).toHaveCount(2);
      await expect(dialog.getByTestId('price').first()).toContainText('€');
      await shot(page, 'compare-modal');

      await tabTo(page, dialog, `Odobrať ${firstName} z porovnania`);
      await page.keyboard.press('Enter');
      await expect(compared).toHaveCount(1);
      await expect(compared.first()).toContainText(secondName);
      // The focus stays in the dialog, where the keyboard can go on.
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(firstButton).toHaveAttribute('aria-pressed', 'false');
      await expect(secondButton).toHaveAttribute('aria-pressed', 'true');
      const dock = page.getByRole('button', { name: 'Porovnanie (1)' });
      await expect(dock).toBeVisible();
      await shot(page, 'compare-dock');

      await page.reload();
      await hydrated(page);
      await expect(secondButton).toHaveAttribute('aria-pressed', 'true');
      await expect(firstButton).toHaveAttribute('aria-pressed', 'false');
      await dock.click();
      await expect(dialog).toBeVisible();
      await expect(compared).toHaveCount(1);
      await expect(compared.first()).toContainText(secondName);
      expect(errors).toEqual([]);
    });

    test('a fifth product is refused with a notification, the four stay', async ({ page }) => {
      await page.goto(`${SK}${CATEGORY}`);
      await hydrated(page);
      const boxes = page.getByTestId('product-box');
      const ids = await boxes.evaluateAll((all) => all.slice(0, 5).map((box) => Number(box.dataset.productId)));
      expect(ids).toHaveLength(5);
      // Four compared already (kept from an earlier visit).
      await page.evaluate((four) => localStorage.setItem('compared-products', JSON.stringify(four)), ids.slice(0, 4));
      await page.reload();
      await hydrated(page);
      await expect(boxes.nth(3).getByRole('button', { name: 'Porovnať' })).toHaveAttribute('aria-pressed', 'true');

      await boxes.nth(4).getByRole('button', { name: 'Porovnať' }).click();
      await expect(page.locator('.notification--warning')).toContainText('Porovnať môžete najviac 4 produkty.');
      const dialog = page.getByRole('dialog', { name: 'Porovnanie produktov' });
      await expect(dialog.getByTestId('compare-product')).toHaveCount(4);
      await expect(boxes.nth(4).getByRole('button', { name: 'Porovnať' })).toHaveAttribute('aria-pressed', 'false');
      await shot(page, 'compare-full');
    });
  });
}
