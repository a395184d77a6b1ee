import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, SK } from './visitor';

// Issue 30: a shopper pays by bank transfer. The thank-you page and, later, the order status page
// opened from its link show the shop's IBAN, the variable symbol and the payment QR code (PAY by
// square on sk, QR Platba on cz) and the whole order, adding up to the stored order to the cent with
// a coupon and paid shipping to a pickup point. At a phone's and a desktop's width on both sites.
const SITES = [
  { name: 'sk', origin: SK, phone: '+421 900 123 456', standard: 'pay-by-square', iban: /^SK\d{22}$/ },
  { name: 'cz', origin: CZ, phone: '+420 601 123 456', standard: 'spayd', iban: /^CZ\d{22}$/ },
] as const;
const WIDTHS = [390, 1280] as const;

interface StoredOrder {
  code: string;
  customer: { email: string };
  items: { prices: { totalWithTax: number } }[];
  prices: { totalWithTax: number; shipperPriceWithTax: number; paymentPriceWithTax: number; creditsWithTax: number };
  bankTransfer: { account: { iban: string }; variableSymbol: string; amount: number } | null;
}

async function api(page: Page, path: string, body: unknown): Promise<void> {
  const res = await page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { ok: r.ok, text: await r.text() };
    },
    [path, body] as const,
  );
  expect(res.ok, res.text).toBeTruthy();
}

async function storedOrder(page: Page, email: string): Promise<StoredOrder> {
  const body = (await page.evaluate(async () => (await fetch('/__demo/orders')).json())) as { data: StoredOrder[] };
  const found = body.data.filter((o) => o.customer.email === email.toLowerCase());
  expect(found).toHaveLength(1);
  return found[0]!;
}

const cents = (n: number) => Math.round(n * 100);

/** The whole page for people to look at, only when E2E_SHOTS names a directory. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** The page shows the stored order: every line, shipping, payment, total, and how to pay it. */
async function expectWholeOrder(page: Page, order: StoredOrder, standard: string) {
  const lines = page.getByTestId('order-line');
  await expect(lines).toHaveCount(order.items.length);
  const shown = await lines.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-amount'))));
  expect(shown).toEqual(order.items.map((i) => i.prices.totalWithTax));
  const p = order.prices;
  const sum =
    shown.reduce((s, n) => s + cents(n), 0) +
    cents(p.shipperPriceWithTax) +
    cents(p.paymentPriceWithTax) -
    cents(p.creditsWithTax);
  expect(sum).toBe(cents(p.totalWithTax));
  await expect(page.getByTestId('order-total')).toHaveAttribute('data-amount', String(p.totalWithTax));
  await expect(page.getByTestId('order-shipping')).toHaveAttribute('data-amount', String(p.shipperPriceWithTax));
  await expect(page.getByTestId('order-pickup')).toBeVisible();
  await expect(page.getByTestId('order-delivery')).toBeVisible();
  const transfer = order.bankTransfer!;
  await expect(page.getByTestId('bank-transfer-iban')).toHaveAttribute('data-iban', transfer.account.iban);
  await expect(page.getByTestId('bank-transfer-vs')).toHaveText(transfer.variableSymbol);
  await expect(page.getByTestId('bank-transfer-amount')).toHaveAttribute('data-amount', String(p.totalWithTax));
  const qr = page.getByTestId('bank-transfer-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-standard', standard);
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(150);
  // Nothing wider than the window.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe.configure({ timeout: 240_000 });

for (const site of SITES) {
  for (const width of WIDTHS) {
    test(`bank transfer order on ${site.name} at ${width} px: thank-you and order status pages show IBAN, variable symbol, QR and the stored totals`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerFirstVisit(page, site.origin);
      await page.goto(`${site.origin}/`);
      // Three pieces of a cheap product (under the free-shipping threshold) and the coupon ZLAVA5.
      await api(page, '/api/v1/cart/items', { id: 121, type: 'variant', amount: 3 });
      await api(page, '/api/v1/cart/coupon', { couponCode: 'ZLAVA5' });
      await page.goto(`${site.origin}/kosik/doprava-a-platba`);
      await page.locator('input[name="shipper"][data-code="PICKUP_POINT"]').check();
      await page.locator('.branch-picker input[type="radio"]').first().check();
      await expect(page.getByTestId('chosen-branch')).toBeVisible();
      await page.locator('input[name="payment"][data-code="TRANSFER"]').check();
      await expect(page.getByTestId('cart-total')).toHaveAttribute('data-amount', /\d/);
      await page.getByTestId('to-details').click();
      await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);

      const email = `transfer+${site.name}${width}-${Date.now()}@example.sk`;
      const form = page.getByTestId('checkout-form');
      await expect(form).toBeVisible();
      const values = { fullName: 'Jana Nováková', email, phone: site.phone };
      for (const [name, value] of Object.entries(values)) await form.locator(`input[name="${name}"]`).fill(value);
      for (const [name, value] of Object.entries(values))
        await expect(form.locator(`input[name="${name}"]`)).toHaveValue(value);
      await page.locator('label[for$="-terms"]').click();
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('order-code')).toBeVisible({ timeout: 90_000 });

      const order = await storedOrder(page, email);
      expect(order.bankTransfer?.account.iban).toMatch(site.iban);
      expect(order.prices.shipperPriceWithTax).toBeGreaterThan(0);
      await expectWholeOrder(page, order, site.standard);
      await shot(page, `bank-transfer-thank-you-${site.name}`);

      // Later, from the thank-you page's link: the order status page shows the same.
      await page.getByTestId('order-status-link').click();
      await expect(page).toHaveURL(/\/stav-objednavky\?code=/);
      await expect(page.getByTestId('order-status')).toBeVisible();
      await expect(page.locator('#order-status-code')).toHaveCount(0);
      await expectWholeOrder(page, order, site.standard);
      await shot(page, `bank-transfer-order-status-${site.name}`);
    });
  }
}
