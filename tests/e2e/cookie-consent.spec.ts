import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { browserCookie, CZ, hydrated, SK, shot, WIDTHS } from './visitor';

/**
 * Issue 50 items 2 and 3: consent a shopper refuses in one tap and changes at any time, and the
 * Consent Mode v2 signals the tag manager reads. The Czech dev site has a tag-manager container (a
 * local stand-in, /__demo/tag-manager.js, that loads one tag of its own); the Slovak one has none.
 */

const TAG_MANAGER = /\/__demo\/tag-manager/;

/** Past the 18+ gate and the offers, the cookie banner not answered yet. */
async function newVisitor(page: Page, origin: string) {
  await page
    .context()
    .addCookies([{ name: 'closed-modals', value: 'age-18,welcome-campaign,discount-code', url: origin }]);
}

/** Every request the page makes, so a journey can say none left for a tag or a third party. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** Consent mode's commands in the dataLayer, in order: [command, state]. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e) => e && typeof e === 'object' && (e as ArrayLike<unknown>)[0] === 'consent')
      .map((e) => [(e as ArrayLike<unknown>)[1], (e as ArrayLike<unknown>)[2]] as [string, Record<string, string>]),
  );

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  functionality_storage: 'denied',
};

const flag = (page: Page, name: string) =>
  expect.poll(() => page.evaluate((n) => (window as unknown as Record<string, unknown>)[n] === true, name)).toBe(true);

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    for (const [site, origin, texts] of [
      ['sk', SK, { region: 'Používame cookies', refuse: 'Odmietnuť všetky', accept: 'Prijať všetky' }],
      ['cz', CZ, { region: 'Používáme cookies', refuse: 'Odmítnout vše', accept: 'Přijmout vše' }],
    ] as const) {
      test(`${site}: "refuse all" in one tap loads no tag and sends no third-party request`, async ({ page }) => {
        await newVisitor(page, origin);
        const requests = recordRequests(page);
        await page.goto(`${origin}/`);
        await hydrated(page);
        const banner = page.getByRole('region', { name: texts.region });
        await expect(banner).toBeVisible();
        // The same weight: refusing is as big a target as accepting.
        const refuse = banner.getByRole('button', { name: texts.refuse, exact: true });
        const accept = banner.getByRole('button', { name: texts.accept, exact: true });
        const [r, a] = [(await refuse.boundingBox())!, (await accept.boundingBox())!];
        expect(Math.abs(r.width - a.width)).toBeLessThanOrEqual(1);
        expect(r.height).toBe(a.height);
        expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
        await shot(page, `consent-first-layer-${site}`);
        await refuse.click();
        await expect(banner).toHaveCount(0);
        await expect.poll(() => browserCookie(page, 'cookie-consent')).toBe('necessary');
        // Another page: the answer holds, nothing is loaded there either.
        await page.goto(`${origin}/kosik`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('#tag-manager-loader').count()).toBe(0);
        const host = new URL(origin).host;
        expect(requests.filter((u) => TAG_MANAGER.test(u))).toEqual([]);
        expect(requests.filter((u) => /^https?:/.test(u) && new URL(u).host !== host)).toEqual([]);
        // Consent mode was never updated: only the head's default, every signal denied.
        expect(await consentCommands(page)).toEqual([['default', DENIED]]);
      });
    }

    test('cz: analytics only loads the tag manager with analytics granted and every ad signal denied; the footer link changes it without a reload', async ({
      page,
    }) => {
      await newVisitor(page, CZ);
      const requests = recordRequests(page);
      await page.goto(`${CZ}/`);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as Record<string, unknown>).__sameDocument = true));
      const banner = page.getByRole('region', { name: 'Používáme cookies' });
      await banner.getByText('Nastavení', { exact: true }).click();
      const analytics = banner.getByRole('checkbox', { name: /Analytické/ });
      const marketing = banner.getByRole('checkbox', { name: /Marketingové/ });
      // Each purpose off until the shopper ticks it; necessary always on.
      await expect(analytics).not.toBeChecked();
      await expect(marketing).not.toBeChecked();
      await expect(banner.getByRole('checkbox', { name: /Nezbytné/ })).toBeChecked();
      await expect(banner.getByRole('checkbox', { name: /Nezbytné/ })).toBeDisabled();
      await analytics.check();
      await shot(page, 'consent-settings-cz');
      await banner.getByRole('button', { name: 'Uložit výběr' }).click();
      await expect(banner).toHaveCount(0);
      await expect.poll(() => browserCookie(page, 'cookie-consent')).toBe('analytics');
      await flag(page, '__demoTagManagerTagLoaded');
      expect(requests.some((u) => TAG_MANAGER.test(u))).toBe(true);
      const granted = { ...DENIED, analytics_storage: 'granted' };
      expect(await consentCommands(page)).toEqual([
        ['default', DENIED],
        ['update', granted],
      ]);
      await expect.poll(() => browserCookie(page, 'session-id')).toMatch(/^[0-9a-f-]{36}$/);

      // The footer's link reopens the settings, as answered, with focus in the banner.
      const footerLink = page.getByRole('button', { name: 'Nastavení cookies' });
      await footerLink.click();
      await expect(banner).toBeVisible();
      await expect(banner.locator('strong').first()).toBeFocused();
      await expect(analytics).toBeChecked();
      await expect(marketing).not.toBeChecked();
      await shot(page, 'consent-reopened-cz');
      // Escape leaves the answer as it was, and focus goes back to the link.
      await page.keyboard.press('Escape');
      await expect(banner).toHaveCount(0);
      await expect(footerLink).toBeFocused();
      expect(await consentCommands(page)).toHaveLength(2);

      // Marketing added: one more update, at once, the same document.
      await footerLink.click();
      await marketing.check();
      await banner.getByRole('button', { name: 'Uložit výběr' }).click();
      await expect(banner).toHaveCount(0);
      await expect(footerLink).toBeFocused();
      const all = {
        ...DENIED,
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        personalization_storage: 'granted',
      };
      await expect
        .poll(() => consentCommands(page))
        .toEqual([
          ['default', DENIED],
          ['update', granted],
          ['update', all],
        ]);
      await expect.poll(() => browserCookie(page, 'cookie-consent')).toBe('all');

      // Withdrawn by keyboard: "refuse all" tells the running tags every signal is denied, and the
      // visit id and the cookies tags wrote (as Google Analytics would, on the page's host) go.
      await page.evaluate(() => {
        // biome-ignore lint/suspicious/noDocumentCookie: stands in for the tags' own cookies
        document.cookie = '_ga=GA1.1.123.456; Path=/';
        // biome-ignore lint/suspicious/noDocumentCookie: as above
        document.cookie = '_gcl_au=1.1.789; Path=/';
      });
      await footerLink.focus();
      await page.keyboard.press('Enter');
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Odmítnout vše' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      await expect.poll(async () => (await consentCommands(page)).at(-1)).toEqual(['update', DENIED]);
      await expect.poll(() => browserCookie(page, 'cookie-consent')).toBe('necessary');
      await expect.poll(() => browserCookie(page, 'session-id')).toBe('');
      expect(await browserCookie(page, '_ga')).toBe('');
      expect(await browserCookie(page, '_gcl_au')).toBe('');
      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument)).toBe(true);

      // The next page load honours the refusal: no tag manager at all.
      await page.reload();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#tag-manager-loader').count()).toBe(0);
    });

    test.describe('scripts blocked', () => {
      test.use({ javaScriptEnabled: false });

      test('sk: the settings open and "save my choice" stores the ticked purposes', async ({ page }) => {
        await newVisitor(page, SK);
        await page.goto(`${SK}/masazne-oleje?page=2`);
        const banner = page.getByRole('region', { name: 'Používame cookies' });
        await expect(banner).toBeVisible();
        await banner.getByText('Nastavenia', { exact: true }).click();
        await banner.getByRole('checkbox', { name: /Analytické/ }).check();
        await shot(page, 'consent-settings-noscript');
        await banner.getByRole('button', { name: 'Uložiť výber' }).click();
        await expect(page).toHaveURL(`${SK}/masazne-oleje?page=2`);
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
        expect(await browserCookie(page, 'cookie-consent')).toBe('analytics');
      });

      test('sk: the footer\'s "cookie settings" asks again without scripts', async ({ page }) => {
        await newVisitor(page, SK);
        await page.context().addCookies([{ name: 'cookie-consent', value: 'all', url: SK }]);
        await page.goto(`${SK}/masazne-oleje`);
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
        await page.getByRole('button', { name: 'Nastavenia cookies' }).click();
        await expect(page).toHaveURL(`${SK}/masazne-oleje`);
        const banner = page.getByRole('region', { name: 'Používame cookies' });
        await expect(banner).toBeVisible();
        expect(await browserCookie(page, 'cookie-consent')).toBe('');
        await banner.getByRole('button', { name: 'Odmietnuť všetky' }).click();
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
        expect(await browserCookie(page, 'cookie-consent')).toBe('necessary');
      });

      test('cz: "accept all" in one tap without scripts', async ({ page }) => {
        await newVisitor(page, CZ);
        await page.goto(`${CZ}/`);
        const banner = page.getByRole('region', { name: 'Používáme cookies' });
        await banner.getByRole('button', { name: 'Přijmout vše' }).click();
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
        expect(await browserCookie(page, 'cookie-consent')).toBe('all');
      });
    });
  });
}
