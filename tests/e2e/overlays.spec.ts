import { expect, test } from './shopper-test';
import { answerFirstVisit, expectOutsideClickFreeze, SK, shot, WIDTHS, hydrated, openFirstProduct } from './visitor';

/**
 * Issue 31 item 2: at most one overlay at a time, by one rule (shared/overlay-rules.ts): the 18+
 * gate, then the cookie banner, then the language banner, then an offer; the optional ones never
 * over a focused field or an open drawer.
 */

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.describe('a Czech browser on the Slovak site', () => {
      test.use({ locale: 'cs-CZ' });

      test('the gate, then the cookie banner, then the language banner, which waits while the shopper types', async ({
        page,
      }) => {
        await page.goto(`${SK}/masazne-oleje`);
        await hydrated(page);
        const languageBanner = page.getByText(/Zdá sa, že ste z/);
        const cookies = page.getByRole('region', { name: 'Používame cookies' });
        await expect(page.getByRole('dialog', { name: 'Stránka je určená len pre dospelých' })).toBeVisible();
        await expect(cookies).toHaveCount(0);
        await expect(languageBanner).toHaveCount(0);

        await page.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' }).click();
        await expect(cookies).toBeVisible();
        await expect(languageBanner).toHaveCount(0);
        await shot(page, 'overlays-cookie-banner-alone');

        await cookies.getByRole('button', { name: 'Odmietnuť všetky' }).click();
        await expect(languageBanner).toBeVisible();
        await shot(page, 'overlays-language-banner');

        // Typing in the header search: the banner steps aside, and comes back once the field is left.
        const search = page.getByRole('combobox', { name: 'Vyhľadávanie' });
        await search.click();
        await expect(languageBanner).toHaveCount(0);
        await search.press('Escape');
        await page.getByRole('heading', { level: 1 }).click();
        await expect(languageBanner).toBeVisible();
      });
    });
  });
}

test.describe('phone 390: the filter drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the welcome offer never slides in under the open filter drawer; it comes once the drawer is closed', async ({
    page,
  }) => {
    await answerFirstVisit(page, SK, { closed: ['age-18'] });
    await page.clock.install();
    await page.goto(`${SK}/masazne-oleje`);
    await expect(page.locator('[data-offers-eligible="welcome-campaign"]')).toBeAttached();
    await page.getByRole('button', { name: 'Filtrovať' }).click();
    await expect(page.getByRole('button', { name: 'Zavrieť filtre' })).toBeVisible();
    await page.clock.runFor(8000);
    await expect(page.getByTestId('welcome-offer')).toHaveCount(0);
    await shot(page, 'overlays-drawer-without-offer');
    await page.getByRole('button', { name: 'Zavrieť filtre' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(2000);
    await expect(page.getByTestId('welcome-offer')).toBeVisible();
  });
});

test.describe('phone 390: a dialog just opened', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a click on the backdrop in the first 300 ms after a dialog opens is ignored (SPEC 4), one after that closes it', async ({
    page,
  }) => {
    await answerFirstVisit(page, SK);
    const start = new Date('2026-06-01T10:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.goto(`${SK}/lubrikacne-gely`);
    await openFirstProduct(page);
    // From here the page's clock moves only when the check moves it.
    await page.clock.pauseAt(start + 600_000);
    await page.getByTestId('add-to-cart').first().click();
    // The backdrop's own padding, beside the dialog.
    await expectOutsideClickFreeze(page, page.getByTestId('item-added-modal'), 4, 4);
  });
});
