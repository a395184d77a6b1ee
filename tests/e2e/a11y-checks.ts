import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * The accessibility checks the journeys run on a page as it is now (issue 49.4, issue 52): axe-core's
 * WCAG 2.1 A/AA rules, controls covered by another element, and elements in the Tab order that
 * cannot be seen. Each returns what it found as readable lines, none when the page passes.
 */

/** axe-core's browser build, from node_modules (a dependency of lighthouse). */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.1 success criteria of levels A and AA (EN 301 549's web requirements). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** axe's WCAG 2.1 A/AA violations on the whole document, one line per failing element. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  )) as AxeResult;
  return result.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(n.target)}: ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * Controls a shopper cannot click: every visible button, link, field and summary is scrolled into view
 * (instantly) and the element at its middle must be the control or inside it (a field's own label counts:
 * a styled checkbox is clicked through its label). One line per covered control, naming what covers it.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${cls}> "${text}"`;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="option"]',
    );
    // What a control the shopper opened shows over the page (the search's suggestions, a menu): it
    // covers the page on purpose until it is closed, as the page behind a modal dialog is inert.
    const popups = [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].flatMap((opener) =>
      (opener.getAttribute('aria-controls') ?? '').split(/\s+/).flatMap((id) => document.getElementById(id) ?? []),
    );
    const found: string[] = [];
    const scroll = { x: window.scrollX, y: window.scrollY };
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      const before = control.getBoundingClientRect();
      if (before.width < 2 || before.height < 2) continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // A link that wraps has a box per line (its bounding box's middle may be between them): the widest line's middle.
      const r = [...control.getClientRects()].reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // Outside the screen even once scrolled to (a closed drawer off the side): not a control to click now.
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit)) continue;
      if (popups.some((popup) => popup.contains(hit) && !popup.contains(control))) continue;
      const labels = (control as HTMLInputElement).labels;
      if (labels && [...labels].some((label) => label.contains(hit))) continue;
      // A label whose field is the control it wraps or names is the same control.
      const label = hit.closest('label');
      if (label && (label.control === control || label.contains(control))) continue;
      found.push(`${describe(control)} is covered by ${describe(hit)}`);
    }
    window.scrollTo({ left: scroll.x, top: scroll.y, behavior: 'instant' });
    return found;
  });
}

/**
 * Elements in the Tab order a shopper cannot see when they have focus: each is focused (as Tab would)
 * and must then show at least 2×2 px inside the screen, not clipped away by itself or an ancestor, and
 * not transparent. A field hidden behind its visible label (a styled checkbox) counts as its label.
 */
export async function invisibleFocusables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    /** What of `el` shows on screen: its box cut by every ancestor that clips (overflow, clip, clip-path). */
    const shown = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clipsSelf = style.clip !== 'auto' || (style.clipPath !== 'none' && style.clipPath !== '');
        const clipsChildren = node !== el && (style.overflowX !== 'visible' || style.overflowY !== 'visible');
        if (clipsSelf && /rect\(0(px)? 0(px)? 0(px)? 0(px)?\)|inset\(50%\)/.test(`${style.clip} ${style.clipPath}`))
          return 0;
        if (clipsChildren || (clipsSelf && node === el)) {
          const r = node.getBoundingClientRect();
          left = Math.max(left, r.left);
          top = Math.max(top, r.top);
          right = Math.min(right, r.right);
          bottom = Math.min(bottom, r.bottom);
        }
        if (style.position === 'fixed') break;
      }
      left = Math.max(left, 0);
      top = Math.max(top, 0);
      right = Math.min(right, window.innerWidth);
      bottom = Math.min(bottom, window.innerHeight);
      return right - left >= 2 && bottom - top >= 2 ? (right - left) * (bottom - top) : 0;
    };
    const focusables = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
      ),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    const found: string[] = [];
    const active = document.activeElement as HTMLElement | null;
    const scroll = { x: window.scrollX, y: window.scrollY };
    for (const el of focusables) {
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue; // not focusable after all (display: contents, a closed <details>' content)
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const labels = (el as HTMLInputElement).labels;
      const seen =
        (el.checkVisibility({ opacityProperty: true }) && shown(el) > 0) ||
        (labels !== null &&
          labels !== undefined &&
          [...labels].some((l) => l.checkVisibility({ opacityProperty: true }) && shown(l) > 0));
      if (!seen) found.push(`${describe(el)} takes focus but cannot be seen`);
    }
    (active ?? document.body).focus?.({ preventScroll: true });
    window.scrollTo({ left: scroll.x, top: scroll.y, behavior: 'instant' });
    return found;
  });
}
