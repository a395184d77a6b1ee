import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK } from './visitor';

// Checkout journeys against the demo backend. The cart is filled through the page's own context
// (same cookies, so the HttpOnly guest token the worker sets is the browser's).
const SHOTS = process.env.CHECKOUT_SHOTS; // a directory: save a screenshot of each step

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function startWithCart(page: Page, variantIds: number[] = [10]) {
  // The cookie banner answered as the other journeys do: on a phone it docks at the bottom, over the
  // docked continue buttons, until the shopper answers it.
  await answerFirstVisit(page, SK);
  await page.goto('/');
  for (const id of variantIds) {
    // From inside the page: Node cannot resolve *.localhost, Chromium can, and the cookies are the page's.
    const res = await page.evaluate(async (variantId) => {
      const r = await fetch('/api/v1/cart/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: variantId, type: 'variant', amount: 1 }),
      });
      return { ok: r.ok, text: await r.text() };
    }, id);
    expect(res.ok, res.text).toBeTruthy();
  }
}

async function cartToShipping(page: Page) {
  await page.goto('/kosik');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await shot(page, '1-cart');
  await page.getByTestId('cart-continue').click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
}

async function chooseMethods(page: Page, shipperCode: string, paymentCode: string) {
  await page.locator(`input[name="shipper"][data-code="${shipperCode}"]`).check();
  if (shipperCode === 'PICKUP_POINT') {
    await page.locator('.branch-picker input[type="radio"]').first().check();
    await expect(page.getByTestId('chosen-branch')).toBeVisible();
  }
  await page.locator(`input[name="payment"][data-code="${paymentCode}"]`).check();
  await shot(page, `2-methods-${shipperCode}`);
  await page.getByTestId('to-details').click();
  await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
}

const ADDRESS_FIELDS = { street: 'Hlavná', houseNumber: '12', city: 'Bratislava', postcode: '811 01' };

/** Contact, and the delivery address unless the shipper needs none (`withAddress: false`, a pickup point). */
async function fillContact(
  page: Page,
  overrides: Partial<Record<string, string>> = {},
  { withAddress = true }: { withAddress?: boolean } = {},
) {
  const v = {
    fullName: 'Jana Nováková',
    email: `jana+${Date.now()}@example.sk`,
    phone: '+421 900 123 456',
    ...(withAddress ? ADDRESS_FIELDS : {}),
    ...overrides,
  };
  for (const [name, value] of Object.entries(v)) await form(page).locator(`input[name="${name}"]`).fill(value);
  return v;
}

const form = (page: Page) => page.getByTestId('checkout-form');

async function ordersByEmail(page: Page, email: string): Promise<unknown[]> {
  const body = (await page.evaluate(async () => (await fetch('/__demo/orders')).json())) as {
    data: { customer: { email: string } }[];
  };
  return body.data.filter((o) => o.customer.email === email.toLowerCase());
}

test('a guest buys with courier and card', async ({ page }) => {
  await startWithCart(page);
  await cartToShipping(page);
  await chooseMethods(page, 'COURIER', 'CARD');
  await fillContact(page);
  await page.locator('label[for$="-terms"]').click();
  await shot(page, '3-details');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/kosik\/dokoncenie$/);
  await expect(page.getByTestId('order-code')).toBeVisible();
  await shot(page, '4-finished');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  const code = (await page.getByTestId('order-code').textContent())?.split(':').pop()?.trim() ?? '';
  expect(code).not.toBe('');
  await page.getByRole('link', { name: /Zaplatiť teraz/ }).click();
  // The callback believes the store, not its query string: nothing is confirmed yet.
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'pending');
  // The payment provider notifies the store (the demo backend's stand-in), then the callback says paid.
  const notified = await page.evaluate(async (orderCode) => {
    const r = await fetch(`/__demo/orders/${encodeURIComponent(orderCode)}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'paid' }),
    });
    return r.status;
  }, code);
  expect(notified).toBe(200);
  await page.reload();
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'success');
});

test('a guest buys with a pickup point', async ({ page }) => {
  await startWithCart(page);
  await cartToShipping(page);
  await chooseMethods(page, 'PICKUP_POINT', 'TRANSFER');
  // A pickup point needs no delivery address (issue 15.7): the form asks for none.
  await expect(form(page).locator('input[name="street"]')).toHaveCount(0);
  const v = await fillContact(page, {}, { withAddress: false });
  await page.locator('label[for$="-terms"]').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-code')).toBeVisible();
  const orders = (await ordersByEmail(page, v.email)) as { branchId: number | null }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]!.branchId).not.toBeNull();
});

test('a validation error is fixed without retyping, and a reload keeps every field', async ({ page }) => {
  await startWithCart(page);
  await cartToShipping(page);
  await chooseMethods(page, 'COURIER', 'TRANSFER');
  await fillContact(page, { phone: '0900123456', street: 'Hlavná 12' });
  await page.locator('label[for$="-terms"]').click();
  await page.getByTestId('place-order').click();
  const phone = form(page).locator('input[name="phone"]');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).locator('input[name="street"]')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '3-details-errors');
  await page.reload();
  await expect(form(page).locator('input[name="fullName"]')).toHaveValue('Jana Nováková');
  await expect(phone).toHaveValue('0900123456');
  await expect(form(page).locator('input[name="city"]')).toHaveValue('Bratislava');
  await phone.fill('+421 900 123 456');
  await form(page).locator('input[name="street"]').fill('Hlavná');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).locator('input[name="fullName"]')).toHaveValue('Jana Nováková');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-code')).toBeVisible();
});

test('a business customer fills the company by IČO', async ({ page }) => {
  await startWithCart(page);
  await cartToShipping(page);
  await chooseMethods(page, 'COURIER', 'TRANSFER');
  await page.locator('.segmented__option', { hasText: 'Firma' }).click();
  await expect(page.getByTestId('business-section')).toBeVisible();
  const ico = '27082440'; // Wellness Trade s.r.o. in the demo company register
  await form(page).locator('input[name="tin"]').fill(ico);
  await page.getByTestId('ares-lookup').click();
  await expect(form(page).locator('input[name="businessName"]')).not.toHaveValue('');
  await fillContact(page);
  await page.getByText('Súhlasím s obchodnými podmienkami pre firemných zákazníkov').click();
  await page.locator('label[for$="-terms"]').click();
  await shot(page, '3-details-b2b');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-code')).toBeVisible();
});

test('a double click on the order button makes one order', async ({ page }) => {
  await startWithCart(page);
  await cartToShipping(page);
  await chooseMethods(page, 'COURIER', 'TRANSFER');
  const v = await fillContact(page);
  await page.locator('label[for$="-terms"]').click();
  await page.getByTestId('place-order').dblclick();
  await expect(page.getByTestId('order-code')).toBeVisible();
  expect(await ordersByEmail(page, v.email)).toHaveLength(1);
});
