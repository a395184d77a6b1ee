import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from './api-errors';
import { canonicalSegments } from './path-pattern';

/**
 * Issue 26.1: `/api/*` paths in their one canonical spelling only, refused before any routing
 * (the partner-event hooks in worker/app.ts, the auth routes and the allow-list alike): no trailing
 * slash, no empty segment, no escape (`%2F`, `%2e`...), no backslash or dot segment. Every guard is
 * keyed by an exact route, so a second spelling of one path would otherwise reach a store that
 * ignores slashes or decodes escapes unguarded. Case needs no rule here: fixed segments are compared
 * exactly, so `/api/v1/Register` is no route at all (404). A few string operations per API call.
 */
export const refuseNonCanonicalApiPath: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  const path = url.slice(start, query === -1 ? undefined : query);
  if (!canonicalSegments(path)) return apiError(c, 404, 'Not found: not a canonical API path');
  return next();
};
