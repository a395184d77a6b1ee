import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { uniqueEmail } from './own-account';
import { browserCookie, expectOutsideClickFreeze, shot, WIDTHS, hydrated } from './visitor';

/**
 * Issue 15 items 1-2, issue 18 item 1: the shopper's first minute. The 18+ gate and the cookie
 * banner answer the first tap before hydration and with scripts blocked (real forms the worker
 * answers), one overlay at a time; the offers never cover login, registration, cart or checkout.
 */

const port = Number(process.env.E2E_PORT ?? 8788);
const host = 'sk.localhost';
const SK = `http://${host}:${port}`;

async function answered(page: Page, closed: string) {
  await page.context().addCookies([
    { name: 'closed-modals', value: closed, domain: host, path: '/' },
    { name: 'cookie-consent', value: 'necessary', domain: host, path: '/' },
  ]);
}

/** The rules have decided for this page (the offers chunk is mounted and reports its decision). */
async function offersDecided(page: Page, offer: string) {
  await expect(page.locator(`[data-offers-eligible="${offer}"]`)).toBeAttached({ timeout: 30_000 });
}

/** A cheap item in the cart (below every threshold), from inside the page so the cookies are the page's. */
async function cheapItemInCart(page: Page) {
  const res = await page.evaluate(async () => {
    let product: any = null;
    for (let id = 1; id <= 60 && !product; id++) {
      const answer = await fetch(`/api/v1/products/${id}`);
      if (!answer.ok) continue;
      const candidate = await answer.json();
      const price = candidate.data.prices?.unitWithTax ?? Infinity;
      if (candidate.data.availability?.isAvailable && price > 0 && price < 30) product = candidate;
    }
    if (!product) return { ok: false, text: 'no product under 30 €', slug: '' };
    const r = await fetch('/api/v1/cart/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: product.data.defaultVariantId, type: 'variant', amount: 1 }),
    });
    return { ok: r.ok, text: await r.text(), slug: product.data.slug as string };
  });
  expect(res.ok, res.text).toBeTruthy();
  return res.slug;
}

/** Whether a tap on the middle of the element reaches it (nothing laid over it there). */
function tapReaches(page: Page, css: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector);
    const box = el?.getBoundingClientRect();
    if (!el || !box || box.width === 0) return false;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  }, css);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test.describe('scripts blocked', () => {
      test.use({ javaScriptEnabled: false });

      test('the gate, then the cookie banner, each answered by one tap and remembered', async ({ page }) => {
        await page.goto(`${SK}/masazne-oleje?page=2`);
        const gate = page.getByRole('dialog', { name: /dospelých/ });
        await expect(gate).toBeVisible();
        await expect(page.locator('.cookie-consent')).toHaveCount(0); // one overlay at a time
        await shot(page, 'gate-noscript');
        await gate.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' }).click();
        await expect(page).toHaveURL(`${SK}/masazne-oleje?page=2`); // back on the same page
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const banner = page.getByRole('region', { name: 'Používame cookies' });
        await expect(banner).toBeVisible();
        await shot(page, 'cookie-banner-noscript');
        await banner.getByRole('button', { name: 'Odmietnuť všetky' }).click();
        await expect(page).toHaveURL(`${SK}/masazne-oleje?page=2`);
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.locator('.cookie-consent')).toHaveCount(0);
      });
    });

    test('the welcome offer: never over registration, login, cart or checkout, never while typing, never takes focus', async ({
      page,
    }) => {
      test.setTimeout(180_000); // many page loads on a shared 2-core machine
      await answered(page, 'age-18');
      await page.clock.install();
      for (const path of ['/registrovat', '/prihlasit', '/kosik', '/kosik/doprava-a-platba']) {
        await page.goto(`${SK}${path}`);
        await offersDecided(page, 'none');
        await page.clock.runFor(6000);
        await expect(page.locator('.offer-panel'), path).toHaveCount(0);
      }
      await shot(page, 'no-offer-on-checkout');

      await page.goto(`${SK}/`);
      await offersDecided(page, 'welcome-campaign');
      const field = page.locator('.newsletter input[type="email"]').first();
      await field.focus();
      await field.pressSequentially('jana');
      await page.clock.runFor(6000);
      await expect(page.getByTestId('welcome-offer')).toHaveCount(0); // typing is never interrupted
      await expect(field).toHaveValue('jana');
      await field.blur();
      await page.clock.runFor(2000);
      const offer = page.getByTestId('welcome-offer');
      await expect(offer).toBeVisible();
      await expect(offer).toContainText('10 %');
      await expect(offer).toContainText('30 €');
      expect(await page.evaluate(() => document.activeElement?.closest('.offer-panel'))).toBeNull();
      await shot(page, 'welcome-offer');
      await page.keyboard.press('Escape');
      await expect(offer).toHaveCount(0);
      await expect.poll(() => browserCookie(page, 'closed-modals')).toContain('welcome-campaign');
    });

    test('the welcome offer closes on a click outside it (SPEC 4 modal), not on one inside, and stays closed', async ({
      page,
    }) => {
      await answered(page, 'age-18');
      await page.clock.install();
      await page.goto(`${SK}/`);
      await offersDecided(page, 'welcome-campaign');
      await page.clock.runFor(6000);
      const offer = page.getByTestId('welcome-offer');
      await expect(offer).toBeVisible();
      await page.clock.runFor(400); // past the 300 ms in which an outside click is ignored
      await offer.getByRole('heading').click();
      await expect(offer).toBeVisible();
      // The page's own margin beside the content: no link or control there.
      await page.mouse.click(4, 400);
      await expect(offer).toHaveCount(0);
      await expect.poll(() => browserCookie(page, 'closed-modals')).toContain('welcome-campaign');
    });

    test('an outside click in the first 300 ms after the welcome offer opens is ignored (SPEC 4), one after that closes it', async ({
      page,
    }) => {
      await answered(page, 'age-18');
      const start = new Date('2026-06-01T10:00:00Z').getTime();
      await page.clock.install({ time: start });
      await page.goto(`${SK}/`);
      await offersDecided(page, 'welcome-campaign');
      // Past the offer's delay, then the page's clock stands still, moved by the check alone.
      await page.clock.pauseAt(start + 60_000);
      // The page's own margin beside the content: outside the offer, no control there.
      await expectOutsideClickFreeze(page, page.getByTestId('welcome-offer'), 4, 400);
    });

    test('the discount-code modal: shown at a helpful moment, e-mail step, thank-you, closing remembered', async ({
      page,
    }) => {
      test.setTimeout(180_000); // many page loads on a shared 2-core machine
      await answered(page, 'age-18,welcome-campaign');
      await page.clock.install();
      await page.goto(`${SK}/kontakt`);
      const slug = await cheapItemInCart(page);
      const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
      await page.goto(`${SK}/kosik`);
      await offersDecided(page, 'none'); // never over the cart, even below the threshold
      await page.goto(`${SK}/produkt/${slug}`);
      await offersDecided(page, 'discount-code');
      await page.clock.runFor(6000);
      const offer = page.getByTestId('discount-code-offer');
      await expect(offer).toBeVisible(); // goods below the 40 € threshold
      await expect(offer.getByRole('heading')).toHaveText('Zľava 5 € na nákup nad 40 €');
      // Shown beside the buy box, never over it: a tap on the add-to-cart's middle reaches it.
      const addToCart = page.locator('.buy-box [data-testid="add-to-cart"]');
      await addToCart.scrollIntoViewIfNeeded();
      await expect.poll(() => tapReaches(page, '.buy-box [data-testid="add-to-cart"]')).toBe(true);
      await expect(offer).toBeVisible();
      await shot(page, 'discount-code-step1');

      const email = offer.getByLabel('Váš e-mail');
      await email.fill('not-an-email');
      await offer.getByRole('button', { name: 'Poslať kód' }).click();
      await expect(page.locator('.notification--danger')).toBeVisible(); // the spec's validation, nothing sent
      await expect(email).toBeVisible();

      const address = uniqueEmail('dc');
      if (desktop) {
        // Already subscribed: the store answers 401, which the spec counts as success.
        const first = await page.evaluate(async (e) => {
          const r = await fetch('/api/v1/newsletter/subscribe', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: e, callbackUrl: `${location.origin}/aktivovat`, terms: true }),
          });
          return r.status;
        }, address);
        expect(first).toBe(200);
      }
      const subscribe = page.waitForRequest((r) => r.url().endsWith('/api/v1/newsletter/subscribe'));
      await email.fill(address);
      await offer.getByRole('button', { name: 'Poslať kód' }).click();
      expect((await subscribe).postDataJSON()).toMatchObject({ email: address, source: 'discount-code' });
      await expect(offer.getByTestId('discount-code-thanks')).toContainText('Zľavový kód na 5 € vám pošleme e-mailom');
      await shot(page, 'discount-code-step2');
      await offer.getByRole('button', { name: 'Zavrieť' }).click();
      await expect(offer).toHaveCount(0);

      await page.reload();
      await offersDecided(page, 'none'); // remembered: closed and subscribed
      await page.clock.runFor(6000);
      await expect(page.locator('.offer-panel')).toHaveCount(0);
    });

    test('the first tap before hydration closes the gate', async ({ page }) => {
      // Hold the entry script: the page is server-rendered but not hydrated while we tap.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Module scripts hold DOMContentLoaded back: wait for the response and the button only.
      await page.goto(`${SK}/`, { waitUntil: 'commit' });
      const confirm = page.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' });
      await expect(confirm).toBeVisible();
      expect(await page.evaluate(() => (window as any).__storefrontHydrated)).toBeUndefined();
      await confirm.click({ noWaitAfter: true });
      release();
      await expect(page.getByRole('region', { name: 'Používame cookies' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => browserCookie(page, 'closed-modals')).toContain('age-18');
    });

    test('once hydrated, answering takes no reload and the banner follows the gate', async ({ page }) => {
      await page.goto(`${SK}/`);
      await hydrated(page);
      await page.evaluate(() => ((window as any).__sameDocument = true));
      await expect(page.locator('.cookie-consent')).toHaveCount(0);
      await page.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const banner = page.getByRole('region', { name: 'Používame cookies' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Prijať všetky' }).click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);
      await expect.poll(() => browserCookie(page, 'cookie-consent')).toBe('all');
    });
  });
}

test.describe('desktop 1280: leaving intent', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the discount-code modal opens when the mouse leaves through the top, with an empty cart', async ({ page }) => {
    await answered(page, 'age-18,welcome-campaign');
    await page.clock.install();
    await page.goto(`${SK}/masazne-oleje`);
    await offersDecided(page, 'discount-code');
    await page.clock.runFor(6000);
    await expect(page.locator('.offer-panel')).toHaveCount(0); // empty cart: no reason yet
    await page.mouse.move(600, 300);
    await page.evaluate(() =>
      document.dispatchEvent(
        new MouseEvent('mouseout', { clientX: 600, clientY: -1, relatedTarget: null, bubbles: true }),
      ),
    );
    await page.clock.runFor(1500);
    await expect(page.getByTestId('discount-code-offer')).toBeVisible();
    await page.getByTestId('discount-code-offer').getByRole('button', { name: 'Zavrieť' }).click();
    await page.goto(`${SK}/`);
    await offersDecided(page, 'none');
  });
});
