import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv, Tracking } from '../env';
import { COOKIE, COOKIE_MAX_AGE, clearCookie, setPreferenceCookie } from '../cookies';

const UTM_KEYS = ['campaign', 'content', 'medium', 'source', 'term'] as const;
/** A tracking value: printable, no separators that could split a cookie or a header. */
const TrackingValueSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\s;,"\\\u0000-\u001f\u007f]+$/u);
// partialRecord: any subset of the five keys (a plain record over an enum demands all five).
const UtmSchema = z
  .partialRecord(z.enum(UTM_KEYS), z.string())
  .refine((utm) => Object.values(utm).every((v) => TrackingValueSchema.safeParse(v).success));

function valid(value: string | undefined): string | undefined {
  // Most requests carry none of these: a failed safeParse builds its issues (about 2 % of a page
  // view's CPU for the five checks of an empty query, in bench:cpu's profile).
  if (value === undefined || value === '') return undefined;
  const r = TrackingValueSchema.safeParse(value);
  return r.success ? r.data : undefined;
}

function utmFromCookie(raw: string | undefined): Tracking['utm'] | undefined {
  if (raw === undefined) return undefined;
  try {
    const r = UtmSchema.safeParse(JSON.parse(raw));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec 4 and 9 tracking: `utm_*` (cookie `utm`, 30 days), `cjevent` (affiliate, 30 days, written
 * only when present and different), `IDP` campaign code (cookie `idp`, sent with the order).
 * Query values win over cookies; malformed cookies are dropped and removed, never an error.
 */
export const readTracking: MiddlewareHandler<AppEnv> = async (c, next) => {
  const query = c.req.query();

  const utmFromQuery: Tracking['utm'] = {};
  for (const key of UTM_KEYS) {
    const v = valid(query[`utm_${key}`]);
    if (v) utmFromQuery[key] = v;
  }
  const utmCookieRaw = getCookie(c, COOKIE.utm);
  let utm = utmFromCookie(utmCookieRaw);
  if (Object.keys(utmFromQuery).length > 0) {
    // Issue 12: any subset of utm_* counts; it is merged over what is stored (the new visit's
    // keys win) and the cookie is written only when that changes something.
    const merged = { ...(utm ?? {}), ...utmFromQuery };
    const text = JSON.stringify(merged);
    if (text !== utmCookieRaw) setPreferenceCookie(c, COOKIE.utm, text, COOKIE_MAX_AGE.utm);
    utm = merged;
  } else if (utmCookieRaw !== undefined && !utm) {
    clearCookie(c, COOKIE.utm);
  }

  const cjCookie = getCookie(c, COOKIE.cjevent);
  const cjQuery = valid(query.cjevent);
  if (cjQuery && cjQuery !== cjCookie) setPreferenceCookie(c, COOKIE.cjevent, cjQuery, COOKIE_MAX_AGE.cjevent);
  const cjevent = cjQuery ?? valid(cjCookie);

  const idpCookie = getCookie(c, COOKIE.idp);
  const idpQuery = valid(query.IDP ?? query.idp);
  if (idpQuery && idpQuery !== idpCookie) setPreferenceCookie(c, COOKIE.idp, idpQuery, COOKIE_MAX_AGE.idp);
  const idp = idpQuery ?? valid(idpCookie);

  if (!cjQuery && cjCookie !== undefined && !valid(cjCookie)) clearCookie(c, COOKIE.cjevent);
  if (!idpQuery && idpCookie !== undefined && !valid(idpCookie)) clearCookie(c, COOKIE.idp);

  const tracking: Tracking = { utm: utm ?? {} };
  if (cjevent) tracking.cjevent = cjevent;
  if (idp) tracking.idp = idp;
  c.set('tracking', tracking);
  await next();
};
