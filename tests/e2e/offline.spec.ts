import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, SK, shot, WIDTHS, hydrated } from './visitor';

/**
 * Issue 31 "Offline": a tap while offline keeps the shop. The notice explains; client navigation
 * does not end on the browser's ERR_INTERNET_DISCONNECTED page; pages already seen open from what
 * the browser holds (the service worker, client/sw/); a page never seen says why it cannot open and
 * lists the ones that can. At 390 and 1280, visible text only.
 */

/**
 * The first visit's page and the files it loaded are kept once the service worker runs (the page
 * hands them over after it has hydrated).
 */
const keptByServiceWorker = (page: Page) =>
  page.waitForFunction(
    async () => {
      if (navigator.serviceWorker.controller === null || !(await caches.match(location.href))) return false;
      const files = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      for (const file of files) if (!(await caches.match(file))) return false;
      return true;
    },
    undefined,
    { polling: 250 },
  );

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use({ ...width.use, serviceWorkers: 'allow' });

    test('offline, a tap opens the pages already seen and explains the ones never opened', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/`);
      await hydrated(page);
      await keptByServiceWorker(page);
      const home = page.getByRole('heading', { level: 1, name: 'Diskrétny obchod pre pohodu a vzťahy' });

      // Browsing online: a search and a product, by client navigation.
      const search = page.getByRole('combobox', { name: 'Vyhľadávanie' });
      await search.click();
      await search.fill('gel');
      await search.press('Enter');
      await expect(page.getByRole('heading', { name: 'Výsledky pre „gel“' })).toBeVisible();
      const product = page.getByTestId('product-grid').getByRole('heading', { level: 2 }).first();
      const productName = (await product.textContent())!.trim();
      await product.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

      await page.context().setOffline(true);
      await expect(page.getByText('Ste offline.')).toBeVisible();
      await shot(page, 'offline-notice');

      // A page seen before (the first one): it opens from what the browser holds.
      await page.getByRole('link', { name: 'Intimo' }).click();
      await expect(home).toBeAttached();
      expect(new URL(page.url()).pathname).toBe('/');
      await hydrated(page);
      await expect(page.getByText('Ste offline.')).toBeVisible();

      // A page never opened: the shop says why, and offers the pages it can open.
      await page.getByRole('link', { name: 'Kontakt' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ste offline' })).toBeVisible();
      await expect(page.getByText('Túto stránku ste v tomto prehliadači ešte neotvorili')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skúsiť znova' })).toBeVisible();
      await shot(page, 'offline-page');
      await page.getByRole('link', { name: 'Diskrétny obchod pre pohodu a vzťahy' }).click();
      await expect(home).toBeAttached();

      // Back online, the same tap opens the page, from the network.
      await page.context().setOffline(false);
      await page.getByRole('link', { name: 'Kontakt' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    });

    test('a personal page is never kept: offline, the cart is not shown from an old copy', async ({ page }) => {
      await answerFirstVisit(page, SK);
      await page.goto(`${SK}/kosik`);
      await hydrated(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 250 });
      await page.goto(`${SK}/`);
      await hydrated(page);
      await page.context().setOffline(true);
      await page.goto(`${SK}/kosik`).catch(() => undefined);
      await expect(page.getByRole('heading', { level: 1, name: 'Ste offline' })).toBeVisible();
    });
  });
}
