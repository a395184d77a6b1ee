import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { registerOwnAccount } from './own-account';
import { answerFirstVisit, SK, hydrated } from './visitor';

/**
 * Issue 15.10: the desktop search dropdown shows its products, articles and "show all" inside the
 * window (1280x720 and 1440x900), and the phone account menu (390 px) shows every entry, each
 * reachable by keyboard, instead of a clipped strip that scrolls sideways without a visible cue.
 */

async function prepare(page: Page) {
  await answerFirstVisit(page, SK);
}

/** Logs in on the login page (where registerOwnAccount leaves the shopper) and lands in the account. */
async function logIn(page: Page, email: string) {
  const form = page.getByTestId('login-form');
  await hydrated(page);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill('Demo1234!');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/uzivatel\//);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]) {
  test(`desktop ${viewport.width}x${viewport.height}: the dropdown shows products, articles and "show all" in the window`, async ({
    page,
  }) => {
    await prepare(page);
    await page.setViewportSize(viewport);
    await page.goto(`${SK}/`);
    const input = page.getByTestId('search-input');
    // Retried: typing before hydration reaches no React handler.
    await expect(async () => {
      await input.fill('');
      await input.fill('masaz');
      await expect(page.getByTestId('search-option-all')).toBeVisible({ timeout: 2000 });
    }).toPass();
    // A full answer: categories, five products, articles, "show all".
    await expect(page.getByTestId('search-option-product')).toHaveCount(5);
    await expect(page.getByTestId('search-option-article').first()).toBeVisible();
    for (const option of [
      page.getByTestId('search-option-category').last(),
      page.getByTestId('search-option-product').last(),
      page.getByTestId('search-option-article').last(),
      page.getByTestId('search-option-all'),
    ]) {
      // Wholly visible: not cut by the panel's own scroll area, nor below the window.
      await expect(option).toBeInViewport({ ratio: 1 });
    }
  });
}

test('phone 390 px: the account menu shows every entry, reachable by keyboard', async ({ page }) => {
  await prepare(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await registerOwnAccount(page, SK, 'menu', {
    phone: '+421 905 111 222',
    address: { street: 'Obchodná 1', city: 'Bratislava', postcode: '811 06', countryCode: 'SVK' },
  });
  await logIn(page, email);
  // The logout is a form: enabled and working from the server's HTML, so a Tab pressed before
  // hydration reaches it too (it used to be disabled until an effect ran, and a slow phone's Tab passed over it).
  await expect(page.getByTestId('logout')).toBeEnabled();

  const menu = page.locator('nav.user-menu');
  const links = menu.locator('.user-menu__link');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(5);
  // Nothing hidden sideways: the list does not scroll, and every entry is wholly on screen.
  expect(await menu.locator('.user-menu__list').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < count; i++) await expect(links.nth(i)).toBeInViewport({ ratio: 1 });
  // Keyboard: Tab walks through every entry, then to the logout button.
  await links.first().focus();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('logout')).toBeFocused();
  // Opening an entry works from the keyboard too.
  await links.nth(2).focus();
  const target = await links.nth(2).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(menu.locator('[aria-current="page"]')).toHaveAttribute('href', target ?? '');
});

test('phone 390 px: logging out works before the page has run any script', async ({ page }) => {
  await prepare(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await registerOwnAccount(page, SK, 'nojs-logout');
  await logIn(page, email);
  const accountUrl = page.url();

  // The same page as a shopper on a slow phone has it before its scripts run: none of them runs.
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await page.reload();
  const logout = page.getByTestId('logout');
  await expect(logout).toBeEnabled();
  await logout.click();
  await expect(page).toHaveURL(/\/prihlasit$/);
  await expect(page.getByTestId('login-form')).toBeVisible();

  // The session really ended: with scripts back, the account page sends the shopper to log in.
  await page.unroute(/\.m?js(\?.*)?$/);
  await page.goto(accountUrl);
  await expect(page).toHaveURL(/\/prihlasit/);
  await expect(page.getByTestId('login-form')).toBeVisible();
});
