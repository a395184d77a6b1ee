import { app } from './app';
import type { Env } from './env';
import { deliverOutbound } from './integrations/deliver-outbound';

/** The catalogue change log's Durable Object class (wrangler.toml `[[durable_objects.bindings]]`). */
export { CatalogChangeStore } from './cache/catalog-change-store';

// The storefront worker: everything is in the Hono app (worker/app.ts); the queue handler delivers
// the outbound partner events (worker/integrations/).
export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch, env: Env, _ctx: ExecutionContext) => deliverOutbound(batch, env),
} satisfies ExportedHandler<Env>;
