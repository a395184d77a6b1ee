import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, WIDTHS, hydrated, openUnhydrated, shot } from './visitor';

/**
 * Issue 31 / SPEC 6 "Business users see a different variant layout": a company's buyer, logged in,
 * orders a lingerie set by size from a table (an amount for each size, one button for all), at 390 and
 * 1280 px, by visible text. Each journey makes its own business customer (the store's back office puts
 * it into the b2b group), so no other journey's cart or password gets in the way.
 */

const PRODUCT = '/produkt/equilibra-suprava-bielizne-romance-181';
const PASSWORD = 'Demo1234!';
/** A new customer in the given customer groups, logged in. */
async function loggedInCustomer(page: Page, groups: string[]) {
  const email = `b2b-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.sk`;
  await answerFirstVisit(page, SK);
  await page.goto(`${SK}/prihlasit`);
  await hydrated(page);
  const statuses = await page.evaluate(
    async ({ email, password, groups }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const registered = await post('/api/v1/register', {
        email,
        password,
        password_confirmation: password,
        firstName: 'Eva',
        lastName: 'Nákupná',
        terms: true,
        callbackUrl: `${location.origin}/aktivovat`,
        businessName: 'Wellness Trade s.r.o.',
        tin: '36396567',
      });
      const grouped = await post('/__demo/users/groups', { email, groups });
      return [registered.status, grouped.status];
    },
    { email, password: PASSWORD, groups },
  );
  expect(statuses).toEqual([201, 200]);
  const form = page.getByTestId('login-form');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(/\/uzivatel\//);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('a business customer orders a set by size from the variant table', async ({ page }) => {
      await loggedInCustomer(page, ['b2b']);
      await page.goto(`${SK}${PRODUCT}`);
      const table = page.getByRole('form', { name: 'Objednávka podľa variantov' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'M, Telová' })).toBeVisible();
      // A sold-out size cannot be ordered; the chips of the usual layout are not there.
      await expect(table.getByRole('spinbutton', { name: 'Množstvo: S, Telová' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'M, Telová', exact: true })).toHaveCount(0);
      // Each size's pieces in the shop's warehouses (SPEC 9: without the blocked warehouse 9, nor the
      // supplier's virtual one), from the store's own answer for the product.
      const variants = await page.evaluate(async () => {
        const res = await fetch('/api/v1/products/181');
        type Warehouse = { id: number; stock: number; virtual: boolean };
        return ((await res.json()) as { data: { variants: { name: string; warehouses: Warehouse[] }[] } }).data
          .variants;
      });
      expect(variants.length).toBeGreaterThan(1);
      for (const v of variants) {
        const pieces = v.warehouses.filter((w) => w.id !== 9 && !w.virtual).reduce((sum, w) => sum + w.stock, 0);
        const row = table.getByRole('row', { name: new RegExp(`^${v.name}`) });
        await expect(row).toContainText(`Na sklade: ${pieces} ks`);
        // The availability label counts the same pieces (capped at 5 as everywhere): one number per row.
        if (pieces > 0) await expect(row).toContainText(pieces > 5 ? 'Skladom viac ako 5 ks' : `Skladom ${pieces} ks`);
      }
      await table.scrollIntoViewIfNeeded();
      await shot(page, 'business-variants-pieces');
      const add = table.getByRole('button', { name: 'Pridať vybrané do košíka' });
      await hydrated(page);
      // Nothing chosen yet: the shopper is told what to do.
      await add.click();
      await expect(page.getByText('Zadajte množstvo aspoň pri jednom variante.')).toBeVisible();
      await table.getByRole('spinbutton', { name: 'Množstvo: M, Telová' }).fill('2');
      await table.getByRole('spinbutton', { name: 'Množstvo: L, Telová' }).fill('1');
      await add.click();
      await expect(page.getByText('Do košíka sme pridali 2 z 2 položiek.')).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toHaveText('3');
      // The cart holds the two sizes (on a phone the header has slid away while scrolling: open it directly).
      await page.goto(`${SK}/kosik`);
      await expect(page.getByText('M, Telová').first()).toBeVisible();
      await expect(page.getByText('L, Telová').first()).toBeVisible();
    });

    test('the variant table answers a tap before the page is ready: enabled in the server HTML, the amounts added once it is', async ({
      page,
    }) => {
      await loggedInCustomer(page, ['b2b']);
      const release = await openUnhydrated(page, `${SK}${PRODUCT}`);
      const table = page.getByRole('form', { name: 'Objednávka podľa variantov' });
      // The script is held: this is the server's HTML, what a phone shows before the script has run.
      const add = table.getByRole('button', { name: 'Pridať vybrané do košíka' });
      await expect(add).toBeEnabled();
      await table.getByRole('spinbutton', { name: 'Množstvo: M, Telová' }).fill('2');
      await add.click();
      expect(
        await page.evaluate(() => (window as { __storefrontHydrated?: boolean }).__storefrontHydrated),
      ).toBeUndefined();
      release();
      await expect(page.getByText('Do košíka sme pridali 1 z 1 položiek.')).toBeVisible();
      await expect(page.getByTestId('cart-badge')).toHaveText('2');
      expect(new URL(page.url()).search).toBe('');
    });

    test('a customer outside the business groups keeps the usual size chips', async ({ page }) => {
      await loggedInCustomer(page, []);
      await page.goto(`${SK}${PRODUCT}`);
      await expect(page.getByRole('button', { name: 'M, Telová', exact: true })).toBeVisible();
      await expect(page.locator('.buy-box').getByRole('button', { name: 'Do košíka' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Objednávka podľa variantov' })).toHaveCount(0);
    });
  });
}
