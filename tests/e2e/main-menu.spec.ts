import type { Page } from '@playwright/test';
import { expect, test } from './shopper-test';
import { answerFirstVisit, shot, SK, hydrated } from './visitor';

/**
 * Issue 15 item 6: the desktop main menu stays on one row; what does not fit is under "More"
 * (before any script runs too), dropdowns open above everything else, Escape closes them and
 * focus stays on their button or link. The phone menu lists every item, with no "More".
 */

// A ceiling, not a speed check: page loads on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function returning(page: Page) {
  await answerFirstVisit(page, SK);
}

/** Where each menu title is shown: in the row (with its top) or under "More" (its copy is not hidden). */
async function menuLayout(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => getComputedStyle(el).display !== 'none';
    const row = Array.from(document.querySelectorAll('.main-menu__list > .main-menu__item')).filter(shown);
    const copies = Array.from(document.querySelectorAll('.main-menu__more-item')).filter(shown);
    const list = document.querySelector('.main-menu__list') as HTMLElement;
    const listBox = list.getBoundingClientRect();
    return {
      tops: row.map((li) => Math.round(li.getBoundingClientRect().top)),
      rights: row.map((li) => li.getBoundingClientRect().right),
      listRight: listBox.right - Number.parseFloat(getComputedStyle(list).paddingRight),
      row: row
        .filter((li) => !li.classList.contains('main-menu__more'))
        .map((li) => li.querySelector(':scope > a')?.textContent ?? ''),
      more: copies.map((li) => li.querySelector(':scope > a')?.textContent ?? ''),
      moreShown: row.some((li) => li.classList.contains('main-menu__more')),
      all: Array.from(document.querySelectorAll('.main-menu__list > .main-menu__item > a.main-menu__link')).map(
        (a) => a.textContent ?? '',
      ),
    };
  });
}

function expectOneRow(layout: Awaited<ReturnType<typeof menuLayout>>) {
  expect(layout.all.length).toBeGreaterThan(8);
  expect(new Set(layout.tops).size, `one row: ${layout.tops.join(',')}`).toBe(1);
  for (const right of layout.rights) expect(right).toBeLessThanOrEqual(layout.listRight + 0.5);
  // Every item exactly once: in the row, or under "More", in the menu's order.
  expect([...layout.row, ...layout.more]).toEqual(layout.all);
  expect(layout.moreShown).toBe(layout.more.length > 0);
}

/** The element a pointer at the middle of `selector` would hit belongs to it: nothing covers it. */
async function onTop(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height - 4, 40));
    return Boolean(hit && el.contains(hit));
  }, selector);
}

for (const width of [1024, 1280, 1440]) {
  test.describe(`desktop ${width}`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: false, hasTouch: false });

    test('before any script runs the menu is one row with "More"', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await returning(page);
      await page.goto(`${SK}/kontakt`);
      const layout = await menuLayout(page);
      expectOneRow(layout);
      expect(layout.more.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Viac' }).hover();
      await expect(page.locator('#main-menu-more')).toBeVisible();
      await expect(page.locator('#main-menu-more').getByRole('link', { name: layout.more[0] })).toBeVisible();
      await shot(page, 'menu-noscript');
      await context.close();
    });

    test('after hydration exactly what fits is in the row; More and dropdowns work by keyboard', async ({ page }) => {
      await returning(page);
      // Every layout shift from the first paint on, with the class names of what moved.
      await page.addInitScript(() => {
        const w = window as Window & { __menuShifts?: string[] };
        w.__menuShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[])
            for (const source of entry.sources ?? [])
              if (source.node instanceof Element && source.node.closest('.main-menu'))
                w.__menuShifts?.push(source.node.className);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${SK}/kontakt`);
      await expect(page.locator('.main-menu__list[data-measured]')).toBeAttached();
      // The measurement moves items out of "More" into the row's free end: nothing on screen moves.
      // Two frames after it, any shift it caused has been reported.
      const menuShifts = await page.evaluate(async () => {
        for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
        return (window as Window & { __menuShifts?: string[] }).__menuShifts ?? [];
      });
      expect(menuShifts).toEqual([]);
      const layout = await menuLayout(page);
      expectOneRow(layout);
      // Measured, not guessed: the first item under "More" would not have fitted into the free
      // space between the last item of the row and "More" (one gap on each side of it).
      const spare = await page.evaluate(() => {
        const list = document.querySelector('.main-menu__list') as HTMLElement;
        const more = list.querySelector(':scope > .main-menu__more') as HTMLElement;
        const row = Array.from(list.querySelectorAll(':scope > .main-menu__item:not(.main-menu__more)')).filter(
          (li) => getComputedStyle(li).display !== 'none',
        );
        return more.getBoundingClientRect().left - (row.at(-1)?.getBoundingClientRect().right ?? 0);
      });
      if (layout.more.length > 0) {
        const nextWidth = await page.evaluate((title) => {
          const span = document.createElement('span');
          span.className = 'main-menu__link';
          span.style.cssText = 'position:absolute;visibility:hidden;display:inline';
          span.textContent = title ?? '';
          document.querySelector('.main-menu__list')?.append(span);
          const w = span.getBoundingClientRect().width;
          span.remove();
          return w;
        }, layout.more[0]);
        expect(spare).toBeLessThan(nextWidth + 2 * 24);
      }

      // "More" by keyboard: a real button, Enter opens, Escape closes and keeps focus on it.
      const moreButton = page.getByRole('button', { name: 'Viac' });
      await moreButton.focus();
      await expect(moreButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#main-menu-more')).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(moreButton).toHaveAttribute('aria-expanded', 'true');
      const moreList = page.locator('#main-menu-more');
      await expect(moreList).toBeVisible();
      expect(await onTop(page, '#main-menu-more')).toBe(true);
      await shot(page, 'menu-more-open');
      await page.keyboard.press('Tab');
      await expect(moreList.getByRole('link', { name: layout.more[0], exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(moreList).toBeHidden();
      await expect(moreButton).toBeFocused();
      await expect(moreButton).toHaveAttribute('aria-expanded', 'false');

      // A row item's dropdown: opens on focus, lies above the page, Escape closes it.
      const first = page.locator('.main-menu__list > .main-menu__item').first();
      await first.locator(':scope > a').focus();
      await expect(first.locator('.main-menu__children')).toBeVisible();
      expect(await onTop(page, '.main-menu__list > .main-menu__item:first-child > .main-menu__children')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(first.locator('.main-menu__children')).toBeHidden();
      await expect(first.locator(':scope > a')).toBeFocused();
      // Hover opens it again.
      await page.mouse.move(0, 0);
      await first.locator(':scope > a').hover();
      await expect(first.locator('.main-menu__children')).toBeVisible();
      await shot(page, 'menu-dropdown');
    });
  });
}

test.describe('phone 390', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone menu lists every item and has no "More"', async ({ page }) => {
    await returning(page);
    await page.goto(`${SK}/kontakt`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Otvoriť menu' }).click();
    const menu = page.locator('#main-menu');
    const titles = await page.locator('.main-menu__list > .main-menu__item > a.main-menu__link').allTextContents();
    expect(titles.length).toBeGreaterThan(8);
    for (const title of titles)
      await expect(menu.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Viac' })).toBeHidden();
    await shot(page, 'menu-phone');
  });
});
