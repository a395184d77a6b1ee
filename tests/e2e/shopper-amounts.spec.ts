import { expect, test } from './shopper-test';
import { answerFirstVisit, CZ, SK, shot, WIDTHS, hydrated } from './visitor';

/**
 * Issue 31: every amount in the shopper's currency and the shop's format (the header, the category's
 * banner, the coupon's minimum), one message per error (the coupon's refusal was inline and a toast,
 * tries piled up), and the small promises: one swatch per colour, the hero's title once.
 */

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('Czech with euros: the header and the category banner name the threshold in euros', async ({ page }) => {
      await answerFirstVisit(page, CZ);
      await page.goto(`${CZ}/masazni-oleje?currency=EUR`);
      await expect(page.getByText('Při nákupu nad 49 €.')).toBeVisible();
      await expect(page.getByText(/Doprava zdarma nad 49\s€/)).toHaveCount(1);
      await expect(page.getByText(/1\s200\sKč/)).toHaveCount(0);
      await shot(page, 'amounts-cs-eur');
    });

    test('German with crowns on the Czech site: "Versandkostenfrei ab 1 200 Kč"', async ({ page }) => {
      await answerFirstVisit(page, CZ);
      await page.context().addCookies([
        { name: 'locale', value: 'de', domain: 'cz.localhost', path: '/' },
        { name: 'currency', value: 'CZK', domain: 'cz.localhost', path: '/' },
      ]);
      await page.goto(`${CZ}/massageoele`);
      await expect(page.getByText(/Versandkostenfrei ab 1\s200\sKč/)).toHaveCount(1);
      await expect(page.getByText(/49\s€/)).toHaveCount(0);
      await shot(page, 'amounts-de-czk');
    });

    test("the coupon's minimum reads as money, once, beside the field, however often it is tried", async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/`);
      const added = await page.evaluate(async () => {
        const r = await fetch('/api/v1/cart/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: 40, type: 'variant', amount: 1 }), // 5,90 €: under the coupon's 60 €
        });
        return r.ok;
      });
      expect(added).toBe(true);
      await page.goto(`${SK}/kosik`);
      const coupon = page.locator('form.coupon');
      await expect(coupon.locator('button[type="submit"]')).toBeEnabled();
      for (let i = 0; i < 3; i++) {
        await coupon.locator('input').fill('LETO15');
        await coupon.locator('button[type="submit"]').click();
        await expect(coupon.getByRole('alert')).toHaveText('Tento zľavový kód platí pri nákupe aspoň za 60,00 €.');
      }
      // One message for the error: beside the field, not again as notifications.
      await expect(page.getByText(/aspoň za 60/)).toHaveCount(1);
      await expect(page.locator('.notification')).toHaveCount(0);
      await shot(page, 'coupon-minimum');
    });

    test('a box whose sizes share a colour shows that colour once; the hero title shows once', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/spodna-bielizen`);
      const boxes = page.getByTestId('product-box');
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) {
        const names = await box
          .getByRole('list', { name: 'Farby' })
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
        expect(new Set(names).size, `${names.join(', ')}`).toBe(names.length);
      }
      await shot(page, 'swatches');

      await page.goto(`${SK}/`);
      await expect(page.locator('.home-banner').first().getByText('Chvíľa pre seba')).toHaveCount(1);
      await shot(page, 'hero');
    });
  });
}

test('too many login tries say how long to wait', async ({ page }) => {
  await answerFirstVisit(page, SK);
  await page.goto(`${SK}/prihlasit`);
  const form = page.locator('form').filter({ has: page.locator('input[name="password"]') });
  await hydrated(page);
  // An address no other journey signs in with: the limit counts per address as well as per client,
  // so tries on a shared account would lock other journeys out of it for a minute.
  const email = `pokusy-${crypto.randomUUID()}@demo.sk`;
  // The limit is 10 tries per 60 s window: 32 tries reach it even when a window ends after the 10th.
  for (let i = 0; i < 32; i++) {
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(`wrong-${i}-password`);
    await form.locator('button[type="submit"]').click();
    const limited = page.getByText(/Skúste to prosím znova o \d+ s\./);
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    if (await limited.count()) break;
  }
  await expect(page.getByText('Príliš veľa pokusov za krátky čas. Skúste to prosím znova o 60 s.')).toBeVisible();
  await shot(page, 'too-many-tries');
});
