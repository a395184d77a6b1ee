import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, WIDTHS, hydrated, requestsOf, shot } from './visitor';

/**
 * A shopper whose browser runs no script (blocked, or the page's script never arrived on a bad
 * connection) logs in all the same: the login form posts to the worker's login route, which answers
 * with the page the shopper was going to, or with the login page and what went wrong
 * (worker/proxy/auth-routes.ts loginByForm).
 */
test.use({ javaScriptEnabled: false });

/**
 * A fresh account of the journey's own, registered in a browser of its own that runs scripts (this
 * one runs none), so each journey's wrong passwords count against its own account only.
 */
async function ownAccount(browser: Browser, tag: string): Promise<string> {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'cf-connecting-ip': `10.251.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    },
  });
  try {
    const page = await context.newPage();
    await answerFirstVisit(page, SK);
    return await registerOwnAccount(page, SK, tag, { firstName: 'Zuzana', lastName: 'Bezskriptová' });
  } finally {
    await context.close();
  }
}

/** Types into the login form and presses its button, as a person would. */
async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Heslo').fill(password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
    });

    test('without JavaScript, the login form logs the shopper in and the account greets them', async ({
      page,
      browser,
    }) => {
      const email = await ownAccount(browser, 'nojs-login');
      await page.goto(`${SK}/prihlasit`);
      // Logged out: the header offers the login.
      await expect(page.locator('.site-header__actions').getByRole('link', { name: 'Prihlásiť sa' })).toBeVisible();
      await shot(page, 'nojs-login-form');
      const requests = requestsOf(page);
      await submitLogin(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Zuzana');
      await expect(page.locator('.site-header__actions').getByRole('link', { name: 'Prihlásiť sa' })).toHaveCount(0);
      await shot(page, 'nojs-login-dashboard');
      // The browser posted the form to the login route once; what was typed went into no URL.
      expect(requests.filter((r) => r.startsWith('POST ') && r.endsWith('/api/oauth/login'))).toHaveLength(1);
      expect(requests.filter((r) => r.includes(DEMO_PASSWORD) || r.includes(encodeURIComponent(email)))).toEqual([]);
    });

    test('without JavaScript, a wrong password shows why on the login page, and the next try logs in', async ({
      page,
      browser,
    }) => {
      const email = await ownAccount(browser, 'nojs-wrong');
      await page.goto(`${SK}/prihlasit`);
      await submitLogin(page, email, 'nespravne-heslo');
      await expect(page).toHaveURL(/\/prihlasit$/);
      await expect(page.getByTestId('login-form').getByRole('alert')).toHaveText(
        'Prihlásenie sa nepodarilo. Skontrolujte e-mail a heslo.',
      );
      // What was typed stays (the e-mail; never the password), though nothing of it went into a URL.
      await expect(page.getByTestId('login-form').getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
      await expect(page.getByTestId('login-form').getByLabel('Heslo')).toHaveValue('');
      await shot(page, 'nojs-login-refused');
      // Shown once: the page took the message with it.
      await page.reload();
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expect(page.getByTestId('login-form').getByRole('alert')).toHaveCount(0);
      await submitLogin(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Zuzana');
    });

    test('without JavaScript, a guest sent from the user area to log in comes back there', async ({
      page,
      browser,
    }) => {
      const email = await ownAccount(browser, 'nojs-back');
      await page.goto(`${SK}/uzivatel/objednavky`);
      await expect(page).toHaveURL(/\/prihlasit\?redirect=%2Fuzivatel%2Fobjednavky$/);
      await submitLogin(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/uzivatel\/objednavky$/);
      await expect(page.getByRole('link', { name: 'Prihlásiť sa' })).toHaveCount(0);
    });
  });
}

test.describe('with the script, once the page is live', () => {
  test.use({ javaScriptEnabled: true, ...WIDTHS[0].use });

  test('the same form logs in by the page’s own call: the browser does not post it as well', async ({
    page,
    browser,
  }) => {
    await answerFirstVisit(page, SK);
    const email = await ownAccount(browser, 'live-login');
    await page.goto(`${SK}/prihlasit`);
    await hydrated(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/oauth/login')) posts.push(request.resourceType());
    });
    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
    await expect(page.getByText('Vitajte späť! Prihlásenie prebehlo úspešne.')).toBeVisible();
    expect(posts).toEqual(['fetch']);
  });
});
