import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { expect, test } from './shopper-test';
import { addVariantToCart, answerFirstVisit, hydrated, SK, setStoreSettings, shot, WIDTHS } from './visitor';

/**
 * SPEC 6 "Settings exist to hide business inputs for logged users and to lock fields": the store's
 * globals (settings.checkout_hide_business_for_users, settings.checkout_lock_user_fields) change a
 * logged-in shopper's delivery step; a guest sees and edits everything. The settings are the demo
 * backend's for every journey on the server (/__demo/globals), so this spec runs in the knob specs'
 * project, one at a time, after the rest (playwright.config.ts). Each journey registers its own
 * company account (name, e-mail, phone, address, IČO, DIČ, IČ DPH) and buys as a person would.
 */

type Setting = 'checkout_hide_business_for_users' | 'checkout_lock_user_fields';

/** Turns the store's settings on (or with [] restores them) and purges the site's cached shell and pages. */
const storeSettings = (page: Page, on: Setting[]) =>
  setStoreSettings(page, on.length ? Object.fromEntries(on.map((n) => [n, true])) : null);

const ACCOUNT = {
  firstName: 'Eva',
  lastName: 'Nováková',
  phone: '+421 905 111 222',
  businessName: 'Wellness Trade s.r.o.',
  tin: '36396567',
  vatin: '2020273893',
  address: { street: 'Obchodná 5', city: 'Bratislava', postcode: '811 06', countryCode: 'SVK' },
  attributes: { custom: { formalTitle: null, dateOfBirth: null, ICDPH: 'SK2020273893' } },
};

/** A company account of the journey's own, logged in through the login form. */
async function loggedInCompany(page: Page) {
  const email = await registerOwnAccount(page, SK, 'settings', ACCOUNT);
  await page.goto(`${SK}/prihlasit`);
  await hydrated(page);
  const form = page.getByTestId('login-form');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/\/uzivatel\//);
  return email;
}

/** One item in the cart, courier and card chosen: the shopper is on the delivery step. */
async function toDeliveryStep(page: Page) {
  await addVariantToCart(page, 10);
  await page.goto(`${SK}/kosik`);
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByTestId('cart-continue').click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
  await page.locator('input[name="shipper"][data-code="COURIER"]').check();
  await page.locator('input[name="payment"][data-code="CARD"]').check();
  await page.getByTestId('to-details').click();
  await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await hydrated(page);
}

const field = (page: Page, name: string) => page.getByTestId('checkout-form').locator(`[name="${name}"]`);
const businessToggle = (page: Page) => page.getByRole('radiogroup', { name: 'Nakupujem na firmu' });

/** Places the order and returns what the page sent to the store. */
async function placeOrder(page: Page): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest((r: Request) => r.url().endsWith('/api/v1/cart/place') && r.method() === 'POST');
  await page.getByTestId('place-order').click();
  // A field the form refuses would stop the order before it is sent: name it rather than wait.
  const invalid = page.locator('.checkout-info [aria-invalid="true"]');
  const refused = invalid
    .first()
    .waitFor()
    .then(async () => invalid.evaluateAll((els) => els.map((e) => e.getAttribute('name'))))
    .catch(() => null); // the page closed after the order went out
  const outcome = await Promise.race([sent.then(() => null), refused]);
  expect(outcome, 'fields the form refused').toBeNull();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(/\/kosik\/dokoncenie/);
  return body;
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.beforeEach(async ({ page }) => {
      await answerFirstVisit(page, SK);
    });

    test.afterEach(async ({ page }) => {
      await page.goto(`${SK}/prihlasit`);
      await storeSettings(page, []);
    });

    test('a guest sees and edits every field with both settings on', async ({ page }) => {
      await page.goto(`${SK}/`);
      await storeSettings(page, ['checkout_hide_business_for_users', 'checkout_lock_user_fields']);
      await toDeliveryStep(page);
      await expect(businessToggle(page)).toBeVisible();
      await expect(page.getByTestId('locked-fields-note')).toHaveCount(0);
      await expect(field(page, 'fullName')).toBeEditable();
      await businessToggle(page).getByText('Firma', { exact: true }).click();
      await expect(field(page, 'tin')).toBeEditable();
      await field(page, 'tin').scrollIntoViewIfNeeded();
      await shot(page, 'checkout-settings-guest');
    });

    test('hidden business inputs: a company buyer sees no toggle nor company fields, the company still goes with the order', async ({
      page,
    }) => {
      await loggedInCompany(page);
      await storeSettings(page, ['checkout_hide_business_for_users']);
      await toDeliveryStep(page);
      // The account filled the contact and the address; nothing about the company is asked.
      await expect(field(page, 'fullName')).toHaveValue('Eva Nováková');
      await expect(field(page, 'street')).toHaveValue('Obchodná');
      await expect(businessToggle(page)).toHaveCount(0);
      await expect(page.getByTestId('business-section')).toHaveCount(0);
      await expect(field(page, 'tin')).toHaveCount(0);
      await expect(field(page, 'businessName')).toHaveCount(0);
      await page.getByTestId('delivery-section').scrollIntoViewIfNeeded();
      await shot(page, 'checkout-settings-hidden');
      await page.locator('label', { hasText: 'Súhlasím s obchodnými podmienkami pre firemných zákazníkov' }).click();
      await page.locator('label', { hasText: 'Súhlasím s obchodnými podmienkami a beriem na vedomie' }).click();
      const order = await placeOrder(page);
      expect(order.business).toEqual({
        business_name: 'Wellness Trade s.r.o.',
        TIN: '36396567',
        VATIN: 'SK2020273893',
      });
    });

    test('locked fields: the account data is read-only, sent as it is, and changed in the account', async ({
      page,
    }) => {
      const email = await loggedInCompany(page);
      await storeSettings(page, ['checkout_lock_user_fields']);
      await toDeliveryStep(page);
      for (const [name, value] of [
        ['fullName', 'Eva Nováková'],
        ['email', email],
        ['phone', ACCOUNT.phone],
        ['billingStreet', 'Obchodná'],
        ['billingHouseNumber', '5'],
        ['billingCity', 'Bratislava'],
        ['tin', ACCOUNT.tin],
        ['businessName', ACCOUNT.businessName],
      ] as const) {
        await expect(field(page, name)).toHaveValue(value);
        await expect(field(page, name)).not.toBeEditable();
        await expect(field(page, name)).toBeEnabled(); // read-only, not disabled
      }
      // The delivery address is the shopper's to change; the note says where the rest is changed.
      await field(page, 'street').fill('Dunajská');
      await field(page, 'houseNumber').fill('8');
      const note = page.getByTestId('locked-fields-note');
      await expect(note).toBeVisible();
      // The link goes to the account page where these are changed.
      await expect(note.getByRole('link', { name: 'Zmeniť ich v osobných údajoch' })).toHaveAttribute(
        'href',
        '/uzivatel/osobni-udaje',
      );
      await note.scrollIntoViewIfNeeded();
      await shot(page, 'checkout-settings-locked');
      await field(page, 'billingStreet').scrollIntoViewIfNeeded();
      await shot(page, 'checkout-settings-locked-billing');
      await page.locator('label', { hasText: 'Súhlasím s obchodnými podmienkami pre firemných zákazníkov' }).click();
      await page.locator('label', { hasText: 'Súhlasím s obchodnými podmienkami a beriem na vedomie' }).click();
      const order = await placeOrder(page);
      expect(order).toMatchObject({
        name: 'Eva Nováková',
        email,
        billing_address: { street: 'Obchodná 5', city: 'Bratislava' },
        business: { business_name: ACCOUNT.businessName, TIN: ACCOUNT.tin },
      });
      expect((order.shipping as { street?: string } | null)?.street ?? JSON.stringify(order)).toContain('Dunajská');
    });
  });
}
