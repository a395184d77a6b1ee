import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, WIDTHS, hydrated, openUnhydrated, requestsOf, shot } from './visitor';

/**
 * A shopper whose browser runs no script (blocked, or the page's script never arrived on a bad
 * connection) registers all the same: the register form posts to the worker's register route, which
 * makes the account and logs it in, or sends the shopper back to the register page with what was
 * wrong beside each field and what was typed filled in again (worker/proxy/register-form.ts).
 */
test.use({ javaScriptEnabled: false });

/** Types the personal part of the register form, as a person would (terms ticked unless told not to). */
async function fillRegistration(
  page: Page,
  { email, confirmation = DEMO_PASSWORD, terms = true }: { email: string; confirmation?: string; terms?: boolean },
): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.getByRole('textbox', { name: 'Meno', exact: true }).fill('Jana');
  await form.getByRole('textbox', { name: 'Priezvisko' }).fill('Bezskriptová');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await fillPasswords(page, confirmation);
  if (terms) await form.getByLabel(/Súhlasím s obchodnými podmienkami/).check();
}

async function fillPasswords(page: Page, confirmation = DEMO_PASSWORD): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('input[name="passwordConfirmation"]').fill(confirmation);
}

const submit = (page: Page) =>
  page.getByTestId('register-form').getByRole('button', { name: 'Zaregistrovať sa' }).click();

const registerPosts = (requests: string[]) =>
  requests.filter((r) => r.startsWith('POST ') && r.endsWith('/api/v1/register'));

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
    });

    test('without JavaScript, the register form makes the account and the dashboard greets the new shopper', async ({
      page,
    }) => {
      const email = uniqueEmail('nojs-register');
      await page.goto(`${SK}/registrovat`);
      await expect(page.locator('.site-header__actions').getByRole('link', { name: 'Prihlásiť sa' })).toBeVisible();
      await fillRegistration(page, { email });
      await shot(page, 'nojs-register-form');
      const requests = requestsOf(page);
      await submit(page);
      await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Jana');
      await expect(page.getByRole('status').filter({ hasText: 'Ďakujeme za registráciu.' })).toBeVisible();
      await expect(page.locator('.site-header__actions').getByRole('link', { name: 'Prihlásiť sa' })).toHaveCount(0);
      await shot(page, 'nojs-register-dashboard');
      // The browser posted the form to the register route once; what was typed went into no URL.
      expect(registerPosts(requests)).toHaveLength(1);
      expect(requests.filter((r) => r.includes(DEMO_PASSWORD) || r.includes(encodeURIComponent(email)))).toEqual([]);
    });

    test('without JavaScript, a mismatched confirmation shows why on the register page, the e-mail kept, and the next try registers', async ({
      page,
    }) => {
      const email = uniqueEmail('nojs-mismatch');
      await page.goto(`${SK}/registrovat`);
      await fillRegistration(page, { email, confirmation: 'Ine-heslo-987' });
      await submit(page);
      await expect(page).toHaveURL(/\/registrovat$/);
      const form = page.getByTestId('register-form');
      await expect(form.getByText('Heslá sa nezhodujú.')).toBeVisible();
      await expect(form.getByRole('alert').filter({ hasText: 'Registrácia sa nepodarila.' })).toBeVisible();
      // What was typed stays (never the passwords), though nothing of it went into a URL.
      await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
      await expect(form.getByRole('textbox', { name: 'Meno', exact: true })).toHaveValue('Jana');
      await expect(form.getByLabel(/Súhlasím s obchodnými podmienkami/)).toBeChecked();
      await expect(form.locator('input[name="password"]')).toHaveValue('');
      await expect(form.locator('input[name="passwordConfirmation"]')).toHaveValue('');
      await shot(page, 'nojs-register-refused');
      // Shown once: a reload has no message and nothing filled in.
      await page.reload();
      await expect(page.getByTestId('register-form')).toBeVisible();
      await expect(page.getByTestId('register-form').getByText('Heslá sa nezhodujú.')).toHaveCount(0);
      await fillRegistration(page, { email });
      await submit(page);
      await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Jana');
    });

    test('without JavaScript, a company registers in two steps: the ticked box brings its fields back', async ({
      page,
    }) => {
      const email = uniqueEmail('nojs-company');
      await page.goto(`${SK}/registrovat`);
      await fillRegistration(page, { email });
      // Without a script the company fields cannot open as the box is ticked; the page comes back with them.
      await page.getByTestId('register-form').getByLabel('Nakupujem na firmu').check();
      await submit(page);
      await expect(page).toHaveURL(/\/registrovat$/);
      const form = page.getByTestId('register-form');
      await expect(form.getByLabel('Nakupujem na firmu')).toBeChecked();
      await expect(form.locator('[name="businessName"]')).toBeVisible();
      await expect(form.getByText('Toto pole je povinné.').first()).toBeVisible();
      await shot(page, 'nojs-register-company');
      await form.locator('[name="businessName"]').fill('Bez skriptu s.r.o.');
      await form.locator('[name="country"]').selectOption('CZE');
      await form.locator('[name="tin"]').fill('27082440');
      await form.locator('[name="street"]').fill('Vinohradská 12');
      await form.locator('[name="city"]').fill('Praha 2');
      await form.locator('[name="postcode"]').fill('120 00');
      await fillPasswords(page);
      await submit(page);
      await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
      await expect(page.getByTestId('dashboard')).toContainText('Bez skriptu s.r.o.');
    });
  });
}

test.describe('with the script', () => {
  test.use({ javaScriptEnabled: true, ...WIDTHS[0].use });

  test.beforeEach(async ({ page }) => {
    await answerFirstVisit(page, SK);
  });

  test('once the page is live, the same form registers by the page’s own call: the browser does not post it as well', async ({
    page,
  }) => {
    const email = uniqueEmail('live-register');
    await page.goto(`${SK}/registrovat`);
    await hydrated(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/register')) posts.push(request.resourceType());
    });
    await fillRegistration(page, { email });
    await submit(page);
    await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jana');
    expect(posts).toEqual(['fetch']);
  });

  test('submitted before the page is live, the form posts natively to the register route, once', async ({ page }) => {
    const email = uniqueEmail('early-register');
    const release = await openUnhydrated(page, `${SK}/registrovat`);
    try {
      const requests = requestsOf(page);
      await fillRegistration(page, { email });
      await submit(page);
      await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Jana');
      expect(registerPosts(requests)).toHaveLength(1);
      expect(requests.filter((r) => r.includes(DEMO_PASSWORD))).toEqual([]);
    } finally {
      release();
    }
  });
});
