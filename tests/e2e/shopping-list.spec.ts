import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, SK, hydrated } from './visitor';

// Issue 30.4: a shopping list filled from a product page (the list created on the way), its amount
// edited on the list page, and the whole list added to the cart with its amounts. Both sites, a
// phone's and a desktop's width.
const SITES = [
  { name: 'sk', origin: SK },
  { name: 'cz', origin: CZ },
] as const;
const WIDTHS = [390, 1280] as const;

async function call(page: Page, path: string, method = 'GET', body?: unknown): Promise<unknown> {
  const res = await page.evaluate(
    async ([p, m, b]) => {
      const r = await fetch(p as string, {
        method: m as string,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { ok: r.ok, text: await r.text() };
    },
    [path, method, body] as const,
  );
  expect(res.ok, res.text).toBeTruthy();
  return JSON.parse(res.text);
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

test.describe.configure({ timeout: 240_000 });

for (const site of SITES) {
  for (const width of WIDTHS) {
    test(`shopping list on ${site.name} at ${width} px: filled from a product page, amount edited, added to the cart whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerFirstVisit(page, site.origin);
      const email = await registerOwnAccount(page, site.origin, `list-${site.name}${width}`);
      await call(page, '/api/oauth/login', 'POST', { email, password: DEMO_PASSWORD });
      const product = ((await call(page, '/api/v1/products/12')) as { data: { slug: string } }).data;

      // Variant 121 is in stock (the journey buys it); the product page preselects it from the link.
      await page.goto(`${site.origin}/produkt/${product.slug}?variant_id=121`);
      await hydrated(page);
      const add = page.locator('.buy-box__wishlist').getByTestId('add-to-list');
      await expect(add).toBeVisible();
      await add.click();
      const dialog = page.getByTestId('add-to-list-dialog');
      await expect(dialog).toBeVisible();
      const listName = `Darčeky ${width}`;
      await dialog.locator('input[type="text"]').fill(listName);
      await shot(page, `list-dialog-${site.name}`);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog).toBeHidden();

      const lists = (await call(page, '/api/v1/user/shopping-lists')) as {
        data: { id: number; name: string; itemsCount: number }[];
      };
      const list = lists.data.find((l) => l.name === listName);
      expect(list?.itemsCount).toBe(1);

      await page.goto(`${site.origin}/uzivatel/nakupne-zoznamy/${list!.id}`);
      await expect(page.getByTestId('list-products')).toBeVisible();
      await hydrated(page);
      const amount = page.getByTestId('list-amount').locator('input');
      await amount.fill('3');
      await amount.blur();
      await expect
        .poll(async () => {
          const l = (await call(page, `/api/v1/user/shopping-lists/${list!.id}`)) as {
            data: { items: { amount: number }[] };
          };
          return l.data.items[0]?.amount;
        })
        .toBe(3);
      await shot(page, `list-page-${site.name}`);

      await page.getByTestId('list-add-all').click();
      await expect(page).toHaveURL(/\/kosik$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      const cart = (await call(page, '/api/v1/cart')) as { data: { items: { variantId: number; amount: number }[] } };
      expect(cart.data.items[0]).toMatchObject({ variantId: 121, amount: 3 });
      // From the cart, a logged-in shopper can put a line into a list too.
      await expect(page.getByTestId('cart-line').getByTestId('add-to-list')).toBeVisible();
      await shot(page, `list-cart-${site.name}`);
    });
  }
}

// SPEC 8 "Batch add: 500 gives info that import is in progress": every batch add (a list, buy it
// again, the order import) says so, not only the import page. The store's 500 is stood in by the
// browser's route, so no other journey sees it.
test('a list added to the cart while the store is still adding it (500) says the import is running', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await answerFirstVisit(page, SK);
  const email = await registerOwnAccount(page, SK, 'list-batch-500');
  await call(page, '/api/oauth/login', 'POST', { email, password: DEMO_PASSWORD });
  const list = (
    (await call(page, '/api/v1/user/shopping-lists', 'POST', { name: 'Veľký nákup' })) as {
      data: { id: number };
    }
  ).data;
  await call(page, `/api/v1/user/shopping-lists/${list.id}/items`, 'POST', { id: 121, amount: 2 });

  await page.goto(`${SK}/uzivatel/nakupne-zoznamy/${list.id}`);
  await expect(page.getByTestId('list-products')).toBeVisible();
  await hydrated(page);
  await page.route('**/api/v1/cart/items/batch', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ title: 'Server Error', status: 500 }] }),
    }),
  );
  await page.getByTestId('list-add-all').click();
  const notice = page.locator('.notification--info');
  await expect(notice).toContainText('Import prebieha, košík sa o chvíľu aktualizuje.');
  await expect(page.locator('.notification--danger')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/uzivatel/nakupne-zoznamy/${list.id}$`));
});

// Issue 52.1: at 1280 px the list's amount stepper lay over "Zmazať zoznam" and "← Späť na zoznamy",
// so a click never reached them. Playwright's click only presses what would receive the pointer at
// the element's middle, so a covered button fails the journey; the account menu stays at the top of
// the page beside the list's heading, not wherever the shopper scrolled it to.
for (const width of WIDTHS) {
  test(`a list with one item is deleted from its page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await answerFirstVisit(page, SK);
    const email = await registerOwnAccount(page, SK, `list-delete-${width}`);
    await call(page, '/api/oauth/login', 'POST', { email, password: DEMO_PASSWORD });
    const name = `Na zmazanie ${width}`;
    const list = ((await call(page, '/api/v1/user/shopping-lists', 'POST', { name })) as { data: { id: number } }).data;
    await call(page, `/api/v1/user/shopping-lists/${list.id}/items`, 'POST', { id: 121, amount: 2 });

    await page.goto(`${SK}/uzivatel/nakupne-zoznamy/${list.id}`);
    await expect(page.getByTestId('list-products')).toBeVisible();
    await hydrated(page);
    const back = page.getByRole('link', { name: '← Späť na zoznamy' });
    await back.click({ trial: true });
    const remove = page.getByTestId('delete-list');
    await remove.scrollIntoViewIfNeeded();
    const menuTop = await page.locator('.user-area__menu').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    const headingTop = await page
      .getByRole('heading', { level: 1, name })
      .evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(Math.abs(menuTop - headingTop) < 80 || menuTop < headingTop).toBeTruthy();

    page.once('dialog', (dialog) => void dialog.accept());
    await remove.click();
    await expect(page).toHaveURL(/\/uzivatel\/nakupne-zoznamy$/);
    await expect(page.locator('.notification--success')).toContainText('Zoznam bol zmazaný.');
    await expect(page.getByText(name)).toHaveCount(0);
    const lists = (await call(page, '/api/v1/user/shopping-lists')) as { data: { id: number }[] };
    expect(lists.data.some((l) => l.id === list.id)).toBe(false);
  });
}
