/** One path parameter: ids, codes and tokens; nothing that could walk the upstream's path. */
const PARAM = /^[A-Za-z0-9_.~-]{1,200}$/;

/** An allow-list entry: method and a pattern such as `/cart/items/:id`. */
export interface AllowedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  pattern: string;
}

/** True when `path` matches `pattern` segment by segment (`:x` = one safe parameter segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  if (p.length !== s.length || path.includes('//')) return false;
  return p.every((part, i) => {
    const seg = s[i]!;
    if (seg === '.' || seg === '..') return false;
    return part.startsWith(':') ? PARAM.test(seg) : part === seg;
  });
}

export function isAllowed(list: readonly AllowedRoute[], method: string, path: string): boolean {
  return list.some(
    (r) => (r.method === method || (method === 'HEAD' && r.method === 'GET')) && matchesPattern(r.pattern, path),
  );
}
