import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, shot, SK, hydrated } from './visitor';

/**
 * Issue 15 items 5 and 6: on a phone the header follows the sticky states, the product page keeps
 * an add-to-cart bar, the cart keeps its continue action on screen, filters open as a full-screen
 * drawer with "Show N products"; on a desktop paging brings the list's top into view.
 */

async function returning(page: Page) {
  await answerFirstVisit(page, SK);
}

test.describe('phone 390', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters open as a full-screen drawer with "Show N products"', async ({ page }) => {
    await returning(page);
    await page.goto(`${SK}/masazne-oleje`);
    await hydrated(page);
    await page.getByTestId('filters-toggle').click();
    const apply = page.getByTestId('filters-apply');
    await expect(apply).toBeVisible();
    await expect(apply).toHaveText(/^Zobraziť \d+ produkt/);
    const panel = page.locator('#catalog-filters-panel');
    expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Zavrieť filtre' })).toBeFocused();
    await shot(page, 'filter-drawer');
    const before = await apply.textContent();
    await page.getByTestId('filter-stock').click();
    await expect(apply).not.toHaveText(before ?? '');
    await expect(apply).toBeInViewport();
    await apply.click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('filters-toggle')).toBeFocused();
  });

  test('the product page keeps an add-to-cart bar once the buy box scrolls away; the header comes back on scrolling up', async ({
    page,
  }) => {
    test.setTimeout(150_000); // several page loads on a shared 2-core machine
    await returning(page);
    await page.goto(`${SK}/masazne-oleje`);
    await hydrated(page);
    await page
      .getByTestId('product-box')
      .filter({ hasText: 'Skladom' })
      .first()
      .locator('.product-box__name a')
      .click();
    await expect(page).toHaveURL(/\/produkt\//);
    const bar = page.getByTestId('buy-bar');
    await expect(bar).toBeAttached();
    await expect(bar).not.toBeInViewport();
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-sticky', 'not_sticky');

    await page.evaluate(() => window.scrollBy(0, 2400));
    await expect(bar).toHaveClass(/buy-bar--visible/);
    await expect(bar).toBeInViewport();
    await expect(header).toHaveAttribute('data-sticky', /^sticky_(ready|invisible)$/); // hidden while reading on
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(header).toHaveAttribute('data-sticky', 'sticky_visible');
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await shot(page, 'buy-bar-sticky-header');

    await bar.getByRole('button', { name: 'Do košíka' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.goto(`${SK}/kosik`);
    const next = page.getByTestId('cart-continue');
    await expect(next).toBeInViewport({ timeout: 30_000 }); // on screen without scrolling (the cart loads after hydration)
    await shot(page, 'cart-continue');
  });
});

test.describe('desktop 1280', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('paging from the bottom of the list brings its top into view', async ({ page }) => {
    await returning(page);
    await page.goto(`${SK}/masazne-oleje`); // 28 products: two pages
    await hydrated(page);
    const next = page.locator('.pagination a').last();
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(/page=2|strana=2|p=2/);
    await expect(page.locator('.catalog__results')).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.catalog__results')!.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    await shot(page, 'paged');
    await expect(page.locator('header.site-header')).not.toHaveAttribute('data-sticky', /^sticky/); // phones only
  });
});
