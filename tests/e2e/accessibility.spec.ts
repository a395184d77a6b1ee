import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test';
import { axeViolations, coveredControls, invisibleFocusables } from './a11y-checks';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { postFromPage } from './page-api';
import { expect, test } from './shopper-test';
import {
  addVariantToCart,
  answerFirstVisit,
  CZ,
  hydrated,
  openFirstProduct,
  SK,
  scrollToProductExtras,
} from './visitor';

/**
 * Issue 49.4 and issue 52 ("covered controls"): every page kind, at a phone's and a desktop's width, as
 * a shopper walks them (one page, loaded once per width): axe-core's WCAG 2.1 A/AA rules find nothing,
 * no visible control is covered by another element, and nothing in the Tab order is invisible when it
 * has focus. Each page state has two tests, axe and the controls.
 */

const WIDTHS = [
  { name: 'phone 390', options: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  { name: 'desktop 1280', options: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
] as const;

async function axeFindsNothing(page: Page) {
  expect(await axeViolations(page), 'axe: WCAG 2.1 A/AA violations').toEqual([]);
}

async function controlsReachable(page: Page) {
  const covered = await coveredControls(page);
  const invisible = await invisibleFocusables(page);
  expect([...covered, ...invisible], 'covered controls and invisible focus').toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.describe.configure({ mode: 'serial', timeout: 240_000 });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      context = await browser.newContext({
        ...width.options,
        serviceWorkers: 'block',
        // A client address of its own (tests/e2e/shopper-test.ts): its logins never count against another journey's.
        extraHTTPHeaders: { 'cf-connecting-ip': `10.49.4.${width.options.viewport.width === 390 ? 1 : 2}` },
      });
      page = await context.newPage();
      await answerFirstVisit(page, SK);
      await answerFirstVisit(page, CZ);
    });

    test.afterAll(async () => {
      await context?.close();
    });

    /** One page state: its axe test, then its controls test on the very same state. */
    function pageKind(name: string, open: () => Promise<void>) {
      test(`${name}: axe finds no WCAG 2.1 A/AA violation`, async () => {
        await open();
        await axeFindsNothing(page);
      });
      test(`${name}: no control covered, nothing invisible in the Tab order`, async () => {
        await controlsReachable(page);
      });
    }

    pageKind('the accessibility statement', async () => {
      await page.goto(`${SK}/pristupnost`);
      await expect(page.getByRole('heading', { level: 1, name: 'Vyhlásenie o prístupnosti' })).toBeVisible();
      await hydrated(page);
    });

    pageKind('home', async () => {
      await page.goto(`${SK}/`);
      await hydrated(page);
    });

    pageKind('a category with its filters open', async () => {
      await page.goto(`${SK}/masazne-oleje`);
      await hydrated(page);
      const toggle = page.getByTestId('filters-toggle');
      if (await toggle.isVisible()) {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
    });

    pageKind('a product with its sections below the fold', async () => {
      await page.goto(`${SK}/masazne-oleje`);
      await hydrated(page);
      await openFirstProduct(page);
      await scrollToProductExtras(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    });

    pageKind('a product: the added-to-cart dialog', async () => {
      await page.getByTestId('add-to-cart').first().click();
      await expect(page.getByTestId('item-added-modal')).toBeVisible();
    });

    pageKind('the header search with its suggestions open', async () => {
      await page.goto(`${SK}/`);
      await hydrated(page);
      const box = page.getByRole('combobox', { name: 'Vyhľadávanie' });
      if (!(await box.isVisible())) await page.getByRole('button', { name: 'Vyhľadávanie' }).click();
      await box.fill('gel');
      await expect(page.getByRole('listbox', { name: 'Vyhľadávanie' }).getByRole('option').first()).toBeVisible();
    });

    pageKind('search results', async () => {
      await page.goto(`${SK}/hladat?q=gel`);
      await hydrated(page);
    });

    pageKind('the cart with an item', async () => {
      await addVariantToCart(page, 10);
      await page.goto(`${SK}/kosik`);
      await expect(page.getByTestId('cart-line').first()).toBeVisible();
      await hydrated(page);
    });

    pageKind('checkout shipping and payment, nothing chosen', async () => {
      await page.getByTestId('cart-continue').click();
      await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
      await page.getByTestId('to-details').click();
      await expect(page.locator('.checkout-methods .field__error').first()).toBeVisible();
    });

    pageKind('checkout details, sent empty', async () => {
      await page.locator('input[name="shipper"][data-code="COURIER"]').check();
      await page.locator('input[name="payment"][data-code="TRANSFER"]').check();
      await page.getByTestId('to-details').click();
      await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
      await hydrated(page);
      await page.getByTestId('place-order').click();
      await expect(page.locator('.checkout-info [aria-invalid="true"]').first()).toBeVisible();
    });

    pageKind('the thank-you page', async () => {
      const form = page.getByTestId('checkout-form');
      const values = {
        fullName: 'Jana Nováková',
        email: `a11y-${width.options.viewport.width}-${Date.now()}@example.sk`,
        phone: '+421 900 123 456',
        street: 'Hlavná',
        houseNumber: '12',
        city: 'Bratislava',
        postcode: '811 01',
      };
      for (const [name, value] of Object.entries(values)) await form.locator(`input[name="${name}"]`).fill(value);
      await page.locator('label[for$="-terms"]').click();
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('order-code')).toBeVisible();
    });

    pageKind('the order status', async () => {
      await page.getByTestId('order-status-link').click();
      await expect(page.getByTestId('order-status')).toBeVisible();
      await hydrated(page);
    });

    pageKind('the order status look-up, nothing found', async () => {
      await page.goto(`${SK}/stav-objednavky?code=NO-SUCH-ORDER`);
      await expect(page.getByTestId('order-not-found')).toBeVisible();
      await hydrated(page);
    });

    pageKind('login, sent empty', async () => {
      await page.goto(`${SK}/prihlasit`);
      await hydrated(page);
      await page.getByTestId('login-form').locator('button[type="submit"]').click();
      await expect(page.getByTestId('login-form').locator('[aria-invalid="true"]').first()).toBeVisible();
    });

    pageKind('register, sent empty', async () => {
      await page.goto(`${SK}/registrovat`);
      await hydrated(page);
      await page.getByTestId('register-form').locator('button[type="submit"]').click();
      await expect(page.getByTestId('register-form').locator('[aria-invalid="true"]').first()).toBeVisible();
    });

    let orderId = 0;
    let listId = 0;
    pageKind('the account dashboard', async () => {
      const email = await registerOwnAccount(page, SK, `a11y-${width.options.viewport.width}`);
      await postFromPage(page, '/api/oauth/login', { email, password: DEMO_PASSWORD });
      await postFromPage(page, '/api/v1/cart/items', { id: 10, type: 'variant', amount: 1 });
      const placed = (await postFromPage(page, '/api/v1/cart/place', {
        name: 'Eva Nováková',
        firstName: 'Eva',
        lastName: 'Nováková',
        email,
        phone: '+421 900 123 456',
        billing_address: { street: 'Hlavná 1', city: 'Bratislava', postcode: '811 01', country_code: 'SVK' },
        business: null,
        shipping: null,
        custom: {},
        payment_id: 2,
        shipper_id: 2,
        terms: true,
      })) as { data: { id: number } };
      orderId = placed.data.id;
      const list = (await postFromPage(page, '/api/v1/user/shopping-lists', { name: 'Na víkend' })) as {
        data: { id: number };
      };
      listId = list.data.id;
      await postFromPage(page, `/api/v1/user/shopping-lists/${listId}/items`, { id: 121, amount: 2 });
      await page.goto(`${SK}/uzivatel/prehled`);
      await expect(page.getByTestId('dashboard')).toBeVisible();
      await hydrated(page);
    });

    for (const [name, path] of [
      ['the account’s orders', '/uzivatel/objednavky'],
      ['the account’s order', () => `/uzivatel/objednavky/${orderId}`],
      ['the account’s favourites', '/uzivatel/oblubene'],
      ['the account’s personal details', '/uzivatel/osobni-udaje'],
      ['the account’s password change', '/uzivatel/zmena-hesla'],
      ['the account’s shopping lists', '/uzivatel/nakupne-zoznamy'],
    ] as const) {
      pageKind(name, async () => {
        await page.goto(`${SK}${typeof path === 'string' ? path : path()}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await hydrated(page);
      });
    }

    pageKind('a shopping list', async () => {
      await page.goto(`${SK}/uzivatel/nakupne-zoznamy/${listId}`);
      await expect(page.getByTestId('list-products')).toBeVisible();
      await hydrated(page);
    });

    pageKind('the 404 page', async () => {
      const answer = await page.goto(`${SK}/tato-stranka-neexistuje`);
      expect(answer?.status()).toBe(404);
      await hydrated(page);
    });

    // The Czech site: its own words, currency and footer.
    pageKind('cz: home', async () => {
      await page.goto(`${CZ}/`);
      await hydrated(page);
    });

    pageKind('cz: a product', async () => {
      await page.goto(`${CZ}/masazni-oleje`);
      await hydrated(page);
      await openFirstProduct(page);
    });

    pageKind('cz: the accessibility statement', async () => {
      await page.goto(`${CZ}/pristupnost`);
      await expect(page.getByRole('heading', { level: 1, name: 'Prohlášení o přístupnosti' })).toBeVisible();
      await hydrated(page);
    });
  });
}
