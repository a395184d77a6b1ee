import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ } from './visitor';

// SPEC 5 / issue 12.5: with an address-validation service configured, its verdicts replace the
// shop's own rules. Development configures the demo backend's stand-in for the Czech site only
// (wrangler.toml DOMAINS_JSON), so this journey runs there and every Slovak journey keeps own rules.

// Four pages on a shared 2-core machine: a generous ceiling, no timing assertion.
test.describe.configure({ timeout: 240_000 });

async function toDeliveryDetails(page: Page) {
  await answerFirstVisit(page, CZ);
  await page.goto(`${CZ}/`);
  const added = await page.evaluate(async () => {
    const r = await fetch('/api/v1/cart/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 121, type: 'variant', amount: 1 }),
    });
    return { ok: r.ok, text: await r.text() };
  });
  expect(added.ok, added.text).toBeTruthy();
  await page.goto(`${CZ}/kosik/doprava-a-platba`);
  await page.locator('input[name="shipper"][data-code="COURIER"]').check();
  await page.locator('input[name="payment"][data-code="COD"]').check();
  await expect(page.getByTestId('cart-total')).toHaveAttribute('data-amount', /\d/);
  await page.getByTestId('to-details').click();
  await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
}

test("the service's verdicts replace the shop's own rules, and the order carries its values", async ({ page }) => {
  await toDeliveryDetails(page);
  const form = page.getByTestId('checkout-form');
  const email = `adresa+${Date.now()}@example.cz`;
  const values = { fullName: 'Jana Nováková', email, street: 'Hlavní', houseNumber: '12', city: 'Praha' };
  // The form restores its persisted state after mounting: fill until every value stays.
  await expect(async () => {
    for (const [name, value] of Object.entries(values)) {
      const input = form.locator(`input[name="${name}"]`);
      if ((await input.inputValue()) !== value) await input.fill(value);
    }
    for (const [name, value] of Object.entries(values))
      await expect(form.locator(`input[name="${name}"]`)).toHaveValue(value, { timeout: 1000 });
  }).toPass();

  // The shop's own rule refuses a phone without "+"; the service accepts a national number and
  // writes it with the country prefix.
  const phone = form.locator('input[name="phone"]');
  await phone.fill('603 123 456');
  await phone.blur();
  await expect(phone).toHaveValue('+420 603 123 456');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

  // The shop's own rule accepts "999 99" (3 + 2 digits); the service knows no such Czech postcode.
  const postcode = form.locator('input[name="postcode"]');
  await postcode.fill('999 99');
  await postcode.blur();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('PSČ 999 99 v této zemi neexistuje.')).toBeVisible();
  await page.locator('label[for$="-terms"]').click();
  await page.getByTestId('place-order').click();
  await expect(postcode).toBeFocused();

  await postcode.fill('11000');
  await postcode.blur();
  await expect(postcode).toHaveValue('110 00');
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-code')).toBeVisible({ timeout: 90_000 });

  const orders = (await page.evaluate(async () => (await fetch('/__demo/orders')).json())) as {
    data: { customer: { email: string; phone: string } }[];
  };
  const mine = orders.data.filter((o) => o.customer.email === email);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.customer.phone).toBe('+420 603 123 456');
});

test('a failing service never blocks: the shop’s own rules decide again', async ({ page }) => {
  await toDeliveryDetails(page);
  const knob = await page.evaluate(async () => {
    const r = await fetch('/__demo/knobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '/partners/address-validation', status: 503 }),
    });
    return r.status;
  });
  expect(knob).toBe(200);
  try {
    const phone = page.getByTestId('checkout-form').locator('input[name="phone"]');
    await phone.fill('603 123 456');
    await phone.blur();
    // No answer from the service: the shop's own phone rule ("+" first) applies, the value stays as typed.
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('603 123 456');
  } finally {
    await page.evaluate(async () => {
      await fetch('/__demo/knobs?prefix=/partners/address-validation', { method: 'DELETE' });
    });
  }
});
