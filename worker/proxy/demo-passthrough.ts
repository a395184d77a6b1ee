import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isDevelopment } from '../config/deployment';
import { DEMO_BACKEND_HOST } from '../upstream/upstream-fetch';

/**
 * `/__demo/*` → the demo backend's knobs and counters, for local runs and tests only
 * (worker/config/deployment.ts isDevelopment); elsewhere these paths do not exist.
 */
export async function demoPassthrough(c: Context<AppEnv>): Promise<Response> {
  if (!isDevelopment(c.env)) return c.notFound();
  const url = new URL(c.req.url);
  const target = `https://${DEMO_BACKEND_HOST}${url.pathname}${url.search}`;
  const res = await c.env.DEMO_BACKEND.fetch(new Request(target, c.req.raw));
  return new Response(res.body, res);
}
