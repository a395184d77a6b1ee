import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK } from './visitor';

/**
 * Issue 13 item 4: client navigation lands where a full load lands. In-site links that are not in
 * canonical form (default-locale prefix, upper case, trailing slash, a click id) are clicked, and
 * the router shows the canonical page with its content and canonical link, in the same document.
 * Then the language switch on a product page stays on that product.
 */

async function prepare(page: Page) {
  await answerFirstVisit(page, SK, { closed: ['age-18'] });
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('script[type="module"]') !== null && (window as any).__storefrontHydrated === true,
  );
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

test('switching language on a product page stays on that product', async ({ page }) => {
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

  await Promise.all([page.waitForEvent('load'), page.getByTestId('locale-switch').selectOption('de')]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(new URL(page.url()).pathname).toBe(productHref);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://www.eshop-demo.sk${productHref}`,
  );
});
