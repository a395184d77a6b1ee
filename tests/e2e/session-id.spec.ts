import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { E2E_PORT, hydrated } from './visitor';

/**
 * Issue 31 / SPEC 4 "Startup: create session id" and SPEC 9 persisted "session uuid": with analytics
 * consent the visit gets one UUID in a session cookie, handed to the tag manager and kept across
 * pages; without consent none is made. (The Czech dev site has a tag-manager stand-in.)
 */
const CZ = `http://cz.localhost:${E2E_PORT}`;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function visitor(page: Page, consent: 'all' | 'necessary') {
  await page.context().addCookies([
    { name: 'closed-modals', value: 'age-18,welcome-campaign,discount-code', url: CZ },
    { name: 'cookie-consent', value: consent, url: CZ },
  ]);
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies(CZ)).find((c) => c.name === 'session-id') ?? null;
const layerSessionIds = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((e) => (e && typeof e === 'object' && 'session_id' in e ? (e as { session_id: unknown }).session_id : null))
      .filter((v) => v !== null),
  );

test('with analytics consent a visit has one session id, in a session cookie, kept across pages', async ({ page }) => {
  await visitor(page, 'all');
  await page.goto(`${CZ}/`);
  await expect.poll(() => page.locator('#tag-manager-loader').count()).toBe(1);
  const cookie = await sessionCookie(page);
  expect(cookie?.value).toMatch(UUID_V4);
  expect(cookie?.expires).toBe(-1); // a session cookie: gone when the browser closes
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(await layerSessionIds(page)).toEqual([cookie!.value]);
  await page.goto(`${CZ}/kosik`);
  await expect.poll(() => page.locator('#tag-manager-loader').count()).toBe(1);
  expect((await sessionCookie(page))?.value).toBe(cookie!.value);
  expect(await layerSessionIds(page)).toEqual([cookie!.value]);
});

test('without analytics consent no session id is made', async ({ page }) => {
  await visitor(page, 'necessary');
  await page.goto(`${CZ}/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await sessionCookie(page)).toBeNull();
  expect(await layerSessionIds(page)).toEqual([]);
});
