import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK, WIDTHS } from './visitor';

/**
 * SPEC 3 category limited offers: the deal of the day on a category page counts down each second
 * once the page is live, goes away when it is over, and its button opens the product. The page's
 * clock is driven by the journey (page.clock), so no step waits on real seconds.
 */
/**
 * A cold category page leaves its offer out and reads the offer's product for the next view (one
 * upstream round per cold page): the journey starts once the shop has it at hand.
 */
async function offerAtHand(page: Page, path: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    await page.goto(`${SK}${path}`);
    if ((await page.getByTestId('limited-offer').count()) > 0) return;
  }
  throw new Error(`no limited offer on ${path}`);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
      await offerAtHand(page, '/lubrikacne-gely');
    });

    test('the deal of the day counts down and is gone once it is over', async ({ page }) => {
      await page.clock.install();
      await page.goto(`${SK}/lubrikacne-gely`);
      await hydrated(page);
      const offer = page.getByTestId('limited-offer');
      await expect(offer.getByText('Ponuka dňa')).toBeVisible();
      const time = offer.locator('.limited-offer__time');
      await expect(time).toHaveText(/^Končí za (\d+ d )?\d{2}:\d{2}:\d{2}$/);
      const before = await time.innerText();
      await page.clock.runFor(3000);
      await expect(time).not.toHaveText(before);

      const payload = JSON.parse((await page.locator('#__page_data').textContent()) ?? '{}');
      const endsAt: number = payload.data.limitedOffer.endsAt;
      const now = await page.evaluate(() => Date.now());
      await page.clock.fastForward(endsAt - now - 2000);
      await expect(time).toHaveText(/^Končí za 00:00:0[0-2]$/);
      await page.clock.runFor(3000);
      await expect(offer).toHaveCount(0);
    });

    test("its button opens the deal's product", async ({ page }) => {
      await page.goto(`${SK}/lubrikacne-gely`);
      const offer = page.getByTestId('limited-offer');
      const name = (await offer.locator('.limited-offer__name').innerText()).trim();
      await offer.getByRole('link', { name: 'Chcem to' }).click();
      await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+-1$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });
  });
}
