import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 15 item 10, the smaller items a shopper sees: one newsletter block on the home page (the
 * CMS one, with its own title), product boxes with their description.
 */

const port = Number(process.env.E2E_PORT ?? 8788);
const host = 'sk.localhost';
const SK = `http://${host}:${port}`;

// A ceiling, not a speed check: page loads on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function returning(page: Page) {
  await page.context().addCookies([
    { name: 'closed-modals', value: 'age-18,welcome-campaign,discount-code', domain: host, path: '/' },
    { name: 'cookie-consent', value: 'necessary', domain: host, path: '/' },
  ]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/firstmin/${name}-${page.viewportSize()?.width ?? 0}.png` });
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
