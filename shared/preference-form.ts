/**
 * The shell's answers that must work before hydration and with scripts blocked (issue 15 item 1):
 * the 18+ gate and the cookie banner are real forms posted here; the worker sets the cookie and
 * sends the shopper back to the page they were on (303). Once hydrated, the client answers the
 * same forms itself (cookies in `client/browser-cookies.ts`), without a reload.
 */
export const PREFERENCE_FORM_PATH = '/__preference';

/** Form field names (one source for the worker's parser and the forms' markup). */
export const PREFERENCE_FIELD = {
  /** A modal id to remember as closed (`closed-modals` cookie). */
  close: 'close',
  /** The cookie-banner answer (shared/consent.ts CONSENT_ANSWERS; its purposes' checkboxes are named after them). */
  consent: 'consent',
  /** The footer's "cookie settings" posted without a script: forget the answer so the banner asks again. */
  reopenConsent: 'reopen-consent',
  /** The same-site path (with query) to return to. */
  back: 'back',
} as const;

/** The 18+ gate's id in `closed-modals`. */
export const AGE_GATE_MODAL_ID = 'age-18';

/** Modal ids in `closed-modals`: what the worker's cookie parser accepts. */
export const MODAL_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

/** Days the answers are remembered (SPEC 9 persists both in client state; a year, like the locale). */
export const PREFERENCE_COOKIE_DAYS = 365;
