import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type Consent,
  consentFromAnswer,
  consentValue,
  cookieDomainsOf,
  cookieNamesIn,
  cookiesOutsideConsent,
} from '../../shared/consent';
import { consentFormFields } from '../../shared/consent-schema';
import { MODAL_ID_PATTERN, PREFERENCE_COOKIE_DAYS, PREFERENCE_FIELD } from '../../shared/preference-form';
import { sameSitePath } from '../../shared/same-site-path';
import { COOKIE, clearCookie, clearThirdPartyCookie, setPreferenceCookie } from '../cookies';
import type { AppEnv } from '../env';
import { sameOriginOnly } from '../middleware/same-origin-only';
import { isBrowserFormPost, readFormFields } from '../http/browser-form';
import { shellCookieState } from '../render/shell-view';

const MAX_CLOSED_MODALS = 20; // the shell's cookie parser keeps at most 20 ids

const PreferenceFormSchema = z
  .object({
    [PREFERENCE_FIELD.close]: z.string().regex(MODAL_ID_PATTERN).optional(),
    ...consentFormFields,
    [PREFERENCE_FIELD.reopenConsent]: z.literal('1').optional(),
    [PREFERENCE_FIELD.back]: z.string().max(2000).optional(),
  })
  .refine(
    (form) =>
      form.close !== undefined || form.consent !== undefined || form[PREFERENCE_FIELD.reopenConsent] !== undefined,
    'Nothing to remember',
  );
// The consent fields are the banner's (shared/consent-schema.ts): `consent` is the button, the
// purposes' checkboxes count only for "choice" (accept or refuse all ignore them).

/** A withdrawn purpose's tag cookies (shared/consent.ts), deleted on every domain a tag may have used. */
function forgetTagCookies(c: Context<AppEnv>, consent: Consent | null): void {
  const { hostname } = new URL(c.req.url);
  for (const name of cookiesOutsideConsent(consent, cookieNamesIn(c.req.header('cookie') ?? '')))
    for (const domain of cookieDomainsOf(hostname)) clearThirdPartyCookie(c, name, domain);
}

/**
 * `POST /__preference`: the 18+ gate and the cookie banner (first layer or settings) answered by a plain form (before
 * hydration or with scripts blocked). Sets the same cookies the hydrated client writes and sends
 * the shopper back (303) to the page they were on: a same-site path only (the form's `back`, else
 * the Referer, else home), so it can never redirect off-site. CSRF: same-origin proof required.
 */
export const preferenceForm = new Hono<AppEnv>();

preferenceForm.post('/', sameOriginOnly, async (c) => {
  if (!isBrowserFormPost(c)) return c.text('Expected a form', 415);
  const fields = await readFormFields(c);
  if (!fields) return c.text('Unreadable form', 400);
  const form = PreferenceFormSchema.safeParse(fields);
  if (!form.success) return c.text('Unknown preference', 400);

  if (form.data.close !== undefined) {
    const closed = shellCookieState(c).closedModals.filter((id) => id !== form.data.close);
    const kept = [...closed.slice(-(MAX_CLOSED_MODALS - 1)), form.data.close];
    setPreferenceCookie(c, COOKIE.closedModals, kept.join(','), PREFERENCE_COOKIE_DAYS * 86400);
  }
  if (form.data.consent !== undefined) {
    const { analytics, marketing } = form.data;
    const consent = consentFromAnswer(form.data.consent, {
      analytics: analytics === '1',
      marketing: marketing === '1',
    });
    setPreferenceCookie(c, COOKIE.cookieConsent, consentValue(consent), PREFERENCE_COOKIE_DAYS * 86400);
    forgetTagCookies(c, consent);
  } else if (form.data[PREFERENCE_FIELD.reopenConsent] !== undefined) {
    // The footer's "cookie settings" without a script: the answer is forgotten, so the page the
    // shopper returns to asks again (nothing optional runs until they answer).
    clearCookie(c, COOKIE.cookieConsent);
    forgetTagCookies(c, null);
  }

  // The one same-site check (shared/same-site-path.ts) for both: the Referer is an absolute URL of this host.
  const here = [new URL(c.req.url).host];
  const back = sameSitePath(form.data.back) ?? sameSitePath(c.req.header('referer'), here) ?? '/';
  c.header('cache-control', 'private, no-store');
  return c.redirect(back, 303);
});
