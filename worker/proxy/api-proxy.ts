import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { sameOriginOnly } from '../middleware/same-origin-only';
import { addressValidationRoute } from './address-validation-route';
import { apiError } from './api-errors';
import { cartGuards } from './cart-guards';
import { login, loginAs, logout } from './auth-routes';
import { CONTENT_ALLOW_LIST } from './content-allow-list';
import { forwardToUpstream } from './forward-to-upstream';
import { graphqlRoute } from './graphql-route';
import { guardedForm } from './guarded-forms';
import { limitOrderLookups, orderByCode } from './order-lookup';
import { isAllowed, type AllowedRoute } from './path-pattern';
import { readJsonBody } from './read-json-body';
import { STORE_ALLOW_LIST } from './store-allow-list';

/** Longest query string forwarded (filters and ids lists fit; anything longer is abuse). */
const MAX_QUERY_LENGTH = 4096;

/**
 * Forwards `/api/<prefix>/<rest>` to `<base>/<rest>` when (method, rest) is allow-listed;
 * anything else is a 404 JSON without an upstream call.
 */
function allowListed(prefix: string, list: readonly AllowedRoute[], base: (c: Context<AppEnv>) => string) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const rest = c.req.path.slice(prefix.length) || '/';
    if (!isAllowed(list, c.req.method, rest)) return apiError(c, 404, 'Not found');
    const search = new URL(c.req.url).search;
    if (search.length > MAX_QUERY_LENGTH) return apiError(c, 414, 'The query string is too long');
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    // The search service (content `/search`, the header dropdown) has its own 2000 ms (spec 7/9).
    const timeoutMs =
      rest === '/search' && list === CONTENT_ALLOW_LIST
        ? c.get('domain').upstreams.searchTimeoutMs
        : c.get('domain').upstreams.timeoutMs;
    return forwardToUpstream(c, `${base(c)}${rest}${search}`, body.text, timeoutMs);
  };
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

apiProxy.use('/v1/cart/*', cartGuards); // empty guest cart without an upstream call; idempotent place order
apiProxy.post('/oauth/login', login);
apiProxy.post('/oauth/login-as', loginAs);
apiProxy.post('/oauth/logout', logout);
apiProxy.post('/graphql', graphqlRoute);
apiProxy.post('/address-validation', addressValidationRoute);
apiProxy.use('/v1/orders/*', limitOrderLookups);
// Rate-limited forms; the e-mail link of activation and password reset is set by the worker.
apiProxy.post('/v1/register', guardedForm('ACCOUNT_RATE_LIMIT', 'user-activate'));
apiProxy.post('/v1/forgot-password', guardedForm('ACCOUNT_RATE_LIMIT', 'reset-password'));
apiProxy.post('/v1/reset-password', guardedForm('ACCOUNT_RATE_LIMIT'));
apiProxy.post('/v1/newsletter/subscribe', guardedForm('FORM_RATE_LIMIT', 'user-activate'));
apiProxy.post('/v1/contact-form', guardedForm('FORM_RATE_LIMIT'));
apiProxy.post('/v1/cart/coupon', guardedForm('COUPON_RATE_LIMIT'));
apiProxy.get('/v1/orders/code/:code', orderByCode);
apiProxy.all(
  '/v1/*',
  allowListed('/api/v1', STORE_ALLOW_LIST, (c) => c.get('domain').upstreams.store),
);
apiProxy.all(
  '/content/*',
  allowListed('/api/content', CONTENT_ALLOW_LIST, (c) => c.get('domain').upstreams.content),
);
apiProxy.all('*', (c) => apiError(c, 404, 'Not found'));
