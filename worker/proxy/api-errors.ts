import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Errors the proxy itself produces, in the store's error envelope (`{ errors: [{ title, status }] }`,
 * docs/ARCHITECTURE.md "Envelopes") so the client shows them like any upstream error (spec 8).
 */
export function apiError(c: Context, status: ContentfulStatusCode, title: string, field?: string): Response {
  c.header('cache-control', 'no-store');
  return c.json({ errors: [{ title, status, ...(field ? { field } : {}) }] }, status);
}
