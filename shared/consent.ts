/**
 * The shopper's cookie consent (issue 50 items 2 and 3): the one module every reader asks, the worker
 * (shell state, the no-script form) and the browser (the banner, the tag manager, the video embed)
 * alike. Necessary cookies are always on; each optional purpose is off until the shopper grants it.
 *
 * Kept free of zod: this module is in every page's first-load JS, and zod is a chunk of its own
 * there. The worker validates the cookie and the form with the zod schemas of ./consent-schema.ts,
 * built from the same value list (a unit test holds both readers to the same answers).
 */

/** The cookie that holds the answer (readable by the page: the browser writes it once hydrated). */
export const CONSENT_COOKIE = 'cookie-consent';

/** The optional purposes, in the order the banner's settings list them. */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What the shopper granted: each optional purpose on or off (necessary is always on). */
export type Consent = Readonly<Record<ConsentPurpose, boolean>>;

/** Nothing optional granted: "refuse all" and the state before any answer. */
export const NO_CONSENT: Consent = { analytics: false, marketing: false };

/**
 * The cookie's values, one per possible answer: none granted, one purpose, or all of them. A new
 * purpose needs a new set of values (and so asks every shopper again): "all" must never come to
 * grant something the shopper was not shown.
 */
export const CONSENT_VALUES = ['necessary', 'analytics', 'marketing', 'all'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];

/** The consent a cookie value stands for, or null for anything else (not answered). */
export function consentFromValue(value: string | undefined): Consent | null {
  switch (value) {
    case 'necessary':
      return NO_CONSENT;
    case 'analytics':
      return { analytics: true, marketing: false };
    case 'marketing':
      return { analytics: false, marketing: true };
    case 'all':
      return { analytics: true, marketing: true };
    default:
      return null;
  }
}

/** The cookie value of a consent (the inverse of consentFromValue). */
export function consentValue(consent: Consent): ConsentValue {
  if (consent.analytics && consent.marketing) return 'all';
  if (consent.analytics) return 'analytics';
  return consent.marketing ? 'marketing' : 'necessary';
}

const CONSENT_IN_HEADER = /(?:^|;\s*)cookie-consent=([^;]*)/;

/** The raw `cookie-consent` value in a Cookie header (or `document.cookie`), undefined when absent. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  return CONSENT_IN_HEADER.exec(cookieHeader)?.[1];
}

/** The consent a Cookie header (or `document.cookie`) holds, or null when the shopper has not answered. */
export function consentFromCookies(cookieHeader: string): Consent | null {
  return consentFromValue(consentCookieValue(cookieHeader));
}

/**
 * The banner's buttons (form field `consent`): "accept all", "refuse all", and "save my choice" of
 * the settings' purposes (their checkboxes, form fields named after the purpose).
 */
export const CONSENT_ANSWERS = ['all', 'necessary', 'choice'] as const;
export type ConsentAnswer = (typeof CONSENT_ANSWERS)[number];

/** What a banner answer grants: the no-script form (worker) and the hydrated banner (browser) both ask this. */
export function consentFromAnswer(answer: ConsentAnswer, chosen: Partial<Record<ConsentPurpose, boolean>>): Consent {
  if (answer === 'all') return { analytics: true, marketing: true };
  if (answer === 'necessary') return NO_CONSENT;
  return { analytics: chosen.analytics === true, marketing: chosen.marketing === true };
}

/**
 * The third parties the shop's pages may start, and what each needs. The tag manager runs for
 * measurement or advertising (consent mode tells its tags which); the category video's player is
 * YouTube's, a Google property that may store its own cookies, so it is marketing. The partners'
 * order reports (shop certification, price comparison) are sent by the worker, each on its own
 * checkout checkbox, and the recommendation engine is told products only (no identifier, no cookie):
 * neither reads the banner.
 */
export function allowsTagManager(consent: Consent | null): boolean {
  return consent !== null && (consent.analytics || consent.marketing);
}
export function allowsVideoEmbed(consent: Consent | null): boolean {
  return consent?.marketing === true;
}
/** The tag manager's visit id (SPEC 4 session id) ties a visit's events together: measurement. */
export function allowsSessionId(consent: Consent | null): boolean {
  return consent?.analytics === true;
}

/**
 * Google Consent Mode v2 signals and the purpose that grants each. `functionality_storage` has none:
 * the shop's own functional cookies (cart, language, these answers) are necessary and written by the
 * shop itself, never by a tag, so no tag is granted storage for them.
 */
const CONSENT_MODE_SIGNALS = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'analytics',
  personalization_storage: 'marketing',
  functionality_storage: null,
} as const satisfies Record<string, ConsentPurpose | null>;

export type ConsentModeSignal = keyof typeof CONSENT_MODE_SIGNALS;
export type ConsentModeState = Record<ConsentModeSignal, 'granted' | 'denied'>;

/** Consent mode's `update`: exactly what the shopper granted, every other signal denied. */
export function consentModeState(consent: Consent | null): ConsentModeState {
  const state = {} as ConsentModeState;
  for (const [signal, purpose] of Object.entries(CONSENT_MODE_SIGNALS) as [ConsentModeSignal, ConsentPurpose | null][])
    state[signal] = purpose !== null && consent?.[purpose] === true ? 'granted' : 'denied';
  return state;
}

/** Fired in the browser (on window) when the shopper answers or changes the answer; the cookie is written first. */
export const CONSENT_EVENT = 'cookie-consent-changed';

/**
 * The cookies the tag manager's tags write for each purpose (Google Analytics 4, Google Ads, Meta):
 * a withdrawn purpose takes its cookies with it, so nothing read under the old answer stays behind.
 */
const PURPOSE_COOKIES: Record<ConsentPurpose, RegExp> = {
  analytics: /^(?:_ga(?:_[A-Za-z0-9]+)?|_gid|_gat(?:_[A-Za-z0-9]+)?)$/,
  marketing: /^(?:_gcl_[a-z]+|_gac_[A-Za-z0-9_]+|_fbp|_fbc)$/,
};

/** The names among `cookieNames` that belong to a purpose `consent` does not grant (all optional ones before an answer). */
export function cookiesOutsideConsent(consent: Consent | null, cookieNames: Iterable<string>): string[] {
  const refused = CONSENT_PURPOSES.filter((purpose) => consent?.[purpose] !== true);
  return [...new Set(cookieNames)].filter((name) => refused.some((purpose) => PURPOSE_COOKIES[purpose].test(name)));
}

/** The cookie names of a Cookie header (or `document.cookie`). */
export function cookieNamesIn(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

/**
 * The Domain attributes a tag's cookie may have been written with on `hostname`: tags write theirs
 * on the widest domain that takes a cookie (`example.sk` from `www.example.sk`), so deleting one means
 * trying the host itself (host-only, `null`) and each parent domain below the top-level one.
 */
export function cookieDomainsOf(hostname: string): (string | null)[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[0-9.]+$/.test(hostname) || hostname.includes(':')) return [null];
  const parents = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  return [null, ...parents];
}
