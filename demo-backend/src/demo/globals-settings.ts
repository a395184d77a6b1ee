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
    cookie_consent_position: GlobalsSettingsSchema.shape.cookie_consent_position.unwrap(),
  })
  .strict();
export type DemoGlobalsSettings = z.infer<typeof DemoGlobalsSettingsSchema>;

const overrides = new Map<string, Omit<DemoGlobalsSettings, 'domain'>>();

export const setGlobalsSettings = ({ domain, ...settings }: DemoGlobalsSettings) => overrides.set(domain, settings);
export const clearGlobalsSettings = () => overrides.clear();
export const listGlobalsSettings = () => Object.fromEntries(overrides);

/** The cookie-consent banner's position for a domain: the override, else the seeded bottom. */
export const cookieConsentPosition = (domain: string) => overrides.get(domain)?.cookie_consent_position ?? 'bottom';
