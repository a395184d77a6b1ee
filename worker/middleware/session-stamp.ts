import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { COOKIE, setCredentialCookie } from '../cookies';
import { signCookieValue, verifyCookieValue } from './signed-cookies';

/**
 * The "session checked" stamp (issue 11.5, worker/middleware/check-session.ts): the time the store
 * last confirmed this token, HMAC-signed for the token (USER_COOKIE_SECRET), so a forged, tampered,
 * old or transplanted stamp never skips the check.
 */

/** How long a successful check is trusted (the worst case for a revoked session to keep working). */
export const SESSION_CHECK_TTL_S = 300;
/** A stamp from the future beyond this (clock skew between locations) is not trusted. */
const FUTURE_SKEW_S = 30;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** True when the request carries a stamp this worker signed for this token less than the TTL ago. */
export async function hasFreshStamp(c: Context<AppEnv>, token: string): Promise<boolean> {
  const raw = getCookie(c, COOKIE.sessionChecked);
  if (!raw) return false;
  const value = await verifyCookieValue(c.env, COOKIE.sessionChecked, raw, token);
  if (value === null || !/^\d{1,12}$/.test(value)) return false;
  const age = nowSeconds() - Number(value);
  return age >= -FUTURE_SKEW_S && age < SESSION_CHECK_TTL_S;
}

/** Marks the session as confirmed by the store now (no stamp without a secret: then every view asks). */
export async function stampSession(c: Context<AppEnv>, token: string): Promise<void> {
  const stamp = await signCookieValue(c.env, COOKIE.sessionChecked, String(nowSeconds()), token);
  if (stamp) setCredentialCookie(c, COOKIE.sessionChecked, stamp, SESSION_CHECK_TTL_S);
}
