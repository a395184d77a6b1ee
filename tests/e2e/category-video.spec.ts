import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, browserCookie, SK, WIDTHS, hydrated } from './visitor';

/**
 * Issue 18 item 3: the category video is a facade (poster and play button). YouTube's no-cookie
 * player is built only after a click and with consent to third-party content; without consent the
 * click explains and asks, and the link to the video stays. The CSP allows that frame host alone:
 * no violation is reported. The frame's own content cannot load offline; the element is the point.
 * VIDEO_SHOTS=<dir> saves screenshots of the facade, the question and the player.
 */

const CATEGORY = '/masazne-pomocky';
const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/;

test.describe.configure({ timeout: 240_000 });

async function visitor(page: Page, consent: 'all' | 'necessary') {
  await answerFirstVisit(page, SK, { consent });
  // Nothing may leave for YouTube in this test run (offline anyway): the frame's request is answered here.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: '' }));
  // CSP violations of the whole visit, collected before any page script runs.
  await page.addInitScript(() => {
    const w = window as Window & { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? []);

async function shot(page: Page, name: string) {
  const dir = process.env.VIDEO_SHOTS;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.locator('.category-video').screenshot({ path: `${dir}/video-${name}-${width}.png` });
}

async function openFacade(page: Page) {
  await page.goto(`${SK}${CATEGORY}`);
  await hydrated(page);
  const video = page.locator('.category-video');
  await video.scrollIntoViewIfNeeded();
  await expect(video.locator('.category-video__poster')).toBeVisible();
  await expect(video.getByRole('button', { name: /Prehrať video/ })).toBeVisible();
  await expect(video.getByRole('link', { name: 'Pozrieť na YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  expect(await page.locator('iframe').count()).toBe(0);
  return video;
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('with consent: facade, click, the no-cookie player under the CSP', async ({ page }) => {
      const frames: string[] = [];
      page.on('request', (r) => {
        if (/youtube/.test(r.url())) frames.push(r.url());
      });
      await visitor(page, 'all');
      const video = await openFacade(page);
      await shot(page, 'facade');
      expect(frames).toEqual([]); // nothing from YouTube before the click
      await video.getByRole('button', { name: /Prehrať video/ }).click();
      const iframe = video.locator('iframe');
      await expect(iframe).toHaveAttribute('src', EMBED);
      await expect(iframe).toBeFocused();
      await shot(page, 'player');
      await expect.poll(() => frames.length).toBeGreaterThan(0); // the frame was requested, and allowed
      expect(await violations(page)).toEqual([]);
    });

    test('without consent: the click asks; declining keeps the link; allowing plays', async ({ page }) => {
      await visitor(page, 'necessary');
      const video = await openFacade(page);
      await video.getByRole('button', { name: /Prehrať video/ }).click();
      const allow = video.getByRole('button', { name: 'Povoliť marketingové cookies a prehrať' });
      await expect(allow).toBeFocused();
      await expect(video.getByText(/Video prehrá YouTube/)).toBeVisible();
      expect(await page.locator('iframe').count()).toBe(0);
      await shot(page, 'consent');

      await video.getByRole('button', { name: 'Nie, ďakujem' }).click();
      await expect(video.getByRole('button', { name: /Prehrať video/ })).toBeFocused();
      await expect(video.getByRole('link', { name: 'Pozrieť na YouTube' })).toBeVisible();
      expect(await page.locator('iframe').count()).toBe(0);

      await video.getByRole('button', { name: /Prehrať video/ }).click();
      await video.getByRole('button', { name: 'Povoliť marketingové cookies a prehrať' }).click();
      await expect(video.locator('iframe')).toHaveAttribute('src', EMBED);
      // The player's purpose, marketing, added to "necessary" (shared/consent.ts).
      await expect.poll(() => browserCookie(page, 'cookie-consent')).toBe('marketing');
      expect(await violations(page)).toEqual([]);
    });
  });
}
