import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, shot, WIDTHS, hydrated } from './visitor';

/**
 * Issue 31 "the gift text": the cart's gift block says how much is left to the first gift, then, once a
 * gift can be chosen, says so and names the next one ("Nakúpte ešte za 16,10 €" while the 30 € gift was
 * already selectable was the complaint). A shopper adds a 19,90 € gel and steps the amount up, at 390
 * and 1280 px, by visible text. The store's gifts: from 30 €, 60 € and 100 €.
 */

const GEL = '/produkt/lumea-lubrikacny-gel-pure-touch-50-ml-233'; // 19,90 €, one variant
const giftBlock = (page: Page) => page.getByRole('group', { name: 'Vyberte si darček' });

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('the gift text counts down to the first gift, then says one can be chosen and names the next', async ({
      page,
    }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}${GEL}`);
      await hydrated(page);
      // The buy box's button: the alternatives below the fold (read after load) have their own.
      await page.locator('.buy-box').getByRole('button', { name: 'Do košíka', exact: true }).click();
      await expect(page.getByText('Tovar sme pridali do košíka')).toBeVisible();
      await page.getByRole('link', { name: 'Prejsť do košíka' }).click();
      await expect(page).toHaveURL(/\/kosik$/);

      // 19,90 €: 10,10 € to the first gift, none can be chosen yet.
      const gifts = giftBlock(page);
      await expect(gifts.getByText(/^Nakúpte ešte za 10,10\s€ a vyberte si darček\.$/)).toBeVisible();
      await expect(gifts.getByRole('radio', { name: /Cestovné balenie gélu 10 ml/ })).toBeDisabled();

      // 39,80 €: the 30 € gift can be chosen, and the text says so and names the 60 € one.
      await page.getByRole('button', { name: 'Pridať kus' }).first().click();
      await expect(
        gifts.getByText(
          /^Darček si už môžete vybrať\. Nakúpte ešte za 20,20\s€ a vyberiete si aj Saténová taštička\.$/,
        ),
      ).toBeVisible();
      const first = gifts.getByRole('radio', { name: /Cestovné balenie gélu 10 ml/ });
      await expect(first).toBeEnabled();
      await expect(gifts.getByRole('radio', { name: /Saténová taštička/ })).toBeDisabled();
      await first.check();
      await expect(first).toBeChecked();
      await shot(page, 'gift-hint-one-selectable');

      // 59,70 €: 0,30 € to the 60 € gift; the chosen gift stays chosen.
      await page.getByRole('button', { name: 'Pridať kus' }).first().click();
      await expect(
        gifts.getByText(/^Darček si už môžete vybrať\. Nakúpte ešte za 0,30\s€ a vyberiete si aj Saténová taštička\.$/),
      ).toBeVisible();
      await expect(first).toBeChecked();
      await expect(page.getByText(/Nakúpte ešte za [\d,]+\s€ a vyberte si darček\./)).toHaveCount(0);
    });
  });
}
