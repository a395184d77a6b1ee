import {
  type Consent,
  allowsSessionId,
  allowsTagManager,
  consentFromCookies,
  consentModeState,
  consentValue,
  cookieDomainsOf,
  cookieNamesIn,
  cookiesOutsideConsent,
  NO_CONSENT,
} from '../../shared/consent';
import { TAG_MANAGER_LOADER_ID } from './tag-manager-loader-id';

/**
 * The tag-manager loader (SPEC 9, issue 12), fetched only after the shopper consented to analytics
 * or marketing (shared/consent.ts). Consent mode v2 (issue 50): the document head put `default`,
 * every signal denied, first in the dataLayer (worker/render/head-script.ts); the container starts
 * with `update` right behind it, exactly what the shopper granted, so everything queued before is
 * read with the answer. A later change of mind (the footer's cookie settings) pushes another
 * `update` at once, without a reload. The loader script carries the page's CSP nonce, and
 * `strict-dynamic` lets it load its own tags.
 */

/** What Google's `gtag()` pushes: an Arguments object. */
function gtagEntry(..._args: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the tag manager expects an Arguments object
  return arguments;
}

/**
 * SPEC 4 "Startup: create session id", SPEC 9 persisted "session uuid": one random UUID (v4) per
 * browser session, the key tags use to tie this visit's events together. It identifies a visit, so
 * it exists only with analytics consent (it is made here, in the chunk fetched after consent, and
 * only where a tag manager reads it). It lives in a first-party session cookie: no Max-Age (gone
 * when the browser closes), Path=/, SameSite=Lax, Secure on https, readable by the page (only tags
 * use it; the worker never does, so it is neither HttpOnly nor signed).
 */
export const SESSION_COOKIE = 'session-id';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The session id a cookie header holds, or null (absent, or not a UUID: then a new one is made). */
export function sessionIdFrom(cookieHeader: string): string | null {
  const raw = /(?:^|;\s*)session-id=([^;]*)/.exec(cookieHeader)?.[1];
  return raw && UUID_V4.test(raw) ? raw : null;
}

/** The Set-Cookie text of a session id (document.cookie syntax). */
export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Analytics consent withdrawn: the visit's id goes with it (a later consent makes a new one). */
function forgetSessionId(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see ensureSessionId
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A purpose withdrawn: the cookies its tags wrote go too, on every domain a tag may have used. */
function forgetTagCookies(consent: Consent | null): void {
  for (const name of cookiesOutsideConsent(consent, cookieNamesIn(document.cookie))) {
    for (const domain of cookieDomainsOf(location.hostname)) {
      // biome-ignore lint/suspicious/noDocumentCookie: see ensureSessionId
      document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/** This browser session's id: the cookie's, else a new one written to the cookie. */
export function ensureSessionId(): string {
  const known = sessionIdFrom(document.cookie);
  if (known) return known;
  const id = randomUuid();
  // biome-ignore lint/suspicious/noDocumentCookie: a session cookie (browser-cookies.ts writes dated ones); kept in this after-consent chunk so first-load JS does not carry it, and the Cookie Store API is not in every supported browser
  document.cookie = sessionCookie(id, location.protocol === 'https:');
  return id;
}

/** Whether this document pushed `session_loaded` (SPEC 4: signalled once; client navigations keep it). */
let sessionLoaded = false;
/** The consent the container was last told (its cookie value), null before it started. */
let told: string | null = null;

/**
 * Starts the container (once per document) or tells it what changed, and, once `cartLoaded`,
 * pushes SPEC 4's `session_loaded` event, once per document: the caller (use-tag-manager.ts) runs
 * after the first page view has hydrated, with the user known, calls again when the cart's first
 * answer is in, and on every consent answer.
 */
export function loadTagManager(config: { id: string; src: string }, cartLoaded: boolean): void {
  const consent = consentFromCookies(document.cookie);
  window.dataLayer = window.dataLayer ?? [];
  const layer = window.dataLayer;
  if (!document.getElementById(TAG_MANAGER_LOADER_ID)) {
    if (!allowsTagManager(consent)) return;
    startContainer(config, consent!, layer);
  } else if (told !== consentValue(consent ?? NO_CONSENT)) {
    // Withdrawn too: the running tags are told every signal is denied (they stay loaded in this document only).
    told = consentValue(consent ?? NO_CONSENT);
    layer.push(gtagEntry('consent', 'update', consentModeState(consent)));
    if (allowsSessionId(consent)) layer.push({ session_id: ensureSessionId() });
    else forgetSessionId();
    forgetTagCookies(consent);
  }
  if (cartLoaded && !sessionLoaded) {
    sessionLoaded = true;
    layer.push({ event: 'session_loaded' });
  }
}

/** Whether a dataLayer entry is consent mode's `default` (the head's, an Arguments object). */
function isConsentDefault(entry: unknown): boolean {
  const args = entry as ArrayLike<unknown> | null;
  return typeof args === 'object' && args !== null && args[0] === 'consent' && args[1] === 'default';
}

function startContainer(config: { id: string; src: string }, consent: Consent, layer: unknown[]): void {
  told = consentValue(consent);
  const update = gtagEntry('consent', 'update', consentModeState(consent));
  const at = layer.findIndex(isConsentDefault);
  // Right behind the head's default; without one (a document the head script did not run in) both go first.
  if (at >= 0) layer.splice(at + 1, 0, update);
  else layer.unshift(gtagEntry('consent', 'default', consentModeState(null)), update);
  if (allowsSessionId(consent)) layer.push({ session_id: ensureSessionId() });
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_MANAGER_LOADER_ID;
  script.async = true;
  script.src = config.src.replace('{id}', encodeURIComponent(config.id));
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
