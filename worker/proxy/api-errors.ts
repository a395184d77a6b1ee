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

/**
 * A request body refused by its zod contract: 422 listing every issue as `{ title: "path: message",
 * field: "path" }`, the shape the store answers (docs/ARCHITECTURE.md "Envelopes"), so the form maps
 * each to its field. Nothing is forwarded.
 */
export function apiInvalidBody(
  c: Context,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Response {
  c.header('cache-control', 'no-store');
  return c.json(
    {
      errors: issues.map((issue) => {
        const field = issue.path.map(String).join('.');
        return {
          title: field ? `${field}: ${issue.message}` : issue.message,
          status: 422,
          ...(field ? { field } : {}),
        };
      }),
    },
    422,
  );
}
