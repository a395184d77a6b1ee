import { describe, expect, test } from 'vitest';
import {
  CONSENT_VALUES,
  NO_CONSENT,
  allowsSessionId,
  allowsTagManager,
  allowsVideoEmbed,
  consentFromAnswer,
  consentFromCookies,
  consentFromValue,
  consentModeState,
  consentValue,
  cookieDomainsOf,
  cookieNamesIn,
  cookiesOutsideConsent,
} from './consent';
import { ConsentCookieSchema } from './consent-schema';
import { CONSENT_MODE_DEFAULT_SCRIPT } from '../worker/render/head-script';

const ANALYTICS = { analytics: true, marketing: false };
const MARKETING = { analytics: false, marketing: true };
const ALL = { analytics: true, marketing: true };

describe('the consent cookie', () => {
  test('each value stands for one answer, and each answer is written as one value', () => {
    expect(consentFromValue('necessary')).toEqual(NO_CONSENT);
    expect(consentFromValue('analytics')).toEqual(ANALYTICS);
    expect(consentFromValue('marketing')).toEqual(MARKETING);
    expect(consentFromValue('all')).toEqual(ALL);
    for (const value of CONSENT_VALUES) expect(consentValue(consentFromValue(value)!)).toBe(value);
  });

  test('anything else is no answer (the banner shows again), never a grant', () => {
    for (const raw of [undefined, '', 'ALL', 'all ', 'all,analytics', 'analytics,marketing', '%61ll', 'yes', 'true'])
      expect(consentFromValue(raw), String(raw)).toBeNull();
  });

  test("the worker's zod schema and the browser's reader give the same answer for every input", () => {
    const corpus = [
      ...CONSENT_VALUES,
      '',
      'ALL',
      'all,analytics',
      'none',
      'necessary;',
      'marketing\u0000',
      '__proto__',
    ];
    for (const raw of corpus) {
      const parsed = ConsentCookieSchema.safeParse(raw);
      expect(parsed.success ? parsed.data : null, raw).toEqual(consentFromValue(raw));
    }
  });

  test('read from a Cookie header among other cookies, by its exact name', () => {
    expect(consentFromCookies('closed-modals=age-18; cookie-consent=analytics; currency=EUR')).toEqual(ANALYTICS);
    expect(consentFromCookies('cookie-consent=all')).toEqual(ALL);
    expect(consentFromCookies('old-cookie-consent=all')).toBeNull();
    expect(consentFromCookies('closed-modals=age-18')).toBeNull();
    expect(consentFromCookies('')).toBeNull();
  });
});

describe('the banner answers', () => {
  test('accept all and refuse all ignore the ticked boxes; "choice" takes exactly them', () => {
    expect(consentFromAnswer('all', {})).toEqual(ALL);
    expect(consentFromAnswer('necessary', { analytics: true, marketing: true })).toEqual(NO_CONSENT);
    expect(consentFromAnswer('choice', { analytics: true })).toEqual(ANALYTICS);
    expect(consentFromAnswer('choice', { marketing: true })).toEqual(MARKETING);
    expect(consentFromAnswer('choice', {})).toEqual(NO_CONSENT);
    expect(consentFromAnswer('choice', { analytics: true, marketing: true })).toEqual(ALL);
  });
});

describe('what each third party may do', () => {
  test('the tag manager runs for analytics or marketing, never without an answer or on refuse all', () => {
    expect(allowsTagManager(null)).toBe(false);
    expect(allowsTagManager(NO_CONSENT)).toBe(false);
    expect(allowsTagManager(ANALYTICS)).toBe(true);
    expect(allowsTagManager(MARKETING)).toBe(true);
  });

  test("YouTube's player needs marketing; the visit's session id needs analytics", () => {
    expect([null, NO_CONSENT, ANALYTICS, MARKETING, ALL].map(allowsVideoEmbed)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect([null, NO_CONSENT, ANALYTICS, MARKETING, ALL].map(allowsSessionId)).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('Consent Mode v2', () => {
  const SIGNALS = [
    'ad_storage',
    'ad_user_data',
    'ad_personalization',
    'analytics_storage',
    'personalization_storage',
    'functionality_storage',
  ];

  test('no answer or refuse all: every signal denied', () => {
    for (const consent of [null, NO_CONSENT]) {
      const state = consentModeState(consent);
      expect(Object.keys(state).sort()).toEqual([...SIGNALS].sort());
      expect(new Set(Object.values(state))).toEqual(new Set(['denied']));
    }
  });

  test('analytics only: analytics_storage granted, every advertising signal denied', () => {
    expect(consentModeState(ANALYTICS)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      personalization_storage: 'denied',
      functionality_storage: 'denied',
    });
  });

  test('marketing only: the advertising signals granted, analytics denied; all: both', () => {
    const marketing = consentModeState(MARKETING);
    expect([marketing.ad_storage, marketing.ad_user_data, marketing.ad_personalization]).toEqual([
      'granted',
      'granted',
      'granted',
    ]);
    expect(marketing.analytics_storage).toBe('denied');
    const all = consentModeState(ALL);
    expect(all.analytics_storage).toBe('granted');
    expect(all.ad_user_data).toBe('granted');
    // No purpose grants tags storage for the shop's own functions (necessary, and not a tag's).
    expect(all.functionality_storage).toBe('denied');
  });

  test("the head's default puts consent default, all denied, first in a gtag-style dataLayer", () => {
    // The script reads the global `dataLayer` as the browser's window does: run it with `window` as the global scope.
    const runInWindow = (window: Record<string, unknown>) =>
      // A Function body is sloppy-mode code, so `with` may stand in for the browser's global scope.
      new Function('window', `with (window) { ${CONSENT_MODE_DEFAULT_SCRIPT} }`)(window);
    const sandbox: Record<string, unknown> = {};
    sandbox.window = sandbox;
    runInWindow(sandbox);
    const layer = sandbox.dataLayer as ArrayLike<unknown>[];
    expect(layer).toHaveLength(1);
    const entry = layer[0]!;
    // An Arguments object (what the container reads as a gtag command), not an array.
    expect(Array.isArray(entry)).toBe(false);
    expect(Array.from(entry)).toEqual(['consent', 'default', consentModeState(null)]);
    // A page script that pushed first keeps its entries.
    const busy: Record<string, unknown> = { dataLayer: [{ event: 'x' }] };
    busy.window = busy;
    runInWindow(busy);
    expect(busy.dataLayer).toHaveLength(2);
  });
});

describe('cookies a withdrawn purpose takes with it', () => {
  const jar = cookieNamesIn(
    '_ga=GA1.1.1; _ga_ABC123=GS1; _gid=x; _gcl_au=1.1; _fbp=fb; cart-id=9; cookie-consent=all; _gallery=1',
  );

  test('refusing analytics deletes Google Analytics cookies and nothing of the shop', () => {
    expect(cookiesOutsideConsent(MARKETING, jar)).toEqual(['_ga', '_ga_ABC123', '_gid']);
  });
  test('refusing marketing deletes the ad cookies only', () => {
    expect(cookiesOutsideConsent(ANALYTICS, jar)).toEqual(['_gcl_au', '_fbp']);
  });
  test('refusing all (or no answer) deletes every tag cookie; accepting all deletes none', () => {
    expect(cookiesOutsideConsent(NO_CONSENT, jar)).toEqual(['_ga', '_ga_ABC123', '_gid', '_gcl_au', '_fbp']);
    expect(cookiesOutsideConsent(null, jar)).toEqual(cookiesOutsideConsent(NO_CONSENT, jar));
    expect(cookiesOutsideConsent(ALL, jar)).toEqual([]);
  });
  test('a tag cookie is tried host-only and on each parent domain below the top level', () => {
    expect(cookieDomainsOf('www.intimo.sk')).toEqual([null, 'www.intimo.sk', 'intimo.sk']);
    expect(cookieDomainsOf('localhost')).toEqual([null]);
    expect(cookieDomainsOf('127.0.0.1')).toEqual([null]);
  });
});
