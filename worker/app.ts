import { rememberPlacedOrder } from './orders/order-page';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env';
import { resolveDomain } from './middleware/resolve-domain';
import { redirectToCanonicalUrl } from './middleware/redirect-to-canonical-url';
import { chooseLocale, followUrlLanguage } from './middleware/choose-locale';
import { chooseCurrency } from './middleware/choose-currency';
import { securityHeaders } from './middleware/security-headers';
import { readSession } from './middleware/read-session';
import { checkSession } from './middleware/check-session';
import { readTracking } from './middleware/read-tracking';
import { htmlSafeJson } from './middleware/html-safe-json';
import { keepPendingCookies } from './middleware/keep-pending-cookies';
import { MESSAGES_PATH_PREFIX, PAGE_DATA_PREFIX } from '../shared/page-payload';
import { serveMessages } from './render/messages-asset';
import { imageProxy } from './proxy/image-proxy';
import { apiProxy } from './proxy/api-proxy';
import { refuseNonCanonicalApiPath } from './proxy/canonical-api-path';
import { demoPassthrough } from './proxy/demo-passthrough';
import { opsApp } from './ops/ops-app';
import { hooksApp } from './hooks/catalog-hook';
import { siteMetrics } from './ops/site-metrics';
import { pageApp } from './render/page-app';
import { preferenceForm } from './preferences/preference-form';
import { PREFERENCE_FORM_PATH } from '../shared/preference-form';
import { reportPlacedOrder, reportWelcomeSignup } from './integrations/report-events';
import { sitemapApp } from './urls/sitemap-app';
import { somethingBroke } from './generic-answers';

// The storefront's request pipeline, in the order a request meets it (docs/ARCHITECTURE.md).
export const app = new Hono<AppEnv>();

// 1. Liveness and static files: no site, cookies or upstreams involved, but the same secure
//    headers as everything else (nosniff matters most on scripts and styles; HSTS on every answer).
app.get('/__health', securityHeaders, (c) => c.json({ ok: true }));
const fromAssets = (c: { env: AppEnv['Bindings']; req: { raw: Request } }) => c.env.ASSETS.fetch(c.req.raw);
app.get('/assets/*', securityHeaders, fromAssets);
app.get('/favicon.ico', securityHeaders, fromAssets);
app.get('/favicon.svg', securityHeaders, fromAssets);
// Raster brand images for link previews and structured data (og:image, Organization logo).
app.get('/brand/*', securityHeaders, fromAssets);
// The offline service worker (client/sw/service-worker.ts; built to a fixed name: its scope is the site).
app.get('/sw.js', securityHeaders, fromAssets);
// Each locale's message table, immutable under its hash (the page names it; worker/render/messages-asset.ts).
app.get(`${MESSAGES_PATH_PREFIX}:file`, securityHeaders, serveMessages);

// 2. Context: which site; one 301 to the canonical URL; secure headers and the CSP nonce
//    (outermost of what follows, so redirects and errors carry them too); then the shopper's
//    locale, currency, session and tracking.
app.use('*', resolveDomain);
app.use('*', siteMetrics); // per-site numbers and the request's JSON log line (worker/ops)
app.use('*', securityHeaders);
app.use('*', redirectToCanonicalUrl);
app.use('*', chooseLocale);
app.use('*', chooseCurrency);
app.use('*', readSession);
// A page URL of one language (a German slug) is shown in it, whatever the cookie (issue 32).
app.use('*', followUrlLanguage);
// The store's word on the session, at most once per few minutes per browser (issue 11.5): before
// pages, page data and the API proxy, so an expired or restricted session ends on any of them.
app.use('*', checkSession);
app.use('*', readTracking);
app.use('*', keepPendingCookies);

// JSON answers of the API and of page data carry `<`, `>`, `&` escaped: input and CMS text
// echoed in them stays inert even if something renders them as HTML.
app.use('/api/*', htmlSafeJson);
app.use(`${PAGE_DATA_PREFIX}/*`, htmlSafeJson);

// 3. Images, the API proxy, ops, and the demo backend's knobs (development only).
app.all('/image/*', imageProxy);
// One spelling per API path (issue 26.1), refused otherwise before any API route or hook below.
app.use('/api/*', refuseNonCanonicalApiPath);
// Partner events (issue 12) are queued after the store's answer; the proxy itself stays unaware.
app.use('/api/v1/cart/place', reportPlacedOrder);
// The thank-you page reads the placed order on the server (worker/orders/order-page.ts).
app.use('/api/v1/cart/place', rememberPlacedOrder);
app.use('/api/v1/newsletter/subscribe', reportWelcomeSignup);
app.route('/api', apiProxy);
app.route('/__ops', opsApp);
// The store's word that products or categories changed: cached copies that show them go (issue 28).
app.route('/__hooks', hooksApp);
app.all('/__demo/*', demoPassthrough);
// The 18+ gate and cookie banner as plain forms (work before hydration and without scripts).
app.route(PREFERENCE_FORM_PATH, preferenceForm);
// Per-site robots.txt and sitemaps, from the URL knowledge.
app.route('/', sitemapApp);

// 4-5. Pages and page data for client-side navigation (/__data/<path>): the renderer.
app.route('/', pageApp);

app.onError((err, c) => {
  if (err instanceof HTTPException) return err.getResponse();
  console.error(`[storefront] unhandled error on ${c.req.method} ${c.req.path}:`, err);
  return somethingBroke(c);
});
