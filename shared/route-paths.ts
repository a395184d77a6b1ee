/**
 * Links by route name, for the browser and the worker alike. Reads only each route's pattern
 * (pages/route-facts.generated.ts), not the route table and its policy (shared/routes.ts), so the
 * browser's bundle carries a name → pattern map and nothing else of the routes.
 */
import { ROUTE_PATTERNS } from '../pages/route-facts.generated';
import type { RouteName } from './route-types';

/** Builds a path from a route name and params (for links that must not hard-code paths). */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  const pattern: string | undefined = ROUTE_PATTERNS[name];
  if (pattern === undefined) throw new Error(`Unknown route ${name}`);
  if (pattern === '/*') return `/${params.path ?? ''}`;
  return (
    pattern
      .replace(/:([a-z]+)\??/gi, (_m, key: string) => (params[key] ? encodeURIComponent(params[key]) : ''))
      .replace(/\/+$/, '') || '/'
  );
}
