import type { Context } from 'hono';

/**
 * The shop's generic failure answers (issue 26.8): what a shopper or a stranger sees when something
 * is broken or shut, whatever the reason. The reason (a configuration problem, an exception, why
 * ops is off) goes to the worker log only, never into an answer.
 */
export function somethingBroke(c: Context): Response {
  c.header('cache-control', 'no-store');
  if (c.req.path.startsWith('/api/')) return c.json({ errors: [{ title: 'Something broke', status: 500 }] }, 500);
  return c.text('Something broke. Please try again.', 500);
}
