import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, hydrated } from './visitor';

/**
 * Issue 13 item 4: client navigation lands where a full load lands. In-site links that are not in
 * canonical form (default-locale prefix, upper case, trailing slash, a click id) are clicked, and
 * the router shows the canonical page with its content and canonical link, in the same document.
 * Then the language switch on a product page moves to that product's page in the chosen language.
 */

async function prepare(page: Page) {
  await answerFirstVisit(page, SK, { closed: ['age-18'] });
}

/** Adds an in-site link (as CMS content could hold it) and clicks it. */
async function clickLink(page: Page, href: string) {
  await page.evaluate((h) => {
    document.getElementById('journey-link')?.remove();
    const a = document.createElement('a');
    a.id = 'journey-link';
    a.href = h;
    a.textContent = 'journey link';
    document.body.prepend(a);
  }, href);
  // A dispatched click: a first-visit popup's backdrop may cover the page; the router's delegated
  // listener handles it like a real one.
  await page.locator('#journey-link').dispatchEvent('click');
}

test('non-canonical in-site links land on the canonical page, client-side', async ({ page }) => {
  await prepare(page);
  await page.goto(`${SK}/`);
  await hydrated(page);
  await page.evaluate(() => ((window as any).__sameDocument = true));

  const cases: [string, RegExp, string][] = [
    ['/sk/znacky', /\/znacky$/, '/znacky'],
    ['/Kontakt/', /\/kontakt$/, '/kontakt'],
    ['/masazne-oleje/', /\/masazne-oleje$/, '/masazne-oleje'],
    ['/kontakt?fbclid=abc123', /\/kontakt$/, '/kontakt'],
    ['/presmerovanie-a', /\/kontakt$/, '/kontakt'],
  ];
  for (const [href, url, canonicalPath] of cases) {
    await clickLink(page, href);
    await expect(page, href).toHaveURL(url);
    await expect(page.locator('link[rel="canonical"]'), href).toHaveAttribute(
      'href',
      `https://www.eshop-demo.sk${canonicalPath}`,
    );
    await expect(page.locator('meta[name="robots"]'), `${href}: not the 404 page`).toHaveAttribute('content', /^index/);
  }
  // The contact page with its form, not a page without it.
  await expect(page.locator('main form').first()).toBeVisible();
  expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
});

test('switching language moves to the page in that language, and German stays chosen on shared pages', async ({
  page,
}) => {
  // Issue 32: a German page has a URL of its own. A shopper who switches to German expects to read
  // the same product in German at an address they can share (and a search engine can index), so
  // the switch moves to the product's German URL; switching back returns to the Slovak one. The
  // pages German shares with Slovak (the cart) follow the choice.
  await prepare(page);
  await page.goto(`${SK}/masazne-oleje`);
  await hydrated(page);
  const productHref = await page
    .getByTestId('product-box')
    .first()
    .locator('a[href^="/produkt/"]')
    .first()
    .getAttribute('href');
  expect(productHref).toBeTruthy();
  await page.goto(`${SK}${productHref}`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  const slovakName = await page.locator('h1').innerText();

  await Promise.all([page.waitForEvent('load'), page.getByTestId('locale-switch').selectOption('de')]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const germanPath = new URL(page.url()).pathname;
  expect(germanPath).toMatch(/^\/produkt\//);
  expect(germanPath).not.toBe(productHref);
  expect(new URL(page.url()).search).toBe(''); // no ?locale= left in the address
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.eshop-demo.sk${germanPath}`);
  await expect(page.locator('link[rel="alternate"][hreflang="sk"]')).toHaveAttribute(
    'href',
    `https://www.eshop-demo.sk${productHref}`,
  );
  // The same product: its code is in both names.
  const code = /\b\d{2,}\b/.exec(slovakName)?.[0];
  if (code) await expect(page.locator('h1')).toContainText(code);

  // The German URL is German on a full load too, and the cart (shared by both languages) follows.
  await hydrated(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await hydrated(page);
  await page.locator('.header-action--cart').click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(page.locator('h1')).toContainText('Warenkorb');

  // Back to Slovak from the German product page: the Slovak URL again.
  await page.goto(`${SK}${germanPath}`);
  await hydrated(page);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('locale-switch').selectOption('sk')]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  expect(new URL(page.url()).pathname).toBe(productHref);
});
