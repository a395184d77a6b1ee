import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, openFirstProduct } from './visitor';

/**
 * Issue 27: the "added to cart" dialog confirms only what the cart holds afterwards. A browser that
 * refuses the cart's cookie (blocked cookies; WebKit refusing a Secure cookie over http) got the
 * dialog although its cart stayed empty: the dialog trusted the click and the write's own answer.
 */
test('a refused cart cookie shows an error instead of the added-to-cart dialog', async ({ page }) => {
  await answerFirstVisit(page, SK);
  // The browser does not keep the guest cart's cookie: the store's answer arrives without it.
  let adds = 0;
  await page.route('**/api/v1/cart/items', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    adds += 1;
    // Node does not resolve *.localhost: the same request to 127.0.0.1, with the site's Host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
    const headers = response.headers();
    delete headers['set-cookie'];
    await route.fulfill({ response, headers });
  });
  await page.goto(`${SK}/lubrikacne-gely`);
  await openFirstProduct(page);

  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByRole('alert')).toContainText('Tovar sa do košíka nedostal');
  expect(adds).toBe(1);
  await expect(page.getByTestId('item-added-modal')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');

  // With the cookie kept, the same click confirms the line the cart now holds.
  await page.unroute('**/api/v1/cart/items');
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('item-added-modal')).toContainText('1×');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});
