// Issue 26.1: spellings of one API path that a store ignoring trailing slashes, empty segments,
// escapes or case might read as the same route. Shared by the path-variant test and the hostile corpus.

/** Every spelling of `path` (a canonical `/api/...` path) an attacker might try instead of it. */
export function apiPathVariants(path: string, lastIsParameter = false): { name: string; path: string }[] {
  const segments = path.split('/');
  const last = segments.at(-1)!;
  const head = segments.slice(0, -1).join('/');
  const firstLetter = last.search(/[a-z]/i);
  const escapedLetter =
    firstLetter === -1
      ? `${last}%2e`
      : `${last.slice(0, firstLetter)}%${last.charCodeAt(firstLetter).toString(16)}${last.slice(firstLetter + 1)}`;
  return [
    { name: 'trailing slash', path: `${path}/` },
    { name: 'two trailing slashes', path: `${path}//` },
    { name: 'double slash before the last segment', path: `${head}//${last}` },
    { name: 'encoded slash before the last segment', path: `${head}%2F${last}` },
    { name: 'encoded trailing slash', path: `${path}%2F` },
    { name: 'lower-case encoded trailing slash', path: `${path}%2f` },
    { name: 'encoded backslash trailing', path: `${path}%5C` },
    { name: 'encoded dot segment', path: `${head}/%2e/${last}` },
    { name: 'trailing encoded dot', path: `${path}/%2e` },
    { name: 'escaped letter', path: `${head}/${escapedLetter}` },
    // A parameter in other case is another id or token, not another spelling.
    ...(lastIsParameter ? [] : [{ name: 'upper-case last segment', path: `${head}/${last.toUpperCase()}` }]),
    { name: 'upper-case API prefix', path: path.replace('/api/', '/API/') },
    { name: 'semicolon parameter', path: `${path};x=1` },
  ];
}
