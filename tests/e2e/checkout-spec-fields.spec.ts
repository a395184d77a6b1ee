import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { addVariantToCart, answerFirstVisit, SK, shot, WIDTHS } from './visitor';

/**
 * Issue 31 "spec features still missing", in checkout: the date of birth and the business terms are
 * offered (SPEC 3 checkout input fields), and billing info switches on when a company field is
 * filled (SPEC 4), the billing address starting as the delivery address. Driven by visible text.
 */

/** A guest with one product in the cart, on the delivery details step with courier and bank transfer. */
async function toDeliveryDetails(page: Page) {
  await answerFirstVisit(page, SK);
  await page.goto(`${SK}/kosik`);
  await addVariantToCart(page, 10);
  await page.goto(`${SK}/kosik/doprava-a-platba`);
  await page.locator('input[name="shipper"][data-code="COURIER"]').check();
  await page.locator('input[name="payment"][data-code="TRANSFER"]').check();
  await page.getByTestId('to-details').click();
  await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
}

const form = (page: Page) => page.getByTestId('checkout-form');

async function fillContactAndAddress(page: Page, email: string) {
  await form(page).getByLabel('Meno a priezvisko').fill('Jana Nováková');
  await form(page).getByLabel('E-mail', { exact: false }).first().fill(email);
  await form(page).getByLabel('Telefón', { exact: false }).first().fill('+421 900 123 456');
  await form(page).getByLabel('Ulica', { exact: false }).first().fill('Hlavná');
  await form(page).getByLabel('Číslo domu', { exact: false }).first().fill('12');
  await form(page).getByLabel('Mesto', { exact: false }).first().fill('Bratislava');
  await form(page).getByLabel('PSČ', { exact: false }).first().fill('811 01');
}

async function storedOrder(page: Page, email: string) {
  const orders = (await page.evaluate(async () => (await fetch('/__demo/orders')).json())) as {
    data: { customer: { email: string; tin: string | null }; attributes: { custom: Record<string, unknown> } }[];
  };
  return orders.data.find((o) => o.customer.email === email);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('the shopper may give a date of birth; a minor is told why, an adult orders with it', async ({ page }) => {
      await toDeliveryDetails(page);
      const email = `dob-${width.use.viewport.width}-${Date.now()}@example.sk`;
      await fillContactAndAddress(page, email);
      const dateOfBirth = form(page).getByLabel('Dátum narodenia');
      await expect(dateOfBirth).toBeVisible();
      await expect(page.getByText('Nepovinné. Nákup je možný len od 18 rokov.')).toBeVisible();
      await dateOfBirth.fill('2015-04-01');
      await dateOfBirth.blur();
      await expect(page.getByText('Nákup je možný len od 18 rokov.', { exact: true })).toBeVisible();
      await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
      await shot(page, 'checkout-date-of-birth-minor');
      await dateOfBirth.fill('1990-04-01');
      await expect(dateOfBirth).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByText('Súhlasím s obchodnými podmienkami a beriem na vedomie').click();
      await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
      await expect(page.getByTestId('order-code')).toBeVisible();
      expect((await storedOrder(page, email))?.attributes.custom).toMatchObject({ dateOfBirth: '1990-04-01' });
    });

    test('a company: its IČO opens the billing details with the delivery address, and the business terms are asked', async ({
      page,
    }) => {
      await toDeliveryDetails(page);
      const email = `b2b-${width.use.viewport.width}-${Date.now()}@example.sk`;
      await fillContactAndAddress(page, email);
      const billing = form(page).getByRole('group', { name: 'Fakturačné údaje' });
      await expect(billing.getByLabel('Ulica')).toHaveCount(0);
      await page.getByText('Firma', { exact: true }).click();
      await form(page).getByLabel('Názov firmy').fill('Wellness Trade s.r.o.');
      await form(page).getByLabel('IČO').fill('25596641');
      // SPEC 4: billing info is on, and starts as the delivery address (nothing typed twice).
      await expect(billing.getByLabel('Ulica')).toHaveValue('Hlavná');
      await expect(billing.getByLabel('Mesto')).toHaveValue('Bratislava');
      await expect(billing.getByLabel('Zadať fakturačné údaje')).toBeChecked();
      await page.getByText('Súhlasím s obchodnými podmienkami a beriem na vedomie').click();
      await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
      await expect(
        page.getByText('Pre nákup na firmu je potrebný súhlas s obchodnými podmienkami pre firmy.'),
      ).toBeVisible();
      await expect(page.getByTestId('order-code')).toHaveCount(0);
      await shot(page, 'checkout-business-terms');
      await page.getByText('Súhlasím s obchodnými podmienkami pre firemných zákazníkov').click();
      await page.getByRole('button', { name: 'Objednať s povinnosťou platby' }).click();
      await expect(page.getByTestId('order-code')).toBeVisible();
      const order = await storedOrder(page, email);
      expect(order?.customer.tin).toBe('25596641');
      expect(order?.attributes.custom).toMatchObject({ businessTerms: true });
    });
  });
}
