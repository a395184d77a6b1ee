import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { DEMO_PASSWORD, registerOwnAccount, uniqueEmail } from './own-account';
import { answerFirstVisit, SK, hydrated } from './visitor';

// Account journeys against the demo backend: register → logout → login → dashboard → change
// password → login with the new one; forgotten password through the demo token endpoint (on an account of
// its own: the seeded accounts keep their password for every later test); a
// guest sent from the user area to login and back.
const SHOTS = process.env.ACCOUNT_SHOTS; // a directory: save a screenshot of each step
const SEED_PASSWORD = DEMO_PASSWORD;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await answerFirstVisit(page, test.info().project.use.baseURL ?? SK);
});

async function login(page: Page, email: string, password: string) {
  const form = page.getByTestId('login-form');
  // Typing before hydration is kept and submitted, but not validated on blur: this journey checks the live form.
  await hydrated(page);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

async function logout(page: Page) {
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/prihlasit$/);
  await expect(page.getByText('Odhlásenie prebehlo úspešne.')).toBeVisible();
}

test('register → logout → login → dashboard → change password → login with the new one', async ({ page }) => {
  const email = uniqueEmail('reg');
  const newPassword = 'NoveHeslo987!';
  await page.goto('/registrovat');
  const form = page.getByTestId('register-form');
  await hydrated(page);
  // Validation on blur, messages from the dictionary; nothing typed is lost.
  await form.locator('[name="email"]').fill('not-an-email');
  await form.locator('[name="email"]').blur();
  await expect(form.getByText('Zadajte platnú e-mailovú adresu')).toBeVisible();
  await form.locator('[name="firstName"]').fill('Eva');
  await form.locator('[name="lastName"]').fill('Testová');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(SEED_PASSWORD);
  await form.locator('[name="passwordConfirmation"]').fill('different');
  await form.locator('[name="passwordConfirmation"]').blur();
  await expect(form.getByText('Heslá sa nezhodujú.')).toBeVisible();
  await form.locator('[name="passwordConfirmation"]').fill(SEED_PASSWORD);
  // Business fields: IČO checksum for CZE.
  await form.getByLabel('Nakupujem na firmu').check();
  await form.locator('[name="businessName"]').fill('Eva s.r.o.');
  await form.locator('[name="country"]').selectOption('CZE');
  await form.locator('[name="tin"]').fill('27082441');
  await form.locator('[name="tin"]').blur();
  await expect(form.getByText('IČO musí mať 8 číslic')).toBeVisible();
  await form.locator('[name="tin"]').fill('27082440');
  // A company gives its address (kept by the store with the company, issue 18.2).
  await form.locator('[name="street"]').fill('Vinohradská 12');
  await form.locator('[name="city"]').fill('Praha 2');
  await form.locator('[name="postcode"]').fill('120 00');
  await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  // Terms not accepted yet: refused with a message, values kept.
  await expect(form.getByText('Bez súhlasu s podmienkami')).toBeVisible();
  await expect(form.locator('[name="firstName"]')).toHaveValue('Eva');
  await form.getByLabel(/Súhlasím s obchodnými podmienkami/).check();
  await shot(page, 'a1-register');
  await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();

  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
  await expect(page.getByRole('heading', { name: 'Dobrý deň, Eva' })).toBeVisible();
  await expect(page.locator('.site-header')).toContainText('Môj účet');
  await shot(page, 'a2-dashboard');

  await logout(page);
  await expect(page.locator('.site-header')).not.toContainText('Môj účet');

  // A wrong password: a clear message, the e-mail stays.
  await login(page, email, 'wrong-password');
  await expect(page.getByText('Prihlásenie sa nepodarilo')).toBeVisible();
  await expect(page.getByTestId('login-form').locator('[name="email"]')).toHaveValue(email);

  await login(page, email, SEED_PASSWORD);
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
  await expect(page.getByText('Vitajte späť!')).toBeVisible();

  await page.getByRole('link', { name: 'Zmena hesla' }).first().click();
  await expect(page).toHaveURL(/\/uzivatel\/zmena-hesla$/);
  const pw = page.getByTestId('password-form');
  await expect(pw).toBeVisible();
  await pw.locator('[name="oldPassword"]').fill('not-the-password');
  await pw.locator('[name="password"]').fill(newPassword);
  await pw.locator('[name="passwordConfirmation"]').fill(newPassword);
  await pw.getByRole('button', { name: 'Zmeniť heslo' }).click();
  // The server's field error shows beside the field, in the shopper's language (not the store's English title).
  await expect(pw.getByText('Súčasné heslo nie je správne.')).toBeVisible();
  await pw.locator('[name="oldPassword"]').fill(SEED_PASSWORD);
  await pw.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(page.getByText('Heslo bolo zmenené.')).toBeVisible();
  await shot(page, 'a3-password');

  await logout(page);
  await login(page, email, SEED_PASSWORD);
  await expect(page.getByText('Prihlásenie sa nepodarilo')).toBeVisible();
  await login(page, email, newPassword);
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
});

test('forgotten password: the e-mailed link sets a new password', async ({ page }) => {
  const email = await registerOwnAccount(page, SK, 'petra', { firstName: 'Petra', lastName: 'Obnovená' });
  const newPassword = 'Obnovene123!';
  await page.goto('/zabudnute-heslo');
  await hydrated(page);
  await page.getByTestId('forgotten-form').locator('[name="email"]').fill(email);
  await page.getByTestId('forgotten-form').getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByTestId('forgotten-sent')).toBeVisible();

  // No mail leaves the machine: the demo backend shows the token (dev only, through the storefront).
  const token = await page.evaluate(async (address) => {
    const r = await fetch(`/__demo/tokens?email=${encodeURIComponent(address)}`);
    const body = (await r.json()) as { data: { kind: string; token: string; used: boolean }[] };
    return body.data.filter((t) => t.kind === 'reset' && !t.used).at(-1)?.token ?? null;
  }, email);
  expect(token).toBeTruthy();

  await page.goto(`/resetovat-heslo?token=${encodeURIComponent(token!)}&email=${encodeURIComponent(email)}`);
  const form = page.getByTestId('reset-form');
  await hydrated(page);
  await form.locator('[name="password"]').fill(newPassword);
  await form.locator('[name="passwordConfirmation"]').fill(newPassword);
  await form.getByRole('button', { name: 'Nastaviť heslo' }).click();
  await expect(page).toHaveURL(/\/prihlasit$/);
  await expect(page.getByText('Heslo bolo zmenené. Teraz sa môžete prihlásiť.')).toBeVisible();

  // The old password no longer works, the new one does.
  await login(page, email, SEED_PASSWORD);
  await expect(page.getByText('Prihlásenie sa nepodarilo')).toBeVisible();
  await login(page, email, newPassword);
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
  await expect(page.getByRole('heading', { name: 'Dobrý deň, Petra' })).toBeVisible();
});

test('a guest in the user area logs in and comes back; a restricted user is logged out', async ({ page }) => {
  await page.goto('/uzivatel/objednavky');
  await expect(page).toHaveURL(/\/prihlasit\?redirect=%2Fuzivatel%2Fobjednavky$/);
  await login(page, 'zakaznik@demo.sk', SEED_PASSWORD);
  await expect(page).toHaveURL(/\/uzivatel\/objednavky$/);
  await expect(page.getByRole('heading', { name: 'Moje objednávky' })).toBeVisible();
  await shot(page, 'a4-orders');
  await logout(page);

  await login(page, 'blokovany@demo.sk', SEED_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Prihlásenie nie je možné' })).toBeVisible();
  await page.goto('/uzivatel/prehled');
  await expect(page).toHaveURL(/\/prihlasit/);
});
