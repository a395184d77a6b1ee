import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { browserCookie, SK, shot, WIDTHS, hydrated } from './visitor';

/**
 * Issue 31 item 1: the 18+ gate is answered, never dismissed (no ×, Escape and a tap outside do
 * nothing; "Nie, odísť" leaves), and the gate the server rendered stays exactly as it is while the
 * page hydrates on a slow phone (CPU slowed 6×), so the first tap on "Áno" counts.
 */

/** Chromium's CPU throttling, as a mid-range phone: every script runs 6× slower. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/**
 * Records, from the first byte of the document, whether the gate's element was ever taken out of
 * the document or hidden (a blink shows the shop under it and loses the tap).
 */
async function watchGate(page: Page) {
  await page.addInitScript(() => {
    const w = window as any;
    w.__gateBlinked = false;
    const isGate = (node: Node) =>
      node instanceof Element && (node.matches('.modal-backdrop') || node.querySelector('.modal-backdrop') !== null);
    new MutationObserver((records) => {
      for (const record of records) {
        if (Array.from(record.removedNodes).some(isGate)) w.__gateBlinked = true;
        if (record.type === 'attributes' && isGate(record.target)) {
          const style = getComputedStyle(record.target as Element);
          if (style.display === 'none' || style.visibility === 'hidden') w.__gateBlinked = true;
        }
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class', 'hidden'],
    });
  });
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test('the 18+ gate cannot be dismissed: no close button, Escape and a tap outside leave it open', async ({
      page,
    }) => {
      await page.goto(`${SK}/`);
      await hydrated(page);
      const gate = page.getByRole('dialog', { name: 'Stránka je určená len pre dospelých' });
      await expect(gate).toBeVisible();
      await expect(gate.getByRole('button', { name: 'Zavrieť' })).toHaveCount(0);
      await expect(gate.getByText('×')).toHaveCount(0);

      await page.keyboard.press('Escape');
      await expect(gate).toBeVisible();
      // A tap on the dimmed page around the dialog.
      await page.mouse.click(4, 4);
      await expect(gate).toBeVisible();
      await shot(page, 'age-gate-after-escape-and-outside-tap');

      await page.reload();
      await expect(page.getByRole('dialog', { name: 'Stránka je určená len pre dospelých' })).toBeVisible();
      // After a reload nothing is on its way to the cookie store: one read says what is kept.
      expect(await browserCookie(page, 'closed-modals')).not.toContain('age-18');
    });

    test('"Nie, odísť" leaves the shop', async ({ page }) => {
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title><p>Elsewhere</p>' }),
      );
      await page.goto(`${SK}/`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Nie, odísť' }).click();
      await expect(page.getByText('Elsewhere')).toBeVisible();
      expect(new URL(page.url()).hostname).toBe('www.google.com');
    });

    test('with the CPU slowed 6×, the server-rendered gate stays put while the page hydrates and the first tap counts', async ({
      page,
    }) => {
      await watchGate(page);
      await slowCpu(page);
      await page.goto(`${SK}/`, { waitUntil: 'commit' });
      const gate = page.getByRole('dialog', { name: 'Stránka je určená len pre dospelých' });
      await expect(gate).toBeVisible();
      await hydrated(page);
      expect(await page.evaluate(() => (window as any).__gateBlinked)).toBe(false);
      await expect(gate).toBeVisible();
      await gate.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' }).click();
      await expect(page.getByRole('region', { name: 'Používame cookies' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await shot(page, 'age-gate-answered-slow-cpu');
    });

    test('with the CPU slowed 6×, a tap on "Áno" as soon as the gate shows counts, hydrated or not', async ({
      page,
    }) => {
      await slowCpu(page);
      await page.goto(`${SK}/masazne-oleje`, { waitUntil: 'commit' });
      const confirm = page.getByRole('button', { name: 'Áno, mám viac ako 18 rokov' });
      await confirm.click({ noWaitAfter: true });
      // Answered before hydration (the worker took the form and sent the page back) or after (the
      // page answered itself): either way the gate is gone, the cookie banner follows, and it stays so.
      await expect(page.getByRole('region', { name: 'Používame cookies' })).toBeVisible();
      await hydrated(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(`${SK}/masazne-oleje`);
      await expect.poll(() => browserCookie(page, 'closed-modals')).toContain('age-18');
    });
  });
}
