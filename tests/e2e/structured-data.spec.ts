import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, pageProblems, SK } from './visitor';

/**
 * Issue 28: a page rendered whole carries its JSON-LD once, at the end of <head>, written by the
 * worker outside React (worker/render/document-ends.ts), and not in the page data the browser
 * hydrates from. The page still hydrates without a warning; once the shopper moves on inside the
 * shop, the first page's JSON-LD is gone and the page rendered in the browser carries its own.
 */
test('a product page’s JSON-LD is in its head, hydrates cleanly, and follows the shopper to the next product', async ({
  page,
}) => {
  await answerFirstVisit(page, SK, { closed: ['age-18'] });
  const problems = pageProblems(page);
  const structuredData = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => ({
        inHead: s.parentElement === document.head,
        data: JSON.parse(s.textContent ?? 'null') as { '@type'?: string; name?: string },
      })),
    );
  const productName = (items: Awaited<ReturnType<typeof structuredData>>) =>
    items.find((x) => x.data?.['@type'] === 'Product')?.data.name;

  await page.goto(`${SK}/lubrikacne-gely`);
  await hydrated(page);
  const first = page.getByTestId('product-box').locator('a[href^="/produkt/"]').first();
  await page.goto(`${SK}${await first.getAttribute('href')}`);
  await hydrated(page);
  const h1 = (await page.locator('h1').first().textContent())?.trim();
  const served = await structuredData();
  expect(served.length).toBeGreaterThan(0);
  expect(served.every((x) => x.inHead)).toBe(true);
  expect(productName(served)).toBe(h1);
  const inlineData = await page.locator('#__page_data').textContent();
  expect(inlineData).not.toContain('application/ld+json');
  expect(inlineData).not.toContain('"jsonLd"');

  // On to the category through the breadcrumbs, then another product: both rendered in the browser.
  await page.locator('.breadcrumbs a[href="/lubrikacne-gely"]').first().click();
  await expect(page).toHaveURL(`${SK}/lubrikacne-gely`);
  const second = page.getByTestId('product-box').nth(1).locator('a[href^="/produkt/"]').first();
  const secondHref = await second.getAttribute('href');
  await second.click();
  await expect(page).toHaveURL(`${SK}${secondHref}`);
  const secondH1 = page.locator('h1').first();
  await expect(secondH1).not.toHaveText(h1 ?? '');
  await expect.poll(async () => productName(await structuredData())).toBe((await secondH1.textContent())?.trim());
  const after = await structuredData();
  expect(after.filter((x) => x.inHead)).toEqual([]);
  expect(after.filter((x) => x.data?.['@type'] === 'Product')).toHaveLength(1);
  expect(problems).toEqual([]);
});
