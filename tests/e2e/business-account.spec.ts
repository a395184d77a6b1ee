import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { DEMO_PASSWORD, registerOwnAccount, uniqueEmail } from './own-account';
import { answerFirstVisit, CZ, SK, hydrated } from './visitor';

// The logged-in and business shopper (issue 15 items 3, 4, 7; issue 18 item 2): store refusals in
// the shopper's language on the Slovak and Czech sites, business registration kept in the account,
// a business checkout prefilled from the account. ACCT_SHOTS=<dir> saves screenshots at 390 and 1280 px.
const SHOTS = process.env.ACCT_SHOTS;
const ORIGIN = { sk: SK, cz: CZ };
const PASSWORD = DEMO_PASSWORD;

/** Both widths the issue asks for; the page is left at the phone width. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    // A tall viewport instead of fullPage: a full-page capture of an emulated phone at 1280 px stalls.
    await page.setViewportSize({ width, height: width === 390 ? 1700 : 1400 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test.beforeEach(async ({ page }) => {
  // Screenshots at two widths take long on a shared 2-core machine: only then the budget grows.
  if (SHOTS) test.setTimeout(180_000);
  for (const origin of Object.values(ORIGIN)) await answerFirstVisit(page, origin);
});

/** Puts something worth the order minimum in the cart through the proxy, as the page would. */
async function fillCart(page: Page) {
  const added = await page.evaluate(async () => {
    for (let id = 1; id <= 60; id++) {
      const res = await fetch('/api/v1/cart/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ id, type: 'product', amount: 3 }),
      });
      if (res.ok) return true;
    }
    return false;
  });
  expect(added).toBe(true);
}

async function login(page: Page, origin: string, email: string, password = PASSWORD) {
  await page.goto(`${origin}/prihlasit`);
  const form = page.getByTestId('login-form');
  const submit = form.locator('button[type="submit"]');
  await hydrated(page);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await submit.click();
  await expect(page).toHaveURL(/\/uzivatel\//);
}

const MESSAGES = {
  sk: {
    coupon: 'Tento zľavový kód neexistuje alebo jeho platnosť vypršala.',
    taken: 'Tento e-mail je už zaregistrovaný. Prihláste sa prosím alebo si obnovte heslo.',
    ico: 'Toto IČO nie je platné (kontrolný súčet nesedí).',
    register: 'Zaregistrovať sa',
    business: 'Nakupujem na firmu',
    terms: /Súhlasím s obchodnými podmienkami/,
  },
  cz: {
    coupon: 'Tento slevový kód neexistuje nebo vypršela jeho platnost.',
    taken: 'Tento e-mail je už zaregistrovaný. Přihlaste se prosím nebo si obnovte heslo.',
    ico: 'Toto IČO není platné (kontrolní součet nesedí).',
    register: 'Zaregistrovat se',
    business: 'Nakupuji na firmu',
    terms: /Souhlasím s obchodními podmínkami/,
  },
} as const;

const ENGLISH = [/does not exist or has expired/, /already registered/, /not valid \(checksum\)/, /ico - /];

for (const site of ['sk', 'cz'] as const) {
  test(`store refusals in the shopper's language (${site}): bad coupon, taken e-mail, invalid IČO`, async ({
    page,
  }) => {
    const m = MESSAGES[site];
    const origin = ORIGIN[site];
    await page.goto(`${origin}/kosik`);
    await fillCart(page);
    await page.reload();
    const coupon = page.locator('form.coupon');
    await expect(coupon.locator('button[type="submit"]')).toBeEnabled();
    await coupon.locator('input').fill('NEEXISTUJE');
    await coupon.locator('button[type="submit"]').click();
    await expect(coupon.getByRole('alert')).toHaveText(m.coupon);
    await shots(page, `${site}-coupon`);

    await page.goto(`${origin}/registrovat`);
    const form = page.getByTestId('register-form');
    await hydrated(page);
    await form.locator('[name="firstName"]').fill('Jana');
    await form.locator('[name="lastName"]').fill('Nováková');
    await form.locator('[name="email"]').fill('zakaznik@demo.sk');
    await form.locator('[name="password"]').fill(PASSWORD);
    await form.locator('[name="passwordConfirmation"]').fill(PASSWORD);
    await form.getByLabel(m.terms).check();
    await form.getByRole('button', { name: m.register }).click();
    await expect(form.getByText(m.taken)).toBeVisible();

    // ARES look-up with a checksum-invalid IČO: the store's refusal, localised.
    await page.goto(`${origin}/registrovat`);
    await hydrated(page);
    await form.getByLabel(m.business).check();
    await form.locator('[name="tin"]').fill('27082441');
    await form.getByTestId('ares-lookup').click();
    await expect(page.locator('.notifications')).toContainText(m.ico);
    await shots(page, `${site}-register-errors`);
    const body = (await page.locator('main').innerText()) + (await page.locator('.notifications').innerText());
    for (const english of ENGLISH) expect(body).not.toMatch(english);
  });
}

test('business registration through the form, seen afterwards in the account', async ({ page }) => {
  const email = uniqueEmail('firma');
  await page.goto(`${ORIGIN.sk}/registrovat`);
  const form = page.getByTestId('register-form');
  await hydrated(page);
  await form.locator('[name="firstName"]').fill('Peter');
  await form.locator('[name="lastName"]').fill('Horváth');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.locator('[name="passwordConfirmation"]').fill(PASSWORD);
  await form.getByLabel('Nakupujem na firmu').check();
  // ARES fills the company and its address from the IČO, as in checkout.
  await form.locator('[name="country"]').selectOption('CZE');
  await form.locator('[name="tin"]').fill('27082440');
  await form.getByTestId('ares-lookup').click();
  await expect(form.locator('[name="businessName"]')).toHaveValue('Wellness Trade s.r.o.');
  await expect(form.locator('[name="street"]')).toHaveValue('Vinohradská 12');
  await form.locator('[name="icDph"]').fill('SK2021234567');
  await form.getByLabel(/Súhlasím s obchodnými podmienkami/).check();
  await shots(page, 'register-business');
  await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);

  await page.goto(`${ORIGIN.sk}/uzivatel/osobni-udaje`);
  const settings = page.getByTestId('settings-form');
  await expect(settings.locator('[name="businessName"]')).toHaveValue('Wellness Trade s.r.o.');
  await expect(settings.locator('[name="tin"]')).toHaveValue('27082440');
  await expect(settings.locator('[name="icDph"]')).toHaveValue('SK2021234567');
  await expect(settings.locator('[name="city"]')).toHaveValue('Praha 2');
  await shots(page, 'account-business');
});

test('a logged-in business checkout is prefilled from the account and starts on "Firma"', async ({ page }) => {
  // A business account of its own (the seeded firma@demo.sk has its password reset by account.spec).
  const email = await registerOwnAccount(page, ORIGIN.sk, 'b2b-checkout', {
    firstName: 'Peter',
    lastName: 'Horváth',
    phone: '+421 905 111 222',
    businessName: 'Wellness Trade s.r.o.',
    tin: '27082440',
    vatin: 'CZ27082440',
    address: { street: 'Obchodná 1', city: 'Bratislava', postcode: '811 06', countryCode: 'SVK' },
  });
  await login(page, ORIGIN.sk, email);
  await fillCart(page);
  await page.goto(`${ORIGIN.sk}/kosik/dodacie-udaje`);
  const form = page.getByTestId('checkout-form');
  await expect(form.locator('[name="fullName"]')).toHaveValue('Peter Horváth');
  await expect(form.locator('[name="email"]')).toHaveValue(email);
  await expect(form.getByRole('radio', { name: 'Firma' })).toBeChecked();
  const business = page.getByTestId('business-section');
  await expect(business.locator('[name="businessName"]')).toHaveValue('Wellness Trade s.r.o.');
  await expect(business.locator('[name="tin"]')).toHaveValue('27082440');
  await expect(business.locator('[name="vatin"]')).toHaveValue('CZ27082440');
  await expect(form.locator('[name="phone"]')).toHaveValue('+421 905 111 222');
  await expect(form.locator('[name="street"]')).toHaveValue('Obchodná');
  await expect(form.locator('[name="houseNumber"]')).toHaveValue('1');
  await expect(form.locator('[name="city"]')).toHaveValue('Bratislava');
  await expect(page.getByTestId('checkout-summary-items').locator('li').first()).toBeVisible();
  await shots(page, 'checkout-business-prefilled');
});
