/** One path segment of an API path: ids, codes, tokens and fixed names; nothing that could walk a path. */
const SEGMENT = /^[A-Za-z0-9_.~-]{1,200}$/;

/** An allow-list entry: method and a pattern such as `/cart/items/:id`. */
export interface AllowedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  pattern: string;
}

/**
 * The segments of a canonical API path, or null when the path is not canonical (issue 26.1): a
 * trailing slash, an empty segment (`//`), any escape (`%2F`, `%2e`, `%5C`...), a backslash or a dot
 * segment. The one rule for the whole `/api` tree: the worker refuses such paths before any routing
 * (worker/proxy/canonical-api-path.ts), and the allow-list matcher below refuses them too, so a guard
 * and the allow-list can never disagree about which route a request is. A few string operations.
 */
export function canonicalSegments(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const segments = path.slice(1).split('/');
  for (const seg of segments) {
    if (!SEGMENT.test(seg) || seg === '.' || seg === '..') return null;
  }
  return segments;
}

/**
 * The parameters when `path` matches `pattern` segment by segment (`:x` = one safe segment, fixed
 * segments compared exactly, case included), else null. Non-canonical paths never match.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const s = canonicalSegments(path);
  const p = pattern.slice(1).split('/');
  if (!s || p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const part = p[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = s[i]!;
    else if (part !== s[i]) return null;
  }
  return params;
}

/** True when `path` matches `pattern` (matchPattern). */
export function matchesPattern(pattern: string, path: string): boolean {
  return matchPattern(pattern, path) !== null;
}

/** The first entry of `list` that (method, path) matches, with its parameters; HEAD counts as GET. */
export function findRoute<R extends AllowedRoute>(
  list: readonly R[],
  method: string,
  path: string,
): { route: R; params: Record<string, string> } | null {
  for (const route of list) {
    if (route.method !== method && !(method === 'HEAD' && route.method === 'GET')) continue;
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}

export function isAllowed(list: readonly AllowedRoute[], method: string, path: string): boolean {
  return findRoute(list, method, path) !== null;
}
