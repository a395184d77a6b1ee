import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { postFromPage } from './page-api';
import { expect, test } from './shopper-test';
import { addVariantToCart, answerFirstVisit, hydrated, SK, WIDTHS } from './visitor';

/**
 * Issue 52.4 and 52.5: after a client navigation the new page's main heading has focus and a polite
 * live region names the page (a checkout step's heading too); Forward puts the page where the
 * shopper left it, as Back does; on a phone the checkout's done steps stay visible links (their
 * number), never 1 px links in the Tab order; the date of birth shows a focus ring.
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function expectPageFocused(page: Page) {
  const heading = page.locator('main#main h1').first();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  const name = ((await heading.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await expect(page.locator('#page-announcer')).toHaveText(name);
  await expect(page.locator('#page-announcer')).toHaveAttribute('aria-live', 'polite');
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('a client navigation focuses the new heading and names the page; Forward restores scroll as Back does', async ({
      page,
    }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/`);
      await hydrated(page);
      const before = page.locator('main#main h1').first();
      await expect(before).toBeVisible();

      // The footer's link: the home page is scrolled down to it.
      const faq = page.locator('footer').getByRole('link', { name: 'Najčastejšie otázky' });
      await faq.scrollIntoViewIfNeeded();
      const leftHomeAt = await scrollY(page);
      expect(leftHomeAt).toBeGreaterThan(300);
      await faq.click();
      await expect(page).toHaveURL(/\/najcastejsie-dotazy$/);
      await expectPageFocused(page);
      await expect(page.locator('#page-announcer')).toHaveText('Najčastejšie otázky');

      // Scrolled down the FAQ, then Back and Forward.
      const faqY = await page.evaluate(() => {
        window.scrollTo(0, Math.min(500, document.documentElement.scrollHeight - innerHeight));
        return Math.round(window.scrollY);
      });
      expect(faqY).toBeGreaterThan(100);
      await page.goBack();
      await expect(page).toHaveURL(`${SK}/`);
      await expect.poll(() => scrollY(page)).toBe(leftHomeAt);
      await expectPageFocused(page);
      expect(await scrollY(page)).toBe(leftHomeAt);
      await page.goForward();
      await expect(page).toHaveURL(/\/najcastejsie-dotazy$/);
      await expect.poll(() => scrollY(page)).toBe(faqY);
      await expectPageFocused(page);
    });

    test('the checkout step heading takes focus; done steps stay visible links; the date of birth shows focus', async ({
      page,
    }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/kontakt`);
      await addVariantToCart(page, 121, 1);
      await page.goto(`${SK}/kosik`);
      await hydrated(page);
      await page.getByTestId('cart-continue').click();
      await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
      await expectPageFocused(page);

      // The cart step is done: its link is on screen (its number at least) wherever it is in the Tab order.
      const done = page.getByRole('navigation', { name: 'Kroky objednávky' }).getByRole('link');
      await expect(done).toHaveCount(1);
      await expect(done).toHaveAccessibleName('Košík');
      const box = await done.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);

      // The date of birth (the account's own form): focused by keyboard, it draws a ring.
      const email = await registerOwnAccount(page, SK, `focus-dob-${page.viewportSize()?.width}`);
      await postFromPage(page, '/api/oauth/login', { email, password: DEMO_PASSWORD });
      await page.goto(`${SK}/uzivatel/osobni-udaje`);
      await hydrated(page);
      const birth = page.getByLabel('Dátum narodenia');
      await page.getByLabel('Oslovenie').focus();
      for (let i = 0; i < 5 && !(await birth.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(birth).toBeFocused();
      const outline = await birth.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    });
  });
}
