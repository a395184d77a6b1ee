import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { addVariantToCart, answerFirstVisit, CZ, hydrated, openFirstProduct, SK } from './visitor';

/**
 * Issue 49.4 (WCAG 2.1 1.4.4 and 1.4.10): a 1280×800 screen zoomed to 200 % is a 640×400 CSS viewport
 * at two device pixels per CSS pixel. The main page kinds reflow into it: nothing needs horizontal
 * scrolling. Both sites (their words differ in length).
 */
test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, isMobile: false, hasTouch: false });
test.describe.configure({ timeout: 240_000 });

/** How far the document is wider than the window (0 when nothing scrolls sideways), and what sticks out. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    if (extra <= 0) return null;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
    return `${location.pathname}: ${extra} px wider than the window (${wide.join(', ')})`;
  });
}

for (const site of [
  { name: 'sk', origin: SK, category: '/masazne-oleje' },
  { name: 'cz', origin: CZ, category: '/masazni-oleje' },
] as const) {
  test(`${site.name}: at 200 % zoom of a 1280 px screen no main page scrolls sideways`, async ({ page }) => {
    await answerFirstVisit(page, site.origin);
    const found: string[] = [];
    const check = async () => {
      await hydrated(page);
      const wide = await overflow(page);
      if (wide) found.push(wide);
    };
    for (const path of ['/', site.category, '/hladat?q=gel', '/pristupnost', '/prihlasit', '/registrovat']) {
      await page.goto(`${site.origin}${path}`);
      await check();
    }
    await page.goto(`${site.origin}${site.category}`);
    await openFirstProduct(page);
    await check();
    await addVariantToCart(page, 10);
    await page.goto(`${site.origin}/kosik`);
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await check();
    await page.getByTestId('cart-continue').click();
    await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
    await check();
    await page.locator('input[name="shipper"][data-code="COURIER"]').check();
    await page.locator('input[name="payment"][data-code="TRANSFER"]').check();
    await page.getByTestId('to-details').click();
    await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
    await check();
    expect(found).toEqual([]);
  });
}
