/** Counts requests per method and path, so a test can assert how many upstream calls a page caused. */
import type { MiddlewareHandler } from 'hono';
import type { DemoAppEnv } from '../env';

const counts = new Map<string, { method: string; path: string; count: number }>();

export const requestLogMiddleware: MiddlewareHandler<DemoAppEnv> = async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (!path.startsWith('/__demo/')) {
    const key = `${c.req.method} ${path}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { method: c.req.method, path, count: 1 });
  }
  await next();
};

/** Counts, optionally only for paths starting with `prefix`. */
export function requestCounts(prefix?: string) {
  const list = [...counts.values()]
    .filter((e) => !prefix || e.path.startsWith(prefix))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return { total: list.reduce((s, e) => s + e.count, 0), counts: list };
}
export const resetRequestCounts = () => counts.clear();
