import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { DEMO_BACKEND_HOST } from '../upstream/upstream-fetch';

/**
 * `/__demo/*` → the demo backend's knobs and counters, for local runs and tests only
 * (ENVIRONMENT=development); elsewhere these paths do not exist.
 */
export async function demoPassthrough(c: Context<AppEnv>): Promise<Response> {
  if (c.env.ENVIRONMENT !== 'development') return c.notFound();
  const url = new URL(c.req.url);
  const target = `https://${DEMO_BACKEND_HOST}${url.pathname}${url.search}`;
  const res = await c.env.DEMO_BACKEND.fetch(new Request(target, c.req.raw));
  return new Response(res.body, res);
}
