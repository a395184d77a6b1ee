import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK, setStoreSettings, shot, WIDTHS } from './visitor';

/**
 * SPEC 1 "guest carts ... and availability watchers exist and depend on settings" (the store's
 * settings.functions). With guest carts off, a visitor's add-to-cart tells them to log in, with a link
 * to the login page that brings them back; with watchers off, a sold-out product has no watch form.
 * The settings are the demo backend's for every journey on the server (/__demo/globals), so this spec
 * runs in the knob specs' project, one at a time, after the rest (playwright.config.ts).
 */

const GEL = '/produkt/lumea-lubrikacny-gel-pure-touch-50-ml-233'; // orderable, one variant

/** The path of a product the shop cannot sell now (its page offers the watch form while watchers are on). */
async function soldOutPath(page: Page): Promise<string> {
  const slug = await page.evaluate(async () => {
    for (let id = 1; id <= 300; id++) {
      const res = await fetch(`/api/v1/products/${id}`);
      if (!res.ok) continue;
      const { data } = (await res.json()) as { data: { slug: string; availability: { isAvailable: boolean } } };
      if (!data.availability.isAvailable) return data.slug;
    }
    return null;
  });
  expect(slug).not.toBeNull();
  return `/produkt/${slug}`;
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
    });

    test.afterEach(async ({ page }) => {
      await setStoreSettings(page, null);
    });

    test('guest carts off: adding asks the visitor to log in, and the link brings them to the login page', async ({
      page,
    }) => {
      await page.goto(`${SK}/`);
      await setStoreSettings(page, { guest_carts: false });
      await page.goto(`${SK}${GEL}`);
      await hydrated(page);
      await page.getByTestId('add-to-cart').first().click();
      const notice = page.locator('.notification--warning');
      await expect(notice).toContainText('Do košíka môžete pridávať po prihlásení.');
      await shot(page, 'guest-carts-off');
      await expect(page.getByTestId('item-added-modal')).toHaveCount(0);
      await expect(page.getByTestId('cart-badge')).toHaveText('0');
      expect((await page.context().cookies()).some((c) => c.name === 'guest-cart-token')).toBe(false);

      await notice.getByRole('link', { name: 'Prihlásiť sa' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/prihlasit' && url.searchParams.get('redirect') === GEL);
      await expect(page.locator('input[type="email"]').first()).toBeVisible();
    });

    test('watchers off: a sold-out product shows no watch form (on, it does)', async ({ page }) => {
      await page.goto(`${SK}/`);
      const path = await soldOutPath(page);
      await page.goto(`${SK}${path}`);
      await hydrated(page);
      await expect(page.getByTestId('watch-form')).toBeVisible();

      await setStoreSettings(page, { watchers: false });
      await page.goto(`${SK}${path}`);
      await hydrated(page);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText('Vypredané').first()).toBeVisible();
      await expect(page.getByTestId('watch-form')).toHaveCount(0);
      await shot(page, 'watchers-off');
    });
  });
}
