import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK, WIDTHS } from './visitor';

/**
 * SPEC 3 category limited offers: the deal of the day on a category page counts down each second
 * once the page is live, goes away when it is over, and its button opens the product. The page's
 * clock is driven by the journey (page.clock), so no step waits on real seconds.
 */

/**
 * Opens the category page with its offer. A cold category page leaves its offer out and reads the
 * offer's product for the next view (one upstream round per cold page), and the read goes cold again
 * when its copy expires or a catalogue change names it (other journeys change products on the same
 * server): the page is opened again until the offer is on it.
 */
async function openWithOffer(page: Page, path: string): Promise<void> {
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
    });

    test('the deal of the day counts down and is gone once it is over', async ({ page }) => {
      await page.clock.install();
      await openWithOffer(page, '/lubrikacne-gely');
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
      await openWithOffer(page, '/lubrikacne-gely');
      const offer = page.getByTestId('limited-offer');
      const name = (await offer.locator('.limited-offer__name').innerText()).trim();
      await offer.getByRole('link', { name: 'Chcem to' }).click();
      await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+-1$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });
  });
}
