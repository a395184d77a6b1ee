import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { expect, test } from './shopper-test';
import { answerFirstVisit, shot, SK, hydrated } from './visitor';

/**
 * Issue 15 item 10, the smaller items a shopper sees: one newsletter block on the home page (the
 * CMS one, with its own title), product boxes with their description.
 */

// A ceiling, not a speed check: page loads on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function returning(page: Page) {
  await answerFirstVisit(page, SK);
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use(
      width === 390
        ? { viewport: { width: 390, height: 844 } }
        : { viewport: { width, height: 800 }, isMobile: false, hasTouch: false },
    );

    test('home shows one newsletter block, the CMS one with its title and text', async ({ page }) => {
      await returning(page);
      await page.goto(`${SK}/`);
      const visible = page.locator('section.newsletter:visible');
      await expect(visible).toHaveCount(1);
      await expect(visible.getByRole('heading', { name: 'Tipy a inšpirácia do e-mailu' })).toBeVisible();
      await expect(visible.getByText('Raz za mesiac, bez spamu.')).toBeVisible();
      await visible.scrollIntoViewIfNeeded();
      await shot(page, 'home-newsletter');
      // Pages without a CMS block keep the layout's.
      await page.goto(`${SK}/kontakt`);
      await expect(page.locator('section.newsletter:visible')).toHaveCount(1);
    });

    test('product boxes show their description', async ({ page }) => {
      await returning(page);
      await page.goto(`${SK}/masazne-oleje`);
      const box = page.getByTestId('product-box').first();
      await expect(box.locator('.product-box__description')).toBeVisible();
      await expect(box.locator('.product-box__description')).toContainText('od značky');
      await box.scrollIntoViewIfNeeded();
      await shot(page, 'product-box-description');
    });
  });
}

test.describe('for credits 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('?for_credits: a guest is sent to log in and back; the add-to-cart then pays the line with credits', async ({
    page,
  }) => {
    await returning(page);
    // An account of its own: the line goes into the signed-in account's cart.
    const email = await registerOwnAccount(page, SK, 'credits');
    await page.goto(`${SK}/`);
    const slug = await page.evaluate(async () => {
      for (let id = 1; id <= 60; id++) {
        const answer = await fetch(`/api/v1/products/${id}`);
        if (!answer.ok) continue;
        const product = (await answer.json()).data;
        if (product.availability?.isAvailable && product.prices.unitWithTax > 0 && !product.hasVariants)
          return product.slug as string;
      }
      return '';
    });
    expect(slug).not.toBe('');
    await page.goto(`${SK}/produkt/${slug}?for_credits=1`);
    await page.getByRole('link', { name: 'Prihláste sa a kúpte ho za vernostné kredity' }).click();
    const form = page.getByTestId('login-form');
    await expect(form).toBeVisible();
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="password"]').fill(DEMO_PASSWORD);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/produkt/${slug}\\?for_credits=1$`));
    await expect(page.getByTestId('for-credits')).toHaveText('Tento produkt kupujete za vernostné kredity.');
    await hydrated(page);
    await shot(page, 'product-for-credits');
    await page.locator('.buy-box__actions').getByRole('button').last().click();
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const cart = (await (await fetch('/api/v1/cart')).json()).data;
          return cart.items.some((item: any) => item.attributes.credits === true);
        }),
      )
      .toBe(true);
  });
});
