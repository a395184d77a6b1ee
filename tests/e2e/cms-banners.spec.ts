import type { Locator, Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, pageProblems, shot, SK, WIDTHS } from './visitor';

/**
 * CMS content the shop used to read but never show (spec audit items 2, 4, 11, 12, 14): a category's
 * banner, the home's wide banners and the article list's header picture load for a shopper on a phone
 * and a desktop (the picture arrived: naturalWidth > 0), a wide banner takes the shopper where it
 * says, the primary branch links its 360° tour, and an article's keywords leave the head on the next
 * page. E2E_SHOTS=<dir> saves screenshots.
 */

/** The image has loaded a picture (not just an element with a src). */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** Where the browser's chosen picture came from. */
const currentSrc = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.currentSrc);

async function open(page: Page, path: string) {
  await page.goto(`${SK}${path}`);
  await hydrated(page);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);
    const phone = width.use.viewport.width < 768;

    test('a category banner, the wide banners and the article list picture load', async ({ page }) => {
      const problems = pageProblems(page);
      await answerFirstVisit(page, SK);

      await open(page, '/lubrikacne-gely');
      const banner = page.locator('.page-banner img');
      await expect(banner).toHaveAttribute('alt', 'Lubrikačné gély');
      await expectLoaded(banner);
      expect(await currentSrc(banner)).toContain('category-banners/10.jpg');
      // A strip, not a poster: on a phone it leaves the page below it in view.
      const box = await banner.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(0);
      expect(box?.height ?? 999).toBeLessThanOrEqual(width.use.viewport.width / 5 + 1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'category-banner');

      await open(page, '/');
      const wide = page.locator('.wide-banner');
      await expect(wide).toHaveCount(2);
      const first = wide.first().locator('img');
      await expectLoaded(first);
      // The phone gets the banner's phone picture; a desktop the wide one.
      expect(await currentSrc(first)).toContain(phone ? 'wide-banners/1-mobile.jpg' : 'wide-banners/1.jpg');
      await expectLoaded(wide.nth(1).locator('img'));
      await wide.first().scrollIntoViewIfNeeded();
      await shot(page, 'home-wide-banners');
      await wide.first().click();
      await expect(page).toHaveURL(/\/wellness$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wellness');

      await open(page, '/nakupny-radca');
      const header = page.locator('.page-banner img');
      await expectLoaded(header);
      expect(await currentSrc(header)).toContain('article-list/header.jpg');
      await shot(page, 'article-list-image');

      // The primary branch's 360° tour: a link that opens the tour in a new tab (never a frame here).
      await open(page, '/pobocky/bratislava');
      const tour = page.getByRole('link', { name: 'Virtuálna prehliadka 360°' });
      await tour.scrollIntoViewIfNeeded();
      await expect(tour).toBeVisible();
      await expect(tour).toHaveAttribute('href', 'https://www.example.com/360/bratislava');
      await expect(tour).toHaveAttribute('target', '_blank');
      await expect(tour).toHaveAttribute('rel', /noopener/);
      expect(await page.locator('iframe').count()).toBe(0);
      await shot(page, 'branch-tour');

      expect(problems).toEqual([]);
    });
  });
}

test('the keywords of an article leave the head when the shopper moves on in the app', async ({ page }) => {
  await answerFirstVisit(page, SK);
  await open(page, '/clanky/ako-hovorit-o-svojich-tuzbach');
  const keywords = page.locator('head meta[name="keywords"]');
  await expect(keywords).toHaveAttribute('content', 'komunikácia, vzťahy & dôvera, túžby');
  await page.locator('.breadcrumbs').getByRole('link', { name: 'Nákupný radca' }).click();
  await expect(page).toHaveURL(/\/nakupny-radca$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nákupný radca');
  await expect(keywords).toHaveCount(0);
});
