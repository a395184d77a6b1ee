import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, WIDTHS, hydrated } from './visitor';

/**
 * Issue 31 item 3: letters typed before the page is ready stay (the header search, the login
 * form, the newsletter form), and a button tapped before it is ready is tapped once it is
 * (client/router/hydration.ts). The page's entry script is held back while the shopper types, so
 * the typing happens on the server-rendered page; then the page hydrates and re-renders.
 */

/** Opens the page with its entry script held; returns the function that lets it run. */
async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${SK}${path}`, { waitUntil: 'commit' });
  return release;
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
    });

    test('the header search keeps what was typed before the page was ready, and searches it', async ({ page }) => {
      const release = await openUnhydrated(page, '/');
      const search = page.getByRole('combobox', { name: 'Vyhľadávanie' });
      await search.click();
      await search.pressSequentially('masazny olej');
      expect(await page.evaluate(() => (window as any).__storefrontHydrated)).toBeUndefined();
      release();
      await hydrated(page);
      await expect(search).toHaveValue('masazny olej');
      // The next letter goes on from there (a render after hydration once wrote the empty state back).
      await search.press('End');
      await search.pressSequentially('a');
      await expect(search).toHaveValue('masazny oleja');
      await search.press('Backspace');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/hladat\?q=masazny(\+|%20)olej$/);
    });

    test('the login form and the header search on the login page keep what was typed before the page was ready', async ({
      page,
    }) => {
      const release = await openUnhydrated(page, '/prihlasit');
      const search = page.getByRole('combobox', { name: 'Vyhľadávanie' });
      await search.click();
      await search.pressSequentially('olej');
      const email = page.getByRole('textbox', { name: 'E-mail' }).first();
      await email.click();
      await email.pressSequentially('jana@example.sk');
      release();
      await hydrated(page);
      await page.getByLabel('Heslo').fill('x');
      await expect(email).toHaveValue('jana@example.sk');
      await expect(search).toHaveValue('olej');
    });

    test('a tap on "Do košíka" before the page was ready adds the product once it is, once', async ({ page }) => {
      const release = await openUnhydrated(page, '/lubrikacne-gely');
      const box = page
        .getByTestId('product-box')
        .filter({ has: page.getByTestId('add-to-cart') })
        .first();
      await box.getByTestId('add-to-cart').click();
      await box.getByTestId('add-to-cart').click(); // an impatient second tap: still one product
      expect(await page.evaluate(() => (window as any).__storefrontHydrated)).toBeUndefined();
      release();
      await hydrated(page);
      await expect(page.getByTestId('item-added-modal')).toContainText('1×');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
    });

    test('the newsletter form keeps what was typed before the page was ready', async ({ page }) => {
      const release = await openUnhydrated(page, '/');
      const newsletter = page.locator('form.newsletter__form').first();
      const email = newsletter.getByRole('textbox', { name: 'E-mail' });
      await email.click();
      await email.pressSequentially('jana@example.sk');
      release();
      await hydrated(page);
      await page.getByRole('combobox', { name: 'Vyhľadávanie' }).click();
      await expect(email).toHaveValue('jana@example.sk');
    });
  });
}
