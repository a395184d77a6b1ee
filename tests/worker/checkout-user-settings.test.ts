// SPEC 6 "Settings exist to hide business inputs for logged users and to lock fields": two optional
// booleans in the store's globals (settings.checkout_hide_business_for_users,
// settings.checkout_lock_user_fields), off when absent or not a boolean, never failing the globals;
// the demo backend varies them per domain through /__demo/globals. End to end: demo backend →
// globals schema → shell view in the page's HTML (the checkout reads them there).
import { SELF } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { GlobalsSchema, GlobalsSettingsSchema } from '../../shared/contracts/store';
import { forgetCachedGlobals, setDemoGlobals, withDemoGlobals } from './demo-globals';

const SK = 'https://www.eshop-demo.sk';
const CZ = 'https://www.eshop-demo.cz';

/** The two flags as the shell view a page carries says them. */
async function shellFlags(origin: string): Promise<{ hide: boolean; lock: boolean }> {
  const res = await SELF.fetch(`${origin}/`, { headers: { cookie: 'closed-modals=age-18' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const hide = /"hideBusinessForUsers":(true|false)/.exec(html)?.[1];
  const lock = /"lockUserFields":(true|false)/.exec(html)?.[1];
  expect(hide).toBeDefined();
  expect(lock).toBeDefined();
  return { hide: hide === 'true', lock: lock === 'true' };
}

async function storeGlobals(origin: string): Promise<Record<string, unknown>> {
  const res = await SELF.fetch(`${origin}/api/v1/globals`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

withDemoGlobals();

describe('checkout settings for logged-in shoppers (SPEC 6)', () => {
  test('absent, true, or garbage: only true is on, and nothing else fails the globals', async () => {
    for (const key of ['checkout_hide_business_for_users', 'checkout_lock_user_fields'] as const) {
      const setting = GlobalsSettingsSchema.shape[key];
      expect(setting.parse(undefined)).toBe(false);
      expect(setting.parse(true)).toBe(true);
      expect(setting.parse(false)).toBe(false);
      expect(setting.parse('yes')).toBe(false);
      expect(setting.parse(1)).toBe(false);
      expect(setting.parse(null)).toBe(false);
    }
    // The store's own answer, without the settings and with garbage in them, still parses whole.
    const answer = await storeGlobals(SK);
    const settings = answer.settings as Record<string, unknown>;
    const { checkout_hide_business_for_users: _h, checkout_lock_user_fields: _l, ...without } = settings;
    const absent = GlobalsSchema.parse({ ...answer, settings: without });
    expect(absent.settings.checkout_hide_business_for_users).toBe(false);
    expect(absent.settings.checkout_lock_user_fields).toBe(false);
    const garbage = GlobalsSchema.parse({
      ...answer,
      settings: { ...settings, checkout_hide_business_for_users: 'on', checkout_lock_user_fields: { yes: 1 } },
    });
    expect(garbage.settings.checkout_hide_business_for_users).toBe(false);
    expect(garbage.settings.checkout_lock_user_fields).toBe(false);
  });

  test('off by default: the shell says so', async () => {
    expect(await shellFlags(SK)).toEqual({ hide: false, lock: false });
  });

  test('on for the domain the demo knob names only; each setting on its own, the others kept', async () => {
    expect((await setDemoGlobals({ domain: 'sk', cookie_consent_position: 'top' })).status).toBe(200);
    expect((await setDemoGlobals({ domain: 'sk', checkout_hide_business_for_users: true })).status).toBe(200);
    expect(await shellFlags(SK)).toEqual({ hide: true, lock: false });
    const set = await setDemoGlobals({ domain: 'sk', checkout_lock_user_fields: true });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { data: Record<string, unknown> }).data.sk).toEqual({
      cookie_consent_position: 'top',
      checkout_hide_business_for_users: true,
      checkout_lock_user_fields: true,
    });
    await forgetCachedGlobals();
    expect(await shellFlags(SK)).toEqual({ hide: true, lock: true });
    expect(await shellFlags(CZ)).toEqual({ hide: false, lock: false });
  });

  test('the demo knob refuses a value that is not a boolean, and an unknown setting', async () => {
    expect((await setDemoGlobals({ domain: 'sk', checkout_lock_user_fields: 'yes' })).status).toBe(422);
    expect((await setDemoGlobals({ domain: 'sk', checkout_lock_everything: true })).status).toBe(422);
    expect(await shellFlags(SK)).toEqual({ hide: false, lock: false });
  });
});
