import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, requestsOf, scrollToProductExtras, shot, SK, WIDTHS } from './visitor';

/**
 * SPEC 4 "Lazy components load when scrolled into view": the product page's sections below the fold
 * (alternatives, reviews, comments, last visited) fetch their chunk and call their APIs only once
 * their place nears the screen; the star rating's #reviews link still lands on the reviews.
 */

const PRODUCT = `${SK}/produkt/blush-lab-masazna-hlavica-ripple-92`;
const reviewsApi = (seen: string[]) => seen.filter((r) => /\/api\/v1\/products\/\d+\/reviews/.test(r));

/**
 * Opens the product as a phone shopper who has not scrolled; returns the requests the page made. The
 * phone's buy bar comes with the part every view loads after hydration: once it is there, the page has
 * done what it does without scrolling (before, the reviews came in the same chunk as the bar).
 */
async function openUnscrolled(page: Page): Promise<string[]> {
  await answerFirstVisit(page, SK);
  const seen = requestsOf(page);
  await page.goto(PRODUCT);
  await hydrated(page);
  await expect(page.getByTestId('buy-bar')).toBeAttached();
  await expect(page.getByTestId('reviews')).toHaveCount(0);
  expect(reviewsApi(seen)).toEqual([]);
  return seen;
}

test.describe('phone 390', () => {
  test.use(WIDTHS[0].use);

  test('the reviews load once the shopper scrolls down to them, and the star rating leads to them', async ({
    page,
  }) => {
    const seen = await openUnscrolled(page);
    await shot(page, 'lazy-extras-top');

    await scrollToProductExtras(page);
    await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeVisible();
    expect(reviewsApi(seen)).not.toEqual([]);
    await page.getByRole('heading', { name: 'Recenzie' }).scrollIntoViewIfNeeded();
    await shot(page, 'lazy-extras-reviews');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('heading', { name: 'Recenzie' })).not.toBeInViewport();
    await page.locator('a.product-detail__rating').click();
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
  });

  test('a tap on the star rating before scrolling loads the reviews and lands on them', async ({ page }) => {
    const seen = await openUnscrolled(page);
    await page.locator('a.product-detail__rating').click();
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
    expect(reviewsApi(seen)).not.toEqual([]);
  });

  test("a link from elsewhere to the product's #reviews (a full page load) lands on the reviews", async ({ page }) => {
    await answerFirstVisit(page, SK);
    await page.goto(`${PRODUCT}#reviews`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
  });

  test('a browser without IntersectionObserver loads the reviews at once', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await answerFirstVisit(page, SK);
    await page.goto(PRODUCT);
    await hydrated(page);
    await expect(page.getByTestId('reviews')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Recenzie' })).not.toBeInViewport();
  });
});

test.describe('desktop 1280', () => {
  test.use(WIDTHS[1].use);

  test('the reviews appear when scrolled to, and the star rating leads to them', async ({ page }) => {
    await answerFirstVisit(page, SK);
    await page.goto(PRODUCT);
    await hydrated(page);
    await shot(page, 'lazy-extras-top');
    await page.locator('a.product-detail__rating').click();
    await expect(page.getByRole('heading', { name: 'Recenzie' })).toBeInViewport();
    await shot(page, 'lazy-extras-reviews');
  });
});
