import type { MiddlewareHandler } from 'hono';
import { cookiesWritten } from '../cookies';

/**
 * Cookies the context middleware writes (locale, currency, tracking, removal of bad credentials)
 * go into Hono's pending headers. A handler that builds its own Response (the streamed page, the
 * fallback page) replaces those, so `?currency=CZK` or a `utm_*` landing on a page stored nothing.
 * This puts every pending Set-Cookie on the final answer, whatever produced it.
 *
 * Only a request that wrote a cookie (worker/cookies.ts, the one place cookies are written) looks
 * at `c.res` before the handler: that look makes Hono build an empty stand-in Response, and the
 * handler's answer is then rebuilt to take the stand-in's headers, a Response and a header copy
 * more on every page view (issue 28).
 */
export const keepPendingCookies: MiddlewareHandler = async (c, next) => {
  if (!cookiesWritten(c)) return next();
  const pending = c.res.headers.getSetCookie();
  await next();
  if (pending.length === 0) return;
  const present = new Set(c.res.headers.getSetCookie());
  const missing = pending.filter((line) => !present.has(line));
  if (missing.length === 0) return;
  const res = new Response(c.res.body, c.res);
  for (const line of missing) res.headers.append('set-cookie', line);
  // Replace rather than merge: assigning over a response copies its old headers back in.
  c.res = undefined;
  c.res = res;
};
