import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit } from './visitor';

// Money has one source (issue 12): the checkout summary shows the store's priced cart, and the
// order the store keeps costs exactly that, to the cent, on the Slovak (EUR) and Czech (CZK) sites.
const PORT = Number(process.env.E2E_PORT ?? 8788);

interface Site {
  name: string;
  origin: string;
  phone: string;
  address: { street: string; houseNumber: string; city: string; postcode: string };
}
const SITES: Site[] = [
  {
    name: 'sk (EUR)',
    origin: `http://sk.localhost:${PORT}`,
    phone: '+421 900 123 456',
    address: { street: 'Hlavná', houseNumber: '12', city: 'Bratislava', postcode: '811 01' },
  },
  {
    name: 'cz (CZK)',
    origin: `http://cz.localhost:${PORT}`,
    phone: '+420 601 123 456',
    address: { street: 'Hlavní', houseNumber: '12', city: 'Praha', postcode: '110 00' },
  },
];

interface CartAnswer {
  data: { cart: CartView };
}
interface CartView {
  items: { prices: { unitWithTax: number } }[];
  prices: { freeShippingAt: number; itemsWithTax: number };
}

async function api(page: Page, path: string, method: string, body?: unknown): Promise<CartAnswer> {
  const res = await page.evaluate(
    async ([p, m, b]) => {
      const r = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { ok: r.ok, text: await r.text() };
    },
    [path, method, body] as const,
  );
  expect(res.ok, res.text).toBeTruthy();
  return JSON.parse(res.text) as CartAnswer;
}

async function start(page: Page, site: Site, opts: { overThreshold?: boolean; coupon?: string }) {
  // Answered as the other journeys do: on a phone the banner docks over the docked continue buttons.
  await answerFirstVisit(page, site.origin);
  await page.goto(`${site.origin}/`);
  // Variant 121 costs 6,90 € (under the threshold); variant 10 costs more than the threshold on its own.
  const variant = opts.overThreshold ? 10 : 121;
  let cart = await api(page, '/api/v1/cart/items', 'POST', {
    id: variant,
    type: 'variant',
    amount: opts.coupon ? 2 : 1,
  });
  if (opts.overThreshold) {
    // Enough pieces of the same line to pass the store's own free-shipping threshold.
    const unit = cart.data.cart.items[0]!.prices.unitWithTax;
    const more = Math.ceil((cart.data.cart.prices.freeShippingAt - cart.data.cart.prices.itemsWithTax) / unit);
    if (more > 0) cart = await api(page, '/api/v1/cart/items', 'POST', { id: variant, type: 'variant', amount: more });
    expect(cart.data.cart.prices.itemsWithTax).toBeGreaterThanOrEqual(cart.data.cart.prices.freeShippingAt);
  }
  if (opts.coupon) await api(page, '/api/v1/cart/coupon', 'POST', { couponCode: opts.coupon });
  await page.goto(`${site.origin}/kosik/doprava-a-platba`);
}

async function chooseMethods(page: Page, shipperCode: string, paymentCode: string) {
  await page.locator(`input[name="shipper"][data-code="${shipperCode}"]`).check();
  if (shipperCode === 'PICKUP_POINT') {
    await page.locator('.branch-picker input[type="radio"]').first().check();
    await expect(page.getByTestId('chosen-branch')).toBeVisible();
  }
  await page.locator(`input[name="payment"][data-code="${paymentCode}"]`).check();
  // The summary waits for the store's priced cart before it shows a total.
  await expect(page.getByTestId('cart-total')).toHaveAttribute('data-amount', /\d/);
  await page.getByTestId('to-details').click();
  await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
}

/**
 * Fills the delivery details and places the order. The form renders once the persisted checkout
 * state is read (after hydration), so the test waits for it; every field it fills must be there:
 * the contact always, the address unless the shipper is a pickup point (the form asks for none).
 */
async function fillAndPlace(
  page: Page,
  site: Site,
  addressRequired: boolean,
): Promise<{ email: string; summaryTotal: number }> {
  const email = `money+${Date.now()}@example.sk`;
  const form = page.getByTestId('checkout-form');
  await expect(form).toBeVisible();
  const values = { fullName: 'Jana Nováková', email, phone: site.phone, ...(addressRequired ? site.address : {}) };
  for (const [name, value] of Object.entries(values)) await form.locator(`input[name="${name}"]`).fill(value);
  for (const [name, value] of Object.entries(values))
    await expect(form.locator(`input[name="${name}"]`)).toHaveValue(value);
  await page.locator('label[for$="-terms"]').click();
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveAttribute('data-amount', /\d/);
  const summaryTotal = Number(await total.getAttribute('data-amount'));
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-code')).toBeVisible({ timeout: 90_000 });
  return { email, summaryTotal };
}

async function storedOrder(page: Page, email: string) {
  const body = (await page.evaluate(async () => (await fetch('/__demo/orders')).json())) as {
    data: { customer: { email: string }; prices: { totalWithTax: number; shipperPriceWithTax: number } }[];
  };
  const orders = body.data.filter((o) => o.customer.email === email.toLowerCase());
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

const cents = (n: number) => Math.round(n * 100);

const CASES = [
  { name: 'courier + cash on delivery', shipper: 'COURIER', payment: 'COD', freeShipping: false },
  { name: 'a pickup point', shipper: 'PICKUP_POINT', payment: 'CARD', freeShipping: false },
  {
    name: 'over the free-shipping threshold',
    shipper: 'COURIER',
    payment: 'TRANSFER',
    overThreshold: true,
    freeShipping: true,
  },
  { name: 'a coupon', shipper: 'COURIER', payment: 'COD', coupon: 'ZLAVA5', freeShipping: false },
];

// Four pages per journey on a shared 2-core machine: a generous ceiling, no timing assertion.
test.describe.configure({ timeout: 240_000 });

for (const site of SITES) {
  for (const c of CASES) {
    test(`${site.name}: ${c.name}: the summary total is the stored order total`, async ({ page }) => {
      await start(page, site, { overThreshold: c.overThreshold, coupon: c.coupon });
      await chooseMethods(page, c.shipper, c.payment);
      const { email, summaryTotal } = await fillAndPlace(page, site, c.shipper !== 'PICKUP_POINT');
      const order = await storedOrder(page, email);
      expect(cents(summaryTotal)).toBe(cents(order.prices.totalWithTax));
      expect(order.prices.shipperPriceWithTax === 0).toBe(c.freeShipping);
      // The finished page shows the same stored figure.
      await expect(page.getByTestId('order-total')).toHaveAttribute('data-amount', String(order.prices.totalWithTax));
    });
  }
}
