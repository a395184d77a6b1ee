import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Session } from '../env';
import { COOKIE, clearCookie } from '../cookies';
import { verifyCookieValue } from './signed-cookies';

// Shapes the upstream accepts; anything else is not sent upstream (it would only earn a 401 or,
// worse, smuggle characters into a header) and the cookie is removed.
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,4096}$/;
const VARIANT = /^[A-Za-z0-9_.:-]{1,128}$/;
const GROUP = /^[A-Za-z0-9_.:-]{1,64}$/;
/** A shopper is in a handful of groups; more is a forged cookie (and would overflow cache keys). */
const MAX_GROUPS = 16;

function readValid(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  name: string,
  ok: (v: string) => boolean,
  httpOnly: boolean,
): string | undefined {
  const value = getCookie(c, name);
  if (value === undefined || value === '') return undefined;
  if (ok(value)) return value;
  clearCookie(c, name, httpOnly);
  return undefined;
}

/** A signed personalisation cookie's value when valid; anything else is removed. */
async function readSigned(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  name: string,
  token: string | undefined,
  ok: (v: string) => boolean,
): Promise<string | undefined> {
  const raw = getCookie(c, name);
  if (raw === undefined || raw === '') return undefined;
  const value = await verifyCookieValue(c.env, name, raw, token);
  if (value !== null && ok(value)) return value;
  clearCookie(c, name);
  return undefined;
}

/** The shopper as the cookies describe them: auth token, guest cart token, price variant, groups. */
export const readSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session: Session = { groups: [] };
  const token = readValid(c, COOKIE.authToken, (v) => TOKEN.test(v), true);
  if (token) session.token = token;
  const guestToken = readValid(c, COOKIE.guestToken, (v) => TOKEN.test(v), true);
  if (guestToken) session.guestToken = guestToken;
  // Price variant and groups count only when signed by this worker for this session (issue 11.7);
  // an anonymous visitor's (forged) values are ignored, so they get the anonymous shell.
  const variant = await readSigned(c, COOKIE.userVariant, session.token, (v) => VARIANT.test(v));
  if (variant) session.variant = variant;
  const groups = await readSigned(
    c,
    COOKIE.userGroups,
    session.token,
    (v) => v.split(',').length <= MAX_GROUPS && v.split(',').every((g) => GROUP.test(g)),
  );
  if (groups) session.groups = groups.split(',');
  if ([COOKIE.authToken, COOKIE.guestToken, COOKIE.userVariant, COOKIE.userGroups].some((n) => getCookie(c, n)))
    session.personalisingCookieSent = true;
  c.set('session', session);
  await next();
};

/** True when anything in the session personalises answers (auth, guest cart, price variant, groups). */
export function isPersonalised(session: Session): boolean {
  return (
    !!session.token ||
    !!session.guestToken ||
    !!session.variant ||
    session.groups.length > 0 ||
    session.personalisingCookieSent === true
  );
}
