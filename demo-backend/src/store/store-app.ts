/**
 * The store API (SPEC 7) as one Hono app, mounted at /api/v1; `oauthApp` is mounted at /api/oauth.
 * Every failure leaves as `{ errors: [{ title, field?, status }] }`.
 */
import { Hono, type Context } from 'hono';
import type { DemoAppEnv } from '../env';
import { cartRoutes } from './cart-routes';
import { checkoutRoutes } from './checkout-routes';
import { contactRoutes } from './contact-routes';
import { productRoutes } from './product-routes';
import { referenceRoutes } from './reference-routes';
import { shoppingListRoutes } from './shopping-list-routes';
import { StoreHttpError } from './store-context';
import { oauthRoutes, userRoutes } from './user-routes';
import { withdrawalRoutes } from './withdrawal-routes';

export function storeErrorHandler(error: Error, c: Context<DemoAppEnv>) {
  if (error instanceof StoreHttpError) return c.json({ errors: error.errors }, error.status);
  console.error('[demo-backend] store API error', error);
  return c.json({ errors: [{ title: 'Something broke on the demo backend', status: 500 }] }, 500);
}

const notFound = (c: Context<DemoAppEnv>) =>
  c.json({ errors: [{ title: `No store endpoint ${c.req.method} ${new URL(c.req.url).pathname}`, status: 404 }] }, 404);

export const storeApp = new Hono<DemoAppEnv>()
  .route('/', cartRoutes)
  .route('/', checkoutRoutes)
  .route('/', referenceRoutes)
  .route('/', productRoutes)
  .route('/', userRoutes)
  .route('/', shoppingListRoutes)
  .route('/', contactRoutes)
  .route('/', withdrawalRoutes)
  // Mounted sub-apps do not use their own notFound, so unknown paths are answered by a catch-all.
  .all('*', notFound);
storeApp.onError(storeErrorHandler);

export const oauthApp = new Hono<DemoAppEnv>().route('/', oauthRoutes).all('*', notFound);
oauthApp.onError(storeErrorHandler);
