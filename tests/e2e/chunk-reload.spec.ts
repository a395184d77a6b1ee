import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK } from './visitor';

/**
 * Issue 15.10, SPEC 8 "Chunk load failure: reload": a lazy chunk that fails to load (a deploy
 * replaced it, or the network dropped it) reloads the page once, and the reloaded page works; when
 * it fails again after that reload, the page stays usable and says so instead of going blank.
 */

const SEARCH_PANEL_CHUNK = /\/assets\/search-panel-[^/]+\.js$/;

async function prepare(page: Page) {
  await answerFirstVisit(page, SK);
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as { __storefrontHydrated?: boolean }).__storefrontHydrated === true);
}

/** Aborts the search dropdown's chunk `times` times, then lets it through; counts the aborts. */
async function failSearchPanel(page: Page, times: number): Promise<{ aborted: number }> {
  const state = { aborted: 0 };
  await page.route(SEARCH_PANEL_CHUNK, async (route) => {
    if (state.aborted < times) {
      state.aborted++;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  return state;
}

test('a failed search-dropdown chunk reloads the page once, and the reloaded page searches', async ({ page }) => {
  await prepare(page);
  const state = await failSearchPanel(page, 1);
  await page.goto(`${SK}/`);
  await hydrated(page);
  await page.evaluate(() => ((window as { __beforeReload?: boolean }).__beforeReload = true));

  const reloaded = page.waitForEvent('load');
  await page.getByTestId('search-input').fill('gel');
  await reloaded;
  expect(state.aborted).toBe(1);
  await hydrated(page);
  expect(await page.evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();

  // The same page, working: the dropdown loads and shows products.
  await expect(page).toHaveURL(`${SK}/`);
  await page.getByTestId('search-input').fill('gel');
  await expect(page.getByTestId('search-option-product').first()).toBeVisible();
  await expect(page.getByTestId('chunk-failed-notice')).toHaveCount(0);
});

test('a chunk that fails again after the reload leaves the page usable with a notice', async ({ page }) => {
  await prepare(page);
  const state = await failSearchPanel(page, 100);
  await page.goto(`${SK}/`);
  await hydrated(page);

  const reloaded = page.waitForEvent('load');
  await page.getByTestId('search-input').fill('gel');
  await reloaded;
  await hydrated(page);
  // Second failure, within the guard: no second reload, a notice with a way to retry.
  await page.evaluate(() => ((window as { __afterReload?: boolean }).__afterReload = true));
  await page.getByTestId('search-input').fill('gel');
  await expect(page.getByTestId('chunk-failed-notice')).toBeVisible();
  expect(state.aborted).toBe(2);
  expect(await page.evaluate(() => (window as { __afterReload?: boolean }).__afterReload)).toBe(true);
  // Not blank: the header, the page and its links are still there.
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('main#main')).toBeVisible();
});

test('offline, a chunk that cannot load keeps the page and what was typed, with a notice', async ({
  page,
  context,
}) => {
  await prepare(page);
  await page.goto(`${SK}/`);
  await hydrated(page);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('Ste offline.');
  // The dropdown's chunk was never fetched: offline it fails, and a reload would end on the
  // browser's error page.
  await page.getByTestId('search-input').fill('gel');
  await expect(page.getByTestId('chunk-failed-notice')).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByTestId('search-input')).toHaveValue('gel');
  await context.setOffline(false);
});
