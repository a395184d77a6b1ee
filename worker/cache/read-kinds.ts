/**
 * The kinds of upstream read the read cache keeps (`ReadOptions.kind`), each with its own TTL in a
 * site's `cache.upstreamReads.ttlByKind`. A typed union: a read asking for a kind that is not here,
 * or a kind without a default TTL (worker/config/domains.ts), does not compile; a site config naming
 * an unknown kind is refused when it is saved.
 */
export const READ_KINDS = ['product', 'category', 'article', 'search', 'page', 'reference', 'menu'] as const;

export type ReadKind = (typeof READ_KINDS)[number];
