/**
 * The demo backend worker: store API (/api/v1, /api/oauth), content API (/content: catalogue and
 * search here, the rest from content/content-app.ts), image CDN (/image) and the /__demo endpoints.
 * Every request is counted and passes the knobs; the database is migrated and seeded on first use.
 */
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { catalogApp, searchApp } from './catalog/catalog-routes';
import { contentApp } from './content/content-app';
import { urlIndexApp } from './content/url-index-routes';
import { demoProductCount, ensureDatabase } from './db/ensure-database';
import { catalogChangeApp } from './demo/catalog-change';
import { demoApp } from './demo/demo-routes';
import { knobsMiddleware } from './demo/knobs';
import { requestLogMiddleware } from './demo/request-log';
import type { DemoAppEnv } from './env';
import { imageApp } from './images/image-app';
import { oauthApp, storeApp } from './store/store-app';
import { addressValidationStandIn } from './demo/address-validation-stand-in';
import { partnersApp } from './demo/partner-receivers';
import { recommendationEngineStandIn } from './demo/recommendation-engine-stand-in';

/** Knob and counter endpoints, and images, work without touching D1. */
const NO_DATABASE = [
  '/__demo/knobs',
  '/__demo/requests',
  '/__demo/integrations',
  '/__demo/tag-manager',
  '/partners/',
  '/image/',
];

const databaseMiddleware: MiddlewareHandler<DemoAppEnv> = async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (!NO_DATABASE.some((p) => path.startsWith(p)))
    await ensureDatabase(c.env.DB, demoProductCount(c.env.DEMO_PRODUCTS));
  await next();
};

const app = new Hono<DemoAppEnv>();
app.use('*', requestLogMiddleware, knobsMiddleware, databaseMiddleware);
app.get('/__health', (c) => c.json({ ok: true }));
// The bulk URL listing again under /__demo, so benchmarks can read it through the storefront's
// development forwarding (tests/bench/url-knowledge-scale.mjs).
app.route('/__demo/url-index', urlIndexApp);
app.route('/__demo/catalog', catalogChangeApp);
app.route('/__demo', demoApp);
app.route('/partners/address-validation', addressValidationStandIn);
app.route('/partners/recommendations', recommendationEngineStandIn);
app.route('/partners', partnersApp);
app.route('/api/v1', storeApp);
app.route('/api/oauth', oauthApp);
// Catalogue and search before the content app, so these paths are ours and the rest is the CMS's.
app.route('/content/catalog', catalogApp);
app.route('/content/search', searchApp);
app.route('/content/url-index', urlIndexApp);
app.route('/content', contentApp);
app.route('/image', imageApp);

export default app;
