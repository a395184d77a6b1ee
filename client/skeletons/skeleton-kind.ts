/**
 * Which skeleton a URL gets while its page loads (issue 18 item 4), decided from the path alone,
 * before any data: the route table (shared/routes.ts) is 1.5 KB gzip more in the entry bundle, so
 * this reads only the first path segment. tests/unit/skeleton-kind.test.ts checks it against the
 * route table (`SKELETON_KIND_BY_PAGE`), so the two cannot drift apart.
 */
export type SkeletonKind = 'product' | 'category' | 'content' | 'account' | 'checkout' | 'home';

const BY_FIRST_SEGMENT: Readonly<Record<string, SkeletonKind>> = {
  produkt: 'product',
  kosik: 'checkout',
  checkout: 'checkout',
  uzivatel: 'account',
  prihlasit: 'account',
  registrovat: 'account',
  'zabudnute-heslo': 'account',
  'resetovat-heslo': 'account',
  aktivovat: 'account',
  'stav-objednavky': 'account',
  hladat: 'category',
  kategorie: 'category',
  znacky: 'category',
};

/** Every other fixed route is a content page; the catch-all (`/<category path>`) is a category. */
const CONTENT_SEGMENTS = new Set([
  'autori',
  'eroticky-vykladovy-slovnik',
  'kontakt',
  'najcastejsie-dotazy',
  'nakupny-radca',
  'clanky',
  'pobocky',
  'poradna',
  'sprievodca',
  'reklamacia',
  'tabulka-velkosti',
  'udrzba',
  'vratenie-tovaru',
  'vsetko-o-nakupe',
  'infomail',
]);

export function skeletonKindOfPath(pathname: string): SkeletonKind {
  const first = pathname.split('/')[1] ?? '';
  if (first === '') return 'home';
  const kind = BY_FIRST_SEGMENT[first];
  if (kind) return kind;
  // Promotions (`/eroticke-pomocky-v-akcii-na-…`) and the catch-all are product listings.
  return CONTENT_SEGMENTS.has(first) ? 'content' : 'category';
}
