import { expect, test } from './shopper-test';
import { addVariantToCart, answerFirstVisit, hydrated, SK } from './visitor';

// Issue 52.2: on the cart the quantity stepper's "−" turned `disabled` while it had focus (its
// minimum was known only once a lazy chunk loaded on the first focus), so focus fell to <body>. The
// limits are known at render, and a button that cannot act is aria-disabled, never disabled: pressed
// by keyboard down to the minimum, and while the cart saves, "−" keeps focus.
test('the cart stepper keeps focus on "−" when the keyboard steps down to the minimum', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await answerFirstVisit(page, SK);
  await page.goto(`${SK}/kontakt`);
  await addVariantToCart(page, 121, 2);
  await page.goto(`${SK}/kosik`);
  await hydrated(page);

  const line = page.getByTestId('cart-line').first();
  const minus = line.getByRole('button', { name: 'Ubrať kus' });
  const amount = line.locator('.quantity-stepper__input');
  await expect(amount).toHaveValue('2');
  // The server's markup already says whether "−" can act (2 > the minimum 1).
  await expect(minus).toHaveAttribute('aria-disabled', 'false');
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(amount).toHaveValue('1');
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await expect(line.locator('.quantity-stepper')).not.toHaveAttribute('aria-busy', 'true');
  await expect(minus).toBeFocused();
  // At the minimum another press does nothing and keeps focus.
  await page.keyboard.press('Enter');
  await expect(amount).toHaveValue('1');
  await expect(minus).toBeFocused();
});
