import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, WIDTHS, hydrated } from './visitor';

/**
 * Issue 31 item 3: letters typed before the page is ready stay (the header search, the login
 * form, the newsletter form, a list's amount), and a button tapped before it is ready is tapped
 * once it is (client/router/hydration.ts). The page's entry script is held back while the shopper
 * types, so the typing happens on the server-rendered page; then the page hydrates and re-renders.
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

    // The page's own part hydrates after the shell (its Suspense boundary, at a lower priority), so a
    // number typed right after the shell hydrated met the same: the shopping-list journey lost it 1 in 5.
    test('an amount typed into a shopping list before the page was ready is saved when the shopper leaves the field', async ({
      page,
    }) => {
      const email = await registerOwnAccount(page, SK, 'typed-amount');
      const call = (path: string, method: string, body?: unknown) =>
        page.evaluate(
          async ([p, m, b]) => {
            const res = await fetch(p as string, {
              method: m as string,
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: b === undefined ? undefined : JSON.stringify(b),
            });
            if (!res.ok) throw new Error(`${m} ${p} answered ${res.status}`);
            return res.json();
          },
          [path, method, body] as const,
        );
      await call('/api/oauth/login', 'POST', { email, password: DEMO_PASSWORD });
      const list = (await call('/api/v1/user/shopping-lists', 'POST', { name: 'Darčeky' })) as { data: { id: number } };
      const lines = `/api/v1/user/shopping-lists/${list.data.id}`;
      await call(`${lines}/items`, 'POST', { id: 121, amount: 1 });
      const savedAmount = async () =>
        ((await call(lines, 'GET')) as { data: { items: { amount: number }[] } }).data.items[0]?.amount;

      const release = await openUnhydrated(page, `/uzivatel/nakupne-zoznamy/${list.data.id}`);
      const amount = page.getByTestId('list-amount').locator('input');
      await amount.fill('3');
      // Left before the page was ready: the commit is the shopper's, whenever the page can take it.
      await amount.blur();
      expect(await page.evaluate(() => (window as any).__storefrontHydrated)).toBeUndefined();
      release();
      await hydrated(page);
      await expect.poll(savedAmount).toBe(3);
      await expect(amount).toHaveValue('3');

      // Typed before the page was ready and left after: the same.
      await call(`${lines}/items`, 'POST', { id: 121, amount: 1 });
      const again = await openUnhydrated(page, `/uzivatel/nakupne-zoznamy/${list.data.id}`);
      await amount.fill('5');
      again();
      await hydrated(page);
      await amount.blur();
      await expect.poll(savedAmount).toBe(5);
      await expect(amount).toHaveValue('5');
    });
  });
}
