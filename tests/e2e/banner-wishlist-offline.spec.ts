import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { answerFirstVisit, SK, hydrated } from './visitor';

/**
 * The top banner (closing it is remembered across reloads), the wishlist heart for a
 * logged-in shopper (none for guests), the offline notice.
 */

async function returning(page: Page) {
  await answerFirstVisit(page, SK, { closed: ['age-18'] });
}

test('top banner: shown above the header, closed with its button, stays closed after a reload', async ({ page }) => {
  await returning(page);
  await page.goto(`${SK}/`);
  const banner = page.getByTestId('top-banner');
  await expect(banner).toBeVisible();
  await hydrated(page);
  await banner.getByRole('button', { name: 'Zavrieť oznámenie' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('top-banner')).toHaveCount(0);
  // The age-modal entry of the same cookie is kept.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('wishlist heart: none for guests; a logged-in shopper toggles it on a product', async ({ page }) => {
  await returning(page);
  await page.goto(`${SK}/lubrikacne-gely`);
  await expect(page.getByTestId('product-box').first()).toBeVisible();
  await expect(page.getByTestId('wishlist-heart')).toHaveCount(0);

  // An account of its own: its wishlist starts empty whatever other journeys (or a retry) did.
  const email = await registerOwnAccount(page, SK, 'wishlist');
  const form = page.getByTestId('login-form');
  await hydrated(page);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).not.toHaveURL(/\/prihlasit/);

  // The heart's code arrives late (a slow network). It is loaded before hydration, so the first tap
  // right after hydration counts; a heart hydrated on its own later would drop that tap.
  await page.route(/\/assets\/wishlist-heart-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`${SK}/lubrikacne-gely`);
  await hydrated(page);
  const heart = page.getByTestId('product-box').first().getByTestId('wishlist-heart');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName('Odobrať z obľúbených');
  // The product detail shows the same state for its default variant.
  const href = await page.getByTestId('product-box').first().locator('h2 a, h3 a').first().getAttribute('href');
  await page.goto(`${SK}${href}`);
  await hydrated(page);
  const detailHeart = page.locator('.buy-box').getByTestId('wishlist-heart');
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  // Removed again from the list.
  await page.goto(`${SK}/lubrikacne-gely`);
  await hydrated(page);
  const again = page.getByTestId('product-box').first().getByTestId('wishlist-heart');
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await expect(again).toHaveAccessibleName('Pridať medzi obľúbené');
});

test('offline notice follows the browser connectivity', async ({ page, context }) => {
  await returning(page);
  await page.goto(`${SK}/kontakt`);
  await hydrated(page);
  await expect(page.getByText('Ste offline.', { exact: false })).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('Ste offline.');
  await context.setOffline(false);
  await expect(page.getByText('Ste offline.', { exact: false })).toHaveCount(0);
});
