import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK } from './visitor';

/**
 * The tab's title through client navigations: the shown page's stays until the next page is on
 * screen, and then that page's, with one set of head tags. The server's head tags are not React's
 * (client/router/page-head-slot.tsx); they went before the next page was rendered, and a coming
 * page's skeleton took the shown page's tags with it, so the tab had no title while a page loaded.
 */

/** Every title the document had from now on (each change of <head>), with how many <title> elements. */
async function recordTitles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: [string, number][] = [];
    (window as unknown as { titlesSeen: typeof seen }).titlesSeen = seen;
    const record = () => seen.push([document.title, document.querySelectorAll('title').length]);
    new MutationObserver(record).observe(document.head, { childList: true, subtree: true, characterData: true });
  });
}

const titlesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { titlesSeen: [string, number][] }).titlesSeen);

async function expectOneSetOfHeadTags(page: Page, canonicalPath: string) {
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://www.eshop-demo.sk${canonicalPath}`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
}

test('a client navigation never leaves the tab without a title, and each page has one set of head tags', async ({
  page,
}) => {
  await answerFirstVisit(page, SK, { closed: ['age-18', 'welcome-campaign', 'discount-code'] });
  await page.goto(`${SK}/produkt/calmia-suprava-bielizne-moonlight-5`);
  await hydrated(page);
  const productTitle = await page.title();
  expect(productTitle).toContain('Calmia Súprava bielizne Moonlight');
  await recordTitles(page);

  // The first client-rendered page replaces the server's tags; the next ones replace their own.
  await page.locator('nav.breadcrumbs a[href="/spodna-bielizen"]').click();
  await expect(page).toHaveURL(`${SK}/spodna-bielizen`);
  await expect(page).toHaveTitle(/Spodná bielizeň/);
  await expectOneSetOfHeadTags(page, '/spodna-bielizen');

  await page.locator('nav.breadcrumbs a[href="/"]').click();
  await expect(page).toHaveURL(`${SK}/`);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page).not.toHaveTitle(/Spodná bielizeň/);
  await expectOneSetOfHeadTags(page, '/');

  await page.goBack();
  await expect(page).toHaveTitle(/Spodná bielizeň/);
  await page.goBack();
  await expect(page).toHaveTitle(productTitle);
  await expectOneSetOfHeadTags(page, '/produkt/calmia-suprava-bielizne-moonlight-5');

  const seen = await titlesSeen(page);
  expect(seen.length, 'the head changed on every navigation').toBeGreaterThan(3);
  expect(
    seen.filter(([title]) => title === ''),
    'no moment without a title',
  ).toEqual([]);
  expect(
    seen.filter(([, count]) => count !== 1),
    'one <title> at a time',
  ).toEqual([]);
});
