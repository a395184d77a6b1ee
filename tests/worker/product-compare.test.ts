// SPEC 1 "comparison ... exist[s] and depend[s] on settings", SPEC 2 product box "compare button": the
// store's `settings.functions.compare` (globals, varied through the demo backend's knob) puts a compare
// button in every product box, or none. End to end: demo backend → globals → shell → the category
// page's boxes (memoised per shell: worker/render/fragment-memo.ts, so switching it must not keep a
// box rendered under the other setting).
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { GlobalsSettingsSchema } from '../../shared/contracts/store';
import { forgetCachedGlobals, setDemoGlobals, withDemoGlobals } from './demo-globals';

const SK = 'https://www.eshop-demo.sk';
const CATEGORY = `${SK}/masazne-oleje`;

async function boxesOf(url: string): Promise<{ boxes: string[]; compare: string | undefined }> {
  const res = await SELF.fetch(url, { headers: { cookie: 'closed-modals=age-18' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const boxes = [...html.matchAll(/<article class="product-box"[\s\S]*?<\/article>/g)].map((m) => m[0]);
  expect(boxes.length).toBeGreaterThan(3);
  return { boxes, compare: /"compare":(true|false)/.exec(html)?.[1] };
}

const COMPARE_BUTTON =
  /<button type="button" class="product-box__compare" aria-pressed="false" data-testid="compare-button">Porovnať<\/button>/g;

withDemoGlobals();

describe('the product box compare button follows the store setting', { timeout: 60_000 }, () => {
  test('as seeded (off on the main configuration): no box has a compare button', async () => {
    const { boxes, compare } = await boxesOf(CATEGORY);
    expect(compare).toBe('false');
    for (const box of boxes) expect(box).not.toContain('compare');
  });

  test('on: every box has one compare button, not pressed in the shared markup; off again: none', async () => {
    expect((await setDemoGlobals({ domain: 'sk', compare: true })).status).toBe(200);
    const on = await boxesOf(CATEGORY);
    expect(on.compare).toBe('true');
    for (const box of on.boxes) expect(box.match(COMPARE_BUTTON), box.slice(0, 200)).toHaveLength(1);
    // Again from the memoised markup (the second page of the isolate writes the stored boxes).
    const again = await boxesOf(CATEGORY.replace('masazne-oleje', 'masazne-oleje?sort=price'));
    for (const box of again.boxes) expect(box.match(COMPARE_BUTTON)).toHaveLength(1);

    expect((await setDemoGlobals({ domain: 'sk', compare: false })).status).toBe(200);
    await forgetCachedGlobals();
    const off = await boxesOf(CATEGORY);
    expect(off.compare).toBe('false');
    for (const box of off.boxes) expect(box).not.toContain('compare');
  });
});

test('a store answer without the setting has comparison off (the contract defaults it)', () => {
  const functions = { loyalty_credits: true, shopping_lists: true, users_addresses: true, guest_carts: true };
  expect(GlobalsSettingsSchema.shape.functions.parse({ ...functions, watchers: true }).compare).toBe(false);
  expect(GlobalsSettingsSchema.shape.functions.parse({ ...functions, watchers: true, compare: true }).compare).toBe(
    true,
  );
  expect(() => GlobalsSettingsSchema.shape.functions.parse({ ...functions, watchers: true, compare: 'yes' })).toThrow();
});
