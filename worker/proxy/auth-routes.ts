import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { LoginRequestSchema, LoginResponseSchema, UserSchema, storeEnvelope } from '../../shared/contracts/store';
import { COOKIE, COOKIE_MAX_AGE, clearCookie, setCredentialCookie, setPreferenceCookie } from '../cookies';
import { UpstreamError } from '../upstream/upstream-error';
import { upstreamFetch } from '../upstream/upstream-fetch';
import { buildUpstreamHeaders } from '../upstream/upstream-headers';
import { validateAnswer } from '../upstream/json-client';
import { apiError } from './api-errors';
import { readJsonBody } from './read-json-body';

/** Spec 5: login takes e-mail and password, or a token alone (login-as-user). */
const LoginBodySchema = z.union([
  LoginRequestSchema,
  z.object({ token: z.string().regex(/^[A-Za-z0-9._~+/=-]{8,4096}$/) }).strict(),
]);

const VARIANT = /^[A-Za-z0-9_.:-]{1,128}$/;
const GROUP = /^[A-Za-z0-9_.:-]{1,64}$/;

async function fetchUser(c: Context<AppEnv>, token: string): Promise<z.infer<typeof UserSchema> | UpstreamError> {
  const url = `${c.get('domain').upstreams.store}/user`;
  const headers = buildUpstreamHeaders(c, { anonymous: true });
  headers.set('authorization', `Bearer ${token}`);
  try {
    const res = await upstreamFetch(
      c.env,
      url,
      { method: 'GET', headers },
      { timeoutMs: c.get('domain').upstreams.timeoutMs },
    );
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) return new UpstreamError('http', res.status, url, `user answered ${res.status}`, body);
    return validateAnswer(storeEnvelope(UserSchema), body, url).data;
  } catch (e) {
    if (e instanceof UpstreamError) return e;
    throw e;
  }
}

function passError(c: Context<AppEnv>, e: UpstreamError, fallbackTitle: string): Response {
  c.header('cache-control', 'no-store');
  const status = (e.status >= 400 && e.status <= 599 ? e.status : 502) as 400;
  const body =
    e.body && typeof e.body === 'object' && 'errors' in e.body
      ? e.body
      : { errors: [{ title: fallbackTitle, status }] };
  return c.json(body as object, status);
}

/**
 * POST /api/oauth/login: forwards the credentials, keeps `data.access_token` in the HttpOnly
 * cookie `apollo-token` (7 days) and never returns it; then reads the user to set the price
 * variant and groups cookies (7 days). Answers `{ data: { user } }`.
 */
export async function login(c: Context<AppEnv>): Promise<Response> {
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const parsed = LoginBodySchema.safeParse(body.json);
  if (!parsed.success) return apiError(c, 400, 'E-mail and password are required', 'email');

  let token: string;
  if ('token' in parsed.data) {
    token = parsed.data.token;
  } else {
    const url = `${c.get('domain').upstreams.oauth}/login`;
    const headers = buildUpstreamHeaders(c);
    headers.delete('authorization');
    headers.set('content-type', 'application/json');
    let res: Response;
    try {
      res = await upstreamFetch(
        c.env,
        url,
        { method: 'POST', headers, body: JSON.stringify(parsed.data) },
        {
          timeoutMs: c.get('domain').upstreams.timeoutMs,
        },
      );
    } catch (e) {
      if (e instanceof UpstreamError) return passError(c, e, 'The shop cannot be reached');
      throw e;
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok)
      return passError(c, new UpstreamError('http', res.status, url, 'login refused', answer), 'Login failed');
    try {
      token = validateAnswer(LoginResponseSchema, answer, url).data.access_token;
    } catch (e) {
      if (e instanceof UpstreamError) return passError(c, e, 'Login failed');
      throw e;
    }
  }

  const user = await fetchUser(c, token);
  if (user instanceof UpstreamError) return passError(c, user, 'Login failed');

  setCredentialCookie(c, COOKIE.authToken, token, COOKIE_MAX_AGE.auth);
  if (VARIANT.test(user.variantHash)) setPreferenceCookie(c, COOKIE.userVariant, user.variantHash, COOKIE_MAX_AGE.auth);
  const groups = user.groups.filter((g) => GROUP.test(g));
  if (groups.length > 0) setPreferenceCookie(c, COOKIE.userGroups, groups.join(','), COOKIE_MAX_AGE.auth);
  else clearCookie(c, COOKIE.userGroups);
  c.header('cache-control', 'no-store');
  return c.json({ data: { user } });
}

/** POST /api/oauth/logout: tells the store (best effort) and clears token, variant and groups. */
export async function logout(c: Context<AppEnv>): Promise<Response> {
  if (c.get('session').token) {
    const headers = buildUpstreamHeaders(c);
    try {
      await upstreamFetch(
        c.env,
        `${c.get('domain').upstreams.oauth}/logout`,
        { method: 'POST', headers },
        {
          timeoutMs: c.get('domain').upstreams.timeoutMs,
        },
      );
    } catch {
      // Logged by upstreamFetch; the shopper is logged out here regardless.
    }
  }
  clearCookie(c, COOKIE.authToken, true);
  clearCookie(c, COOKIE.userVariant);
  clearCookie(c, COOKIE.userGroups);
  c.header('cache-control', 'no-store');
  return c.json({ data: { loggedOut: true } });
}
