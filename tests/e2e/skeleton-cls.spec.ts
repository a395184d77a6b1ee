import type { Page, Request } from '@playwright/test';
import { expect, test } from './shopper-test';
import { PAGE_DATA_PREFIX } from '../../shared/page-payload';
import { DEMO_PASSWORD, registerOwnAccount } from './own-account';
import { answerFirstVisit, SK, WIDTHS, hydrated } from './visitor';

/**
 * Issue 18 item 4: a client navigation shows the skeleton of the coming page's kind (product,
 * category, content, account, checkout), and the page replacing it moves nothing: the layout shift
 * (CLS, shifts without recent input) summed over ten navigations between those kinds is 0, at 390
 * and 1280 px. The page's data is held back in the browser, so each skeleton is on screen (the test
 * waits for it, then for the page). SKELETON_SHOTS=<dir> saves a skeleton per width.
 */

const DELAY_MS = Number(process.env.SKELETON_DELAY_MS ?? 800);

test.describe.configure({ timeout: 420_000 });

type Kind = 'product' | 'category' | 'content' | 'account' | 'checkout';

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

const heldBack = (url: URL) => url.pathname.startsWith(PAGE_DATA_PREFIX) || url.pathname.startsWith('/api/');

/**
 * Holds back every page-data and API answer of this page by DELAY_MS, in the browser: the skeleton
 * stays on screen until they come, and the page that replaces it is judged. Per page, so journeys
 * running beside this one are not slowed. DELAY_MS stays above the 500 ms after a click in which
 * the browser counts a shift as expected (`hadRecentInput`): the answer comes after it, however
 * busy the machine, because the delay starts when the request leaves, after the click.
 * Returns the requests still under way (held or not), so a step can wait for its page's last answer.
 */
async function holdBackData(page: Page): Promise<Set<Request>> {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (heldBack(new URL(request.url()))) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  await page.route(
    (url) => heldBack(url),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.continue();
    },
  );
  return pending;
}

/**
 * Until the page has its last answer (the page data, then what SWR asks for after it, such as the
 * cart's lines) and the frames after it are painted: a late answer's shift belongs to its step.
 * (`networkidle` does not wait for this: it is a state of the document's first load.)
 */
async function settled(page: Page, pending: Set<Request>) {
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  do {
    await expect.poll(() => pending.size, { timeout: 60_000 }).toBe(0);
    await frames();
  } while (pending.size > 0);
}

/** A real (trusted) click on a link to `href`, as a shopper's: the router takes it client-side. */
async function clickTo(page: Page, href: string) {
  await page.evaluate((target) => {
    const a = document.createElement('a');
    a.id = 'nav-probe';
    a.href = target;
    a.textContent = 'go';
    a.setAttribute('style', 'position:fixed;top:0;right:0;z-index:2147483647;background:#fff;padding:4px');
    document.body.append(a);
  }, href);
  await page.locator('#nav-probe').click();
  await page.evaluate(() => document.getElementById('nav-probe')?.remove());
}

const shifts = (page: Page) => page.evaluate(() => (window as Window & { __shifts?: Shift[] }).__shifts ?? []);

test.beforeEach(async ({ page }) => {
  await answerFirstVisit(page, SK);
  // Every layout shift of the visit, recorded from the first paint on.
  await page.addInitScript(() => {
    const w = window as Window & { __shifts?: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        w.__shifts?.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((s) => {
            const el = s.node as Element | null;
            return el?.nodeType === 1 ? `${el.tagName.toLowerCase()}.${el.className}` : String(el?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Every skeleton put on screen: the router commits it in the click's own task, so this sees
    // it however fast the data comes.
    const seen: string[] = [];
    (window as Window & { __skeletons?: string[] }).__skeletons = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLElement && node.dataset.skeleton) seen.push(node.dataset.skeleton);
    }).observe(document, { childList: true, subtree: true });
  });
});

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('ten client navigations between page kinds shift nothing when the data arrives', async ({ page }) => {
      // Signed in (account pages) with something in the cart (checkout), by full loads. An account
      // of its own: a signed-in cart is the account's, and other journeys sign in beside this one.
      const email = await registerOwnAccount(page, SK, 'skeleton');
      const form = page.getByTestId('login-form');
      await hydrated(page);
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="password"]').fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Prihlásiť sa' }).click();
      await expect(page).toHaveURL(/\/uzivatel/);
      const productSlug = await page.evaluate(async () => {
        const product = await (await fetch('/api/v1/products/5')).json();
        await fetch('/api/v1/cart/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: product.data.defaultVariantId, type: 'variant', amount: 1 }),
        });
        return product.data.slug as string;
      });
      await page.goto(`${SK}/`);
      await hydrated(page);
      const pending = await holdBackData(page);

      const journey: [string, Kind][] = [
        ['/masazne-oleje', 'category'],
        [`/produkt/${productSlug}`, 'product'],
        ['/poradna', 'content'],
        ['/uzivatel/prehled', 'account'],
        ['/kosik', 'checkout'],
        ['/masazne-pomocky', 'category'],
        ['/vsetko-o-nakupe', 'content'],
        [`/produkt/${productSlug}`, 'product'],
        ['/uzivatel/objednavky', 'account'],
        ['/kosik', 'checkout'],
      ];
      let total = 0;
      for (const [path, kind] of journey) {
        const before = (await shifts(page)).length;
        await page.evaluate(() => (window as Window & { __skeletons?: string[] }).__skeletons?.splice(0));
        await clickTo(page, path);
        await expect
          .poll(() => page.evaluate(() => (window as Window & { __skeletons?: string[] }).__skeletons ?? []))
          .toContain(kind);
        const dir = process.env.SKELETON_SHOTS;
        if (dir && (path === '/poradna' || path.startsWith('/produkt/'))) {
          await page.screenshot({ path: `${dir}/skeleton-${kind}-${page.viewportSize()?.width}.png` });
        }
        await expect(page.locator('[data-skeleton]')).toHaveCount(0, { timeout: 60_000 });
        await expect(page).toHaveURL(`${SK}${path}`);
        await expect(page.locator('main h1').first()).toBeVisible();
        await settled(page, pending);
        const late = (await shifts(page)).slice(before).filter((s) => !s.hadRecentInput);
        const sum = late.reduce((a, s) => a + s.value, 0);
        if (sum > 0) console.log(`${page.viewportSize()?.width} ${path}: ${JSON.stringify(late)}`);
        total += sum;
      }
      expect(total).toBe(0);
    });
  });
}
