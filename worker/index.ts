import { app } from './app';

// The storefront worker: everything is in the Hono app (worker/app.ts).
export default { fetch: app.fetch } satisfies ExportedHandler<import('./env').Env>;
