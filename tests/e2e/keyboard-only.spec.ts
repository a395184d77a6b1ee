import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, hydrated, SK, WIDTHS } from './visitor';

/**
 * Issue 49.4: from a category to a placed order with the keyboard alone. After the category's
 * page.goto only Tab, Shift+Tab, Enter, Space, arrows, Escape and typing into fields: every focused
 * element shows a visible focus indicator (an outline or a box shadow, on itself or on the label or
 * box it sits in), no part of the page keeps focus (the wanted control is reached within a bound),
 * and the added-to-cart dialog gives focus back to the button that opened it.
 */
test.describe.configure({ timeout: 240_000 });

/** Whether the focused element (or the label or box it is drawn in) shows a focus indicator. */
async function focusShown(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Past the document's last control, Tab leaves the page for the browser's own stops, then comes back.
    if (!el || el === document.body) return null;
    const drawn = (node: Element) => {
      const s = getComputedStyle(node);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    const candidates = [
      el,
      ...((el as HTMLInputElement).labels ?? []),
      el.parentElement,
      el.parentElement?.parentElement,
    ];
    if (candidates.some((node) => node && drawn(node))) return null;
    const name = ['id', 'name', 'type', 'class']
      .map((a) => (el.getAttribute(a) ? ` ${a}="${el.getAttribute(a)}"` : ''))
      .join('');
    return `<${el.tagName.toLowerCase()}${name}> "${(el.textContent ?? '').trim().slice(0, 40)}" has no visible focus (${location.pathname})`;
  });
}

/**
 * Presses `key` until the focused element matches `selector` (at most `max` presses: more is a trap
 * or a lost control), checking the focus indicator at every stop.
 */
async function pressUntil(page: Page, key: string, selector: string, problems: string[], max = 250) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const problem = await focusShown(page);
    if (problem) problems.push(problem);
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${max} × ${key} never reached ${selector}`);
}

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('a category to a placed order with the keyboard alone', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/masazne-oleje`);
      await hydrated(page);
      const problems: string[] = [];

      // The first product of the listing.
      await pressUntil(page, 'Tab', '.product-box__name a', problems);
      await page.keyboard.press('Enter');
      await expect(page.locator('.buy-box')).toBeVisible();
      await hydrated(page);

      // Into the cart: the dialog takes focus, Escape closes it and focus is back on the button.
      await pressUntil(page, 'Tab', '.buy-box [data-testid="add-to-cart"]', problems);
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('item-added-modal');
      await expect(dialog).toBeVisible();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => focusedTestId(page)).toBe('add-to-cart');
      // Again, and on to the cart from the dialog (Tab stays inside it).
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await pressUntil(
        page,
        'Tab',
        '[role="dialog"] a[href$="/kosik"], [role="dialog"] [data-testid="to-cart"]',
        problems,
        20,
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/kosik$/);
      await expect(page.getByTestId('cart-line').first()).toBeVisible();
      await hydrated(page);

      await pressUntil(page, 'Tab', '[data-testid="cart-continue"]', problems);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
      await hydrated(page);

      // Shipping and payment: a radio group is one Tab stop, the arrows choose in it.
      await pressUntil(page, 'Tab', 'input[name="shipper"]', problems);
      for (let i = 0; i < 10 && !(await page.locator('input[name="shipper"][data-code="COURIER"]').isChecked()); i += 1)
        await page.keyboard.press('ArrowDown');
      await expect(page.locator('input[name="shipper"][data-code="COURIER"]')).toBeChecked();
      await pressUntil(page, 'Tab', 'input[name="payment"]', problems);
      for (
        let i = 0;
        i < 10 && !(await page.locator('input[name="payment"][data-code="TRANSFER"]').isChecked());
        i += 1
      )
        await page.keyboard.press('ArrowDown');
      await expect(page.locator('input[name="payment"][data-code="TRANSFER"]')).toBeChecked();
      await pressUntil(page, 'Tab', '[data-testid="to-details"]', problems);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/kosik\/dodacie-udaje$/);
      await hydrated(page);

      // The details, field by field, the terms with Space, then the order.
      const values: Record<string, string> = {
        fullName: 'Jana Nováková',
        email: `keyboard-${width.use.viewport.width}-${Date.now()}@example.sk`,
        phone: '+421 900 123 456',
        street: 'Hlavná',
        houseNumber: '12',
        city: 'Bratislava',
        postcode: '811 01',
      };
      for (const [name, value] of Object.entries(values)) {
        await pressUntil(page, 'Tab', `[data-testid="checkout-form"] input[name="${name}"]`, problems);
        await page.keyboard.type(value);
      }
      await pressUntil(page, 'Tab', 'input[id$="-terms"]', problems, 60);
      await page.keyboard.press('Space');
      await expect(page.locator('input[id$="-terms"]')).toBeChecked();
      await pressUntil(page, 'Tab', '[data-testid="place-order"]', problems, 60);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('order-code')).toBeVisible();

      // Shift+Tab walks back as well: no part of the page holds focus in either direction.
      await pressUntil(page, 'Shift+Tab', 'a.site-logo, a[href="/"]', problems);
      expect(problems).toEqual([]);
    });
  });
}
