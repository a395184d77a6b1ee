/**
 * Globals settings a test or a demo varies (`/__demo/globals`), per shop domain: module state, like
 * the knobs (./knobs.ts), living as long as the isolate. Unset, the globals answer as seeded. The
 * storefront keeps globals in its shell cache: after a change, purge the site's `shell` target
 * (`POST /__ops/purge`) so its next page reads them again.
 */
import { z } from 'zod';
import { GlobalsSettingsSchema } from '../../../shared/contracts/store';

export const DemoGlobalsSettingsSchema = z
  .object({
    domain: z.enum(['sk', 'cz']),
    /** SPEC 2: the cookie-consent banner at the top or the bottom. */
    cookie_consent_position: GlobalsSettingsSchema.shape.cookie_consent_position.unwrap().optional(),
    /** SPEC 6: no business toggle and fields at checkout for a logged-in shopper. */
    checkout_hide_business_for_users: GlobalsSettingsSchema.shape.checkout_hide_business_for_users.unwrap().optional(),
    /** SPEC 6: the account's fields read-only at checkout for a logged-in shopper. */
    checkout_lock_user_fields: GlobalsSettingsSchema.shape.checkout_lock_user_fields.unwrap().optional(),
    /** SPEC 1: guest carts (a visitor without login may keep a cart) and availability watchers, on or off. */
    guest_carts: GlobalsSettingsSchema.shape.functions.shape.guest_carts.optional(),
    watchers: GlobalsSettingsSchema.shape.functions.shape.watchers.optional(),
    /** SPEC 1: product comparison (the compare button and its modal), off as seeded. */
    compare: GlobalsSettingsSchema.shape.functions.shape.compare.unwrap().unwrap().optional(),
    /** SPEC 3: products linked at `/{main-menu category path}/{slug}`. */
    product_wildcard_url: GlobalsSettingsSchema.shape.product_wildcard_url.unwrap().optional(),
  })
  .strict();
export type DemoGlobalsSettings = z.infer<typeof DemoGlobalsSettingsSchema>;

const overrides = new Map<string, Omit<DemoGlobalsSettings, 'domain'>>();

/** Sets the settings a body names for its domain; the others keep their override (or the seed). */
export const setGlobalsSettings = ({ domain, ...settings }: DemoGlobalsSettings) =>
  overrides.set(domain, { ...overrides.get(domain), ...settings });
export const clearGlobalsSettings = () => overrides.clear();
export const listGlobalsSettings = () => Object.fromEntries(overrides);

/** The settings as seeded, where no test or demo has set them. */
const SEEDED: Required<Omit<DemoGlobalsSettings, 'domain'>> = {
  cookie_consent_position: 'bottom',
  checkout_hide_business_for_users: false,
  checkout_lock_user_fields: false,
  guest_carts: true,
  watchers: true,
  compare: false,
  product_wildcard_url: false,
};

/** A domain's varied settings for its globals answer: the overrides over the seed. */
export const globalsSettingsFor = (domain: string) => {
  const { guest_carts, watchers, compare, ...settings } = { ...SEEDED, ...overrides.get(domain) };
  return { settings, functions: { guest_carts, watchers, compare } };
};
