/**
 * Seeded redirects for GET /content/redirect. Answers are single hops on purpose, so the storefront's
 * own handling is exercised: a chain (a → b → c), a self-redirect (must end as 404, not a loop), and
 * off-site targets (the storefront's open-redirect guard must refuse them).
 */
export interface RedirectSeed {
  from: string;
  to: string;
  note: string;
}

export const REDIRECTS: readonly RedirectSeed[] = [
  { from: '/stara-kategoria', to: '/masazne-oleje', note: 'plain moved category' },
  { from: '/lubrikanty', to: '/lubrikacne-gely', note: 'plain moved category' },
  { from: '/produkt/stary-olej', to: '/produkt/masazny-olej-levandula', note: 'renamed product slug' },
  { from: '/presmerovanie-a', to: '/presmerovanie-b', note: 'chain hop 1 (a → b)' },
  { from: '/presmerovanie-b', to: '/presmerovanie-c', note: 'chain hop 2 (b → c)' },
  { from: '/presmerovanie-c', to: '/kontakt', note: 'chain end (c → final page)' },
  { from: '/sam-na-seba', to: '/sam-na-seba', note: 'self-redirect: storefront must answer 404, not loop' },
  { from: '/slucka-1', to: '/slucka-2', note: 'two-step loop 1 → 2' },
  { from: '/slucka-2', to: '/slucka-1', note: 'two-step loop 2 → 1' },
  {
    from: '/vonkajsi-odkaz',
    to: 'https://evil.example.com/phishing',
    note: 'off-site: open-redirect guard must refuse',
  },
  { from: '/vonkajsi-odkaz-2', to: '//evil.example.com/protocol-relative', note: 'protocol-relative off-site target' },
  { from: '/sk/kontakt-stary', to: '/sk/kontakt', note: 'target with default-locale prefix (storefront strips it)' },
  { from: '/clanky/stary-clanok', to: '/clanky/ako-vybrat-lubrikacny-gel', note: 'renamed article' },
];

/** Paths are compared lower-cased, without trailing slash and query (as the storefront normalises them). */
export function normaliseRedirectPath(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '';
  const withSlash = noQuery.startsWith('/') ? noQuery : `/${noQuery}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed.toLowerCase();
}

export function findRedirect(path: string): RedirectSeed | undefined {
  const key = normaliseRedirectPath(path);
  return REDIRECTS.find((r) => r.from === key);
}
