import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount, uniqueEmail } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, openUnhydrated, SK, shot } from './visitor';
import { postFromPage } from './page-api';

// Issue 50.1: the withdrawal function (Directive 2023/2673, CRD Art. 11a) as a shopper uses it: from
// the footer link a guest names the order by code and e-mail, keeps one line of three, confirms
// ("Potvrdiť odstúpenie") and gets the acknowledgement with its date and time; the store's outbox
// holds the e-mail and the order status page shows the withdrawal. A signed-in shopper withdraws from
// the account's order; a wrong e-mail is refused like an unknown code; an order past its 14 days
// points to the complaint page; a hygienic line is warned about before confirming.
const SITES = [
  {
    name: 'sk',
    origin: SK,
    link: 'Odstúpiť od zmluvy',
    next: 'Pokračovať',
    confirm: 'Potvrdiť odstúpenie',
    find: 'Nájsť objednávku',
    phone: '+421 900 123 456',
    country: 'SVK',
    city: 'Bratislava',
    postcode: '811 01',
  },
  {
    name: 'cz',
    origin: CZ,
    link: 'Odstoupit od smlouvy',
    next: 'Pokračovat',
    confirm: 'Potvrdit odstoupení',
    find: 'Najít objednávku',
    phone: '+420 601 123 456',
    country: 'CZE',
    city: 'Praha',
    postcode: '110 00',
  },
] as const;
type Site = (typeof SITES)[number];
const WIDTHS = [390, 1280] as const;
/** Three saleable demo variants; the first is of a hygienic material (silicone), the others are not. */
const VARIANTS = [10, 20, 40] as const;

interface Placed {
  code: string;
  items: { id: number; type: string; name: string }[];
}

/** An order of the three variants placed from a page of `site` (as a guest, or as the shopper logged in). */
async function placeOrder(page: Page, site: Site, email: string): Promise<Placed> {
  await page.goto(`${site.origin}/kontakt`);
  for (const id of VARIANTS) await postFromPage(page, '/api/v1/cart/items', { id, type: 'variant', amount: 1 });
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
  })) as { data: Placed };
  // A fresh browser state for the journey: the placing browser's cookie would open the order by itself.
  await page.context().clearCookies({ name: 'placed-order' });
  return placed.data;
}

const productLines = (order: Placed) => order.items.filter((i) => i.type === 'product');

async function outbox(page: Page, code: string) {
  return (await page.evaluate(async (c) => (await fetch(`/__demo/outbox?order=${c}`)).json(), code)) as {
    data: { to: string; subject: string; body: string }[];
  };
}

/** On the choose step: keeps the last line, confirms the other two; ends on the acknowledgement. */
async function withdrawTwoOfThree(page: Page, site: Site, order: Placed, width: number) {
  const lines = productLines(order);
  const choose = page.getByTestId('withdrawal-choose');
  await expect(choose).toBeVisible();
  await expect(page.getByTestId('withdrawal-period')).toBeVisible();
  // The silicone line is hygienic goods: warned before confirming, and still selectable.
  await expect(page.getByTestId('withdrawal-hygienic')).toBeVisible();
  await shot(page, `withdrawal-choose-${site.name}`);
  await choose.getByLabel(lines[2]!.name).uncheck();
  await choose.getByRole('button', { name: site.next }).click();
  const confirm = page.getByTestId('withdrawal-confirm');
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId('withdrawal-chosen').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('withdrawal-hygienic')).toBeVisible();
  await shot(page, `withdrawal-confirm-${site.name}`);
  await confirm.getByRole('button', { name: site.confirm }).click();
  const done = page.getByTestId('withdrawal-done');
  await expect(done).toBeVisible();
  // The acknowledgement: date and time, the order, the two lines.
  await expect(page.getByTestId('withdrawal-at')).toHaveText(/\d{1,2}\.\s?\d{1,2}\.\s?\d{4}.*\d{2}:\d{2}/);
  await expect(done).toContainText(order.code);
  await expect(page.getByTestId('withdrawal-done-lines').locator('li')).toHaveCount(2);
  await expect(done).toContainText(lines[0]!.name);
  await expect(done).not.toContainText(lines[2]!.name);
  const box = await done.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(width);
  await shot(page, `withdrawal-done-${site.name}`);
}

test.describe.configure({ timeout: 240_000 });

for (const site of SITES) {
  for (const width of WIDTHS) {
    test(`${site.name} at ${width} px: a guest withdraws from two lines of three from the footer link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerFirstVisit(page, site.origin);
      const email = uniqueEmail(`withdraw-${site.name}${width}`);
      const order = await placeOrder(page, site, email);

      await page.goto(`${site.origin}/`);
      await page.getByTestId('footer-withdrawal').click();
      await expect(page).toHaveURL(/\/odstupenie-od-zmluvy$/);
      await page.locator('#withdrawal-code').fill(order.code);
      await page.locator('#withdrawal-email').fill(email);
      await page.getByRole('button', { name: site.find }).click();
      await withdrawTwoOfThree(page, site, order, width);

      const mails = (await outbox(page, order.code)).data;
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe(email);
      expect(mails[0]!.body).toContain(productLines(order)[0]!.name);

      await page.goto(`${site.origin}/stav-objednavky?code=${order.code}`);
      await expect(page.getByTestId('order-status-withdrawal')).toBeVisible();
    });
  }
}

test('a signed-in shopper withdraws from an order in the account (sk 390 px, cz 1280 px)', async ({ page }) => {
  for (const [site, width] of [
    [SITES[0], 390],
    [SITES[1], 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await answerFirstVisit(page, site.origin);
    const email = await registerOwnAccount(page, site.origin, `withdraw-own-${site.name}`);
    await postFromPage(page, '/api/oauth/login', { email, password: DEMO_PASSWORD });
    const order = await placeOrder(page, site, email);
    await page.goto(`${site.origin}/uzivatel/objednavky`);
    await page.getByTestId('order-row').filter({ hasText: order.code }).getByRole('link').first().click();
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await page.getByTestId('order-withdraw').click();
    await withdrawTwoOfThree(page, site, order, width);
  }
});

test('a wrong e-mail is refused like an unknown code, also before the page is hydrated (sk 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await answerFirstVisit(page, SK);
  const email = uniqueEmail('withdraw-wrong');
  const order = await placeOrder(page, SITES[0], email);
  const refusal = async (code: string, typed: string) => {
    const release = await openUnhydrated(page, `${SK}/odstupenie-od-zmluvy`);
    await page.locator('#withdrawal-code').fill(code);
    await page.locator('#withdrawal-email').fill(typed);
    await page.getByRole('button', { name: 'Nájsť objednávku' }).click();
    await expect(page.getByTestId('withdrawal-not-found')).toBeVisible();
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    return page.getByTestId('withdrawal-not-found').innerText();
  };
  const wrong = await refusal(order.code, 'nie-moj@example.sk');
  const unknown = await refusal('20991231-99999', email);
  expect(wrong).toBe(unknown);
  await expect(page.getByText(productLines(order)[0]!.name)).toHaveCount(0);
});

test('an order past its 14 days says so and points to the complaint page (cz 1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await answerFirstVisit(page, CZ);
  const email = uniqueEmail('withdraw-late');
  const order = await placeOrder(page, SITES[1], email);
  const delivered = await page.evaluate(
    async (code) =>
      (
        await fetch(`/__demo/orders/${code}/delivered`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ date: '2026-01-05' }),
        })
      ).status,
    order.code,
  );
  expect(delivered).toBe(200);
  await page.goto(`${CZ}/odstupenie-od-zmluvy`);
  await page.locator('#withdrawal-code').fill(order.code);
  await page.locator('#withdrawal-email').fill(email);
  await page.getByRole('button', { name: 'Najít objednávku' }).click();
  await expect(page.getByTestId('withdrawal-closed')).toContainText('uplynula');
  await page.getByTestId('withdrawal-complaint').click();
  await expect(page).toHaveURL(/\/reklamacia$/);
});
