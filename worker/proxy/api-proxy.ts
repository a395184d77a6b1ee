import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { sameOriginOnly } from '../middleware/same-origin-only';
import { addressValidationRoute } from './address-validation-route';
import { apiError } from './api-errors';
import { emptyGuestCart, placeOnce } from './cart-guards';
import { login, loginAs, logout } from './auth-routes';
import { CONTENT_ALLOW_LIST } from './content-allow-list';
import { forwardToUpstream } from './forward-to-upstream';
import { graphqlRoute } from './graphql-route';
import { guardedForm } from './guarded-forms';
import { orderByCode, orderByToken, ownOrderByCode } from './order-lookup';
import { findRoute, type AllowedRoute } from './path-pattern';
import type { Guard, ProxyCall } from './proxy-guard';
import { readJsonBody } from './read-json-body';
import { recommendationsRoute } from './recommendations-route';
import { registerByForm } from './register-form';
import { loginUnlessGuestCarts, watchersOn } from './settings-guards';
import { STORE_ALLOW_LIST } from './store-allow-list';
import { isBrowserFormPost } from '../http/browser-form';
import {
  identifyByForm,
  identifyGuard,
  submitWithdrawalGuard,
  withdrawalFormGuard,
  withdrawByForm,
} from './withdrawal-routes';

/** Longest query string forwarded (filters and ids lists fit; anything longer is abuse). */
const MAX_QUERY_LENGTH = 4096;

/**
 * The guards of store routes, keyed by the allow-list entry they belong to (issue 26.1): the same
 * matcher (worker/proxy/path-pattern.ts) that allows a path picks its guard, so no spelling of a
 * path can reach the store allowed but unguarded. A guard naming no allow-list entry stops the
 * isolate at start-up (guardsOf).
 */
const STORE_GUARDS: readonly (AllowedRoute & { guard: Guard })[] = [
  { method: 'GET', pattern: '/cart', guard: emptyGuestCart },
  { method: 'POST', pattern: '/cart/place', guard: placeOnce },
  // SPEC 1: guest carts and availability watchers depend on the store's settings (settings-guards.ts).
  { method: 'POST', pattern: '/cart/items', guard: loginUnlessGuestCarts },
  { method: 'POST', pattern: '/cart/items/batch', guard: loginUnlessGuestCarts },
  { method: 'POST', pattern: '/products/:id/watchers', guard: watchersOn },
  // Rate-limited forms; the e-mail link of activation and password reset is set by the worker.
  {
    method: 'POST',
    pattern: '/register',
    guard: guardedForm('ACCOUNT_RATE_LIMIT', { per: 'account', callbackRoute: 'user-activate' }),
  },
  {
    method: 'POST',
    pattern: '/forgot-password',
    guard: guardedForm('ACCOUNT_RATE_LIMIT', { per: 'account', callbackRoute: 'reset-password' }),
  },
  { method: 'POST', pattern: '/reset-password', guard: guardedForm('ACCOUNT_RATE_LIMIT', { per: 'account' }) },
  {
    method: 'POST',
    pattern: '/newsletter/subscribe',
    guard: guardedForm('FORM_RATE_LIMIT', { per: 'account', callbackRoute: 'user-activate' }),
  },
  { method: 'POST', pattern: '/contact-form', guard: guardedForm('FORM_RATE_LIMIT', { per: 'account' }) },
  // Reviews (issue 52.6): anyone may post one, so posts are counted per client IP and per cart or
  // session like the other forms; the store holds each for moderation before it is shown.
  { method: 'POST', pattern: '/products/:id/reviews', guard: guardedForm('FORM_RATE_LIMIT', { per: 'cart' }) },
  { method: 'POST', pattern: '/cart/coupon', guard: guardedForm('COUPON_RATE_LIMIT', { per: 'cart' }) },
  // Order look-ups by code or token share the order look-up limit (worker/proxy/order-lookup.ts).
  { method: 'GET', pattern: '/orders/code/:code', guard: orderByCode },
  { method: 'GET', pattern: '/orders/token/:token', guard: orderByToken },
  { method: 'GET', pattern: '/user/orders/code/:code', guard: ownOrderByCode },
  // The withdrawal function: counted like every order look-up, the token added from its cookie.
  { method: 'POST', pattern: '/orders/identify', guard: identifyGuard },
  { method: 'GET', pattern: '/orders/code/:code/withdrawal', guard: withdrawalFormGuard },
  { method: 'POST', pattern: '/orders/code/:code/withdrawal', guard: submitWithdrawalGuard },
];

const routeKey = (r: AllowedRoute) => `${r.method} ${r.pattern}`;

function guardsOf(list: readonly AllowedRoute[], guards: readonly (AllowedRoute & { guard: Guard })[]) {
  const allowed = new Set(list.map(routeKey));
  const map = new Map<string, Guard>();
  for (const g of guards) {
    if (!allowed.has(routeKey(g))) throw new Error(`API guard for ${routeKey(g)} names no allow-list entry`);
    map.set(routeKey(g), g.guard);
  }
  return map;
}

/** The store routes' guards by allow-list entry (built once per isolate). */
export const STORE_GUARD_FOR = guardsOf(STORE_ALLOW_LIST, STORE_GUARDS);

/**
 * Forwards `/api/<prefix>/<rest>` to `<base>/<rest>` when (method, rest) is allow-listed, through
 * the entry's guard when it has one; anything else is a 404 JSON without an upstream call.
 */
function allowListed(
  prefix: string,
  list: readonly AllowedRoute[],
  base: (c: Context<AppEnv>) => string,
  guards: ReadonlyMap<string, Guard> = new Map(),
) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const rest = new URL(c.req.url).pathname.slice(prefix.length) || '/';
    const hit = findRoute(list, c.req.method, rest);
    if (!hit) return apiError(c, 404, 'Not found');
    const search = new URL(c.req.url).search;
    if (search.length > MAX_QUERY_LENGTH) return apiError(c, 414, 'The query string is too long');
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    // The search service (content `/search`, the header dropdown) has its own 2000 ms (spec 7/9).
    const timeoutMs =
      rest === '/search' && list === CONTENT_ALLOW_LIST
        ? c.get('domain').upstreams.searchTimeoutMs
        : c.get('domain').upstreams.timeoutMs;
    const forward = (text: string | undefined) => forwardToUpstream(c, `${base(c)}${rest}${search}`, text, timeoutMs);
    return throughGuard(c, guards.get(routeKey(hit.route)), {
      params: hit.params,
      text: body.text,
      json: body.json,
      forward,
    });
  };
}

/** An allow-listed call through its route's guard, if it has one, else the plain forward. */
function throughGuard(c: Context<AppEnv>, guard: Guard | undefined, call: ProxyCall): Promise<Response> {
  return guard ? guard(c, call) : call.forward(call.text);
}

/**
 * A store call the worker makes for a form the browser posted itself (no script): the JSON the
 * page's script would have sent, through the very allow-list entry and guard that script's call
 * takes (rate limit, callback link), then the same forward.
 */
function sendToStore(c: Context<AppEnv>, rest: string, json: unknown): Promise<Response> {
  const hit = findRoute(STORE_ALLOW_LIST, c.req.method, rest);
  if (!hit) return Promise.resolve(apiError(c, 404, 'Not found'));
  const text = JSON.stringify(json);
  const forward = (body: string | undefined) =>
    forwardToUpstream(c, `${c.get('domain').upstreams.store}${rest}`, body, c.get('domain').upstreams.timeoutMs);
  return throughGuard(c, STORE_GUARD_FOR.get(routeKey(hit.route)), { params: hit.params, text, json, forward });
}

/**
 * `/api/*`: the browser's only way to the upstreams (spec 7). Mutations must come from this
 * origin (CSRF), bodies are size-limited and JSON-validated, spec 7 headers come from the
 * request context, and the auth token stays in an HttpOnly cookie.
 */
export const apiProxy = new Hono<AppEnv>();

apiProxy.use('*', sameOriginOnly);
apiProxy.use('*', async (c, next) =>
  bodyLimit({
    maxSize: c.get('domain').maxRequestBodyBytes,
    onError: (cc) => apiError(cc, 413, 'The request body is too large'),
  })(c, next),
);

// The register form posted by the browser itself (no script) is answered with pages; the page's
// script sends JSON, which goes on to the allow-listed route below like any store call.
apiProxy.post('/v1/register', async (c, next) => {
  if (!isBrowserFormPost(c)) return next();
  return registerByForm(c, (request) => sendToStore(c, '/register', request));
});
// The withdrawal page's forms posted by the browser itself: answered with pages (303).
apiProxy.post('/v1/orders/identify', async (c, next) => (isBrowserFormPost(c) ? identifyByForm(c) : next()));
apiProxy.post('/v1/orders/code/:code/withdrawal', async (c, next) =>
  isBrowserFormPost(c) ? withdrawByForm(c, c.req.param('code')) : next(),
);
apiProxy.post('/oauth/login', login);
apiProxy.post('/oauth/login-as', loginAs);
apiProxy.post('/oauth/logout', logout);
apiProxy.post('/graphql', graphqlRoute);
apiProxy.post('/address-validation', addressValidationRoute);
apiProxy.get('/recommendations', recommendationsRoute);
// Every store route through one matcher: the allow-list entry decides its guard (STORE_GUARDS).
apiProxy.all(
  '/v1/*',
  allowListed('/api/v1', STORE_ALLOW_LIST, (c) => c.get('domain').upstreams.store, STORE_GUARD_FOR),
);
apiProxy.all(
  '/content/*',
  allowListed('/api/content', CONTENT_ALLOW_LIST, (c) => c.get('domain').upstreams.content),
);
apiProxy.all('*', (c) => apiError(c, 404, 'Not found'));
