import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, SK, hydrated } from './visitor';
import { postFromPage } from './page-api';

// Issue 30.4: "buy it again". A logged-in shopper with a past order presses "Objednať znova" in the
// order list: every line of that order lands in the cart and the cart opens; on the order's detail
// page the item names link to their products. Both sites, a phone's and a desktop's width.
const SITES = [
  { name: 'sk', origin: SK, phone: '+421 900 123 456', country: 'SVK', city: 'Bratislava', postcode: '811 01' },
  { name: 'cz', origin: CZ, phone: '+420 601 123 456', country: 'CZE', city: 'Praha', postcode: '110 00' },
] as const;
const WIDTHS = [390, 1280] as const;

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

test.describe.configure({ timeout: 240_000 });

for (const site of SITES) {
  for (const width of WIDTHS) {
    test(`reorder on ${site.name} at ${width} px: "buy it again" puts the order's lines into the cart and opens it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerFirstVisit(page, site.origin);
      const email = await registerOwnAccount(page, site.origin, `reorder-${site.name}${width}`);
      await postFromPage(page, '/api/oauth/login', { email, password: DEMO_PASSWORD });
      // A past order of two products (one of them twice).
      await postFromPage(page, '/api/v1/cart/items', { id: 10, type: 'variant', amount: 1 });
      await postFromPage(page, '/api/v1/cart/items', { id: 121, type: 'variant', amount: 2 });
      const placed = (await postFromPage(page, '/api/v1/cart/place', {
        name: 'Eva Nováková',
        firstName: 'Eva',
        lastName: 'Nováková',
        email,
        phone: site.phone,
        billing_address: { street: 'Hlavná 1', city: site.city, postcode: site.postcode, country_code: site.country },
        business: null,
        shipping: null,
        custom: {},
        payment_id: 2,
        shipper_id: 2,
        terms: true,
      })) as { data: { id: number; code: string; items: { type: string; variantId: number; amount: number }[] } };
      const lines = placed.data.items.filter((i) => i.type === 'product');
      expect(lines.length).toBe(2);

      await page.goto(`${site.origin}/uzivatel/objednavky`);
      const row = page.getByTestId('order-row').filter({ hasText: placed.data.code });
      await expect(row).toBeVisible();
      await shot(page, `reorder-orders-${site.name}`);
      // "Buy it again" is a script action (it reads the order, then adds its lines): a tap before the
      // page is hydrated lands on an inert button, as it would for a shopper on a slow phone.
      await hydrated(page);
      await row.getByTestId('reorder').click();
      await expect(page).toHaveURL(/\/kosik$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(lines.length);
      const cart = (await page.evaluate(async () => (await fetch('/api/v1/cart')).json())) as {
        data: { items: { variantId: number; amount: number }[] };
      };
      for (const line of lines)
        expect(cart.data.items.find((i) => i.variantId === line.variantId)?.amount, String(line.variantId)).toBe(
          line.amount,
        );
      await shot(page, `reorder-cart-${site.name}`);

      // The order's detail: the same button, and item names that link to their products.
      await page.goto(`${site.origin}/uzivatel/objednavky/${placed.data.id}`);
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await expect(page.getByTestId('reorder')).toBeVisible();
      const links = page.locator('.order-line__name a[href*="/produkt/"]');
      await expect(links).toHaveCount(lines.length);
      await shot(page, `reorder-detail-${site.name}`);
      await links.first().click();
      await expect(page).toHaveURL(/\/produkt\//);
    });
  }
}
