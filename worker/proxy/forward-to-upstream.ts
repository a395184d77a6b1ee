import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { COOKIE, COOKIE_MAX_AGE, setCredentialCookie } from '../cookies';
import { isPlainObject } from '../config/deep-merge';
import { UpstreamError } from '../upstream/upstream-error';
import { upstreamFetch } from '../upstream/upstream-fetch';
import { buildUpstreamHeaders } from '../upstream/upstream-headers';
import { apiError } from './api-errors';
import { clearSessionCookies, isRestrictedUser } from './auth-routes';
import { refuseRestrictedSession } from '../middleware/check-session';

/** True when a `GET /user` answer names a user in a restricted group. */
async function restrictedUserAnswer(c: Context<AppEnv>, json: unknown): Promise<boolean> {
  if (!isPlainObject(json) || !isPlainObject(json.data) || !Array.isArray(json.data.groups)) return false;
  return isRestrictedUser(
    c,
    json.data.groups.filter((g): g is string => typeof g === 'string'),
  );
}

const GUEST_TOKEN = /^[A-Za-z0-9._~+/=-]{8,4096}$/;

/**
 * Spec 6: a cart write by a guest answers with the guest cart token in `meta.custom.guestToken`.
 * The worker keeps it in an HttpOnly cookie (1 day) and blanks it in the body, so page scripts
 * never hold a credential.
 */
export function takeGuestToken(c: Context<AppEnv>, body: unknown): void {
  if (!isPlainObject(body) || !isPlainObject(body.meta) || !isPlainObject(body.meta.custom)) return;
  const token = body.meta.custom.guestToken;
  if (typeof token === 'string' && GUEST_TOKEN.test(token)) {
    setCredentialCookie(c, COOKIE.guestToken, token, COOKIE_MAX_AGE.guestCart);
  }
  if (token !== undefined) body.meta.custom.guestToken = null;
}

/** Status of an upstream failure as the browser sees it (upstream 4xx/5xx kept as they are). */
function failureStatus(e: UpstreamError): ContentfulStatusCode {
  return (e.status >= 400 && e.status <= 599 ? e.status : 502) as ContentfulStatusCode;
}

/**
 * Forwards one allow-listed call: spec 7 headers from the context, the validated JSON body,
 * the upstream's status and JSON body back (errors included, so the client can show them).
 * Non-JSON answers (CSV exports) stream through with their type and disposition.
 */
export async function forwardToUpstream(
  c: Context<AppEnv>,
  url: string,
  body: string | undefined,
  timeoutMs = c.get('domain').upstreams.timeoutMs,
): Promise<Response> {
  const headers = buildUpstreamHeaders(c);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  let res: Response;
  try {
    res = await upstreamFetch(c.env, url, { method, headers, body: body ?? null }, { timeoutMs });
  } catch (e) {
    if (e instanceof UpstreamError) {
      return apiError(
        c,
        failureStatus(e),
        e.kind === 'timeout' ? 'The shop did not answer in time' : 'The shop cannot be reached',
      );
    }
    throw e;
  }
  c.header('cache-control', 'no-store');
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    if (!res.ok) return apiError(c, failureStatus(new UpstreamError('http', res.status, url, '')), 'Something broke');
    const out = new Headers({ 'content-type': type || 'application/octet-stream', 'cache-control': 'no-store' });
    const disposition = res.headers.get('content-disposition');
    if (disposition) out.set('content-disposition', disposition);
    return new Response(res.body, { status: res.status, headers: out });
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return apiError(c, 502, 'Something broke');
  }
  takeGuestToken(c, json);
  const sessionToken = c.get('session').token;
  if (sessionToken) {
    // Issue 11.5: the store no longer knows the token (401) → the session ends on ANY API call;
    // the user turns out to be in a restricted group → no session for them either.
    if (res.status === 401) clearSessionCookies(c);
    else if (
      res.ok &&
      method === 'GET' &&
      new URL(url).pathname.endsWith('/user') &&
      (await restrictedUserAnswer(c, json))
    ) {
      return refuseRestrictedSession(c);
    }
  }
  if (res.status === 204) return c.body(null, 204);
  return c.json(json as object, res.status as ContentfulStatusCode);
}
