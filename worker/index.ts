import { app } from './app';
import type { Env } from './env';
import { deliverOutbound } from './integrations/deliver-outbound';

// The storefront worker: everything is in the Hono app (worker/app.ts); the queue handler delivers
// the outbound partner events (worker/integrations/).
export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch, env: Env, _ctx: ExecutionContext) => deliverOutbound(batch, env),
} satisfies ExportedHandler<Env>;
