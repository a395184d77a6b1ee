/**
 * Content REST catalogue endpoints that read the store's product tables: mounted at /content/catalog
 * (`product`, `v2/state`, `category`) and /content/search. Plain JSON answers (no `{ data }`), errors
 * in the store error shape.
 */
import { Hono } from 'hono';
import {
  CatalogCategoryQuerySchema,
  CatalogProductQuerySchema,
  CatalogStateQuerySchema,
  SearchQuerySchema,
  type SearchResponse,
} from '../../../shared/contracts/catalog';
import type { DemoAppEnv } from '../env';
import { categoryCounts, categorySubtree, categoryView } from '../store/category-view';
import { loadProductDocs, productView } from '../store/product-view';
import { parseQuery, requestPrefs } from '../store/store-context';
import { storeErrorHandler } from '../store/store-app';
import { CATEGORIES } from '../seed/catalog-constants';
import { catalogState, searchRanked } from './catalog-state';
import { closeTo } from './search-fuzzy';
import { searchProducts, searchWordsOf, type SearchResult } from './search-match';
import { foldForSearch } from './search-text';
import { searchArticles } from '../content/article-search';

export const catalogApp = new Hono<DemoAppEnv>();
export const searchApp = new Hono<DemoAppEnv>();
catalogApp.onError(storeErrorHandler);
searchApp.onError(storeErrorHandler);

const json = (v: unknown) => JSON.stringify(v);

/** Ids for one selector, in the order asked for (slugs, ids, codes, EANs) or by rank (categories, random). */
async function selectProductIds(
  db: D1Database,
  q: ReturnType<typeof CatalogProductQuerySchema.parse>,
): Promise<number[]> {
  const ids = async (sql: string, param: unknown[], orderKey?: string[]) => {
    const rows = (await db.prepare(sql).bind(json(param)).all<{ id: number; k: string }>()).results;
    if (!orderKey) return rows.map((r) => r.id);
    const byKey = new Map(rows.map((r) => [String(r.k), r.id]));
    return orderKey.flatMap((k) => byKey.get(k) ?? []);
  };
  if (q.ids) return q.ids.slice(0, q.limit);
  if (q.slugs)
    return ids(
      'SELECT product_id AS id, slug AS k FROM product_slugs WHERE slug IN (SELECT value FROM json_each(?1))',
      q.slugs,
      q.slugs,
    );
  if (q.codes)
    return ids('SELECT id, code AS k FROM products WHERE code IN (SELECT value FROM json_each(?1))', q.codes, q.codes);
  if (q.eans)
    return ids(
      'SELECT id, ean AS k FROM products WHERE ean IN (SELECT value FROM json_each(?1)) UNION SELECT product_id AS id, ean AS k FROM variants WHERE ean IN (SELECT value FROM json_each(?1))',
      q.eans,
      q.eans,
    );
  if (q.variantCodes)
    return ids(
      'SELECT product_id AS id, code AS k FROM variants WHERE code IN (SELECT value FROM json_each(?1))',
      q.variantCodes,
      q.variantCodes,
    );
  if (q.variantEans)
    return ids(
      'SELECT product_id AS id, ean AS k FROM variants WHERE ean IN (SELECT value FROM json_each(?1))',
      q.variantEans,
      q.variantEans,
    );
  if (q.categoryIds) {
    const rows = await db
      .prepare('SELECT id FROM products WHERE category_id IN (SELECT value FROM json_each(?1)) ORDER BY rank LIMIT ?2')
      .bind(json(q.categoryIds.flatMap(categorySubtree)), q.limit)
      .all<{ id: number }>();
    return rows.results.map((r) => r.id);
  }
  // random=N: a random-looking pick that stays the same for a day (cacheable, stable in tests).
  const n = q.random ?? 1;
  const day = Math.floor(Date.now() / 86_400_000);
  const start = (Math.imul(day, 2654435761) >>> 1) % 2 ** 31;
  const after = await db
    .prepare('SELECT id FROM products WHERE rnd >= ? ORDER BY rnd LIMIT ?')
    .bind(start, n)
    .all<{ id: number }>();
  const wrap =
    after.results.length < n
      ? (
          await db
            .prepare('SELECT id FROM products ORDER BY rnd LIMIT ?')
            .bind(n - after.results.length)
            .all<{ id: number }>()
        ).results
      : [];
  return [...new Set([...after.results, ...wrap].map((r) => r.id))];
}

catalogApp.get('/product', async (c) => {
  const q = parseQuery(c, CatalogProductQuerySchema);
  const prefs = requestPrefs(c);
  const docs = await loadProductDocs(c.env.DB, await selectProductIds(c.env.DB, q));
  return c.json({ products: docs.map((d) => productView(d, prefs)) });
});

catalogApp.get('/v2/state', async (c) => {
  const q = parseQuery(c, CatalogStateQuerySchema, ['param', 'vcParam']);
  const prefs = requestPrefs(c);
  if (/^\d+$/.test(q.scope) && !CATEGORIES.some((x) => x.id === Number(q.scope))) {
    return c.json({ errors: [{ title: `Category ${q.scope} not found`, field: 'scope', status: 404 }] }, 404);
  }
  return c.json(await catalogState(c.env.DB, q, prefs.locale, prefs.currency));
});

catalogApp.get('/category', async (c) => {
  const q = parseQuery(c, CatalogCategoryQuerySchema);
  const locale = requestPrefs(c).locale;
  const counts = await categoryCounts(c.env.DB);
  const ids =
    q.ids ??
    (q.slugs ?? []).flatMap(
      (slug) => CATEGORIES.find((x) => x.slug[locale] === slug || Object.values(x.slug).includes(slug))?.id ?? [],
    );
  return c.json({ categories: ids.flatMap((id) => categoryView(id, locale, counts) ?? []) });
});

function categoryMatches(name: string, matches: SearchResult): boolean {
  const nameWords = name.split(/\s+/);
  return matches.words.some(
    (w, i) =>
      (matches.terms[i] ?? [w]).some((t) => name.includes(t)) ||
      (matches.corrected && nameWords.some((n) => closeTo(w, n))),
  );
}

/** Dropdown search: SPEC 9, 10 products, 5 categories; queries under 3 characters find nothing. */
searchApp.get('/', async (c) => {
  const q = parseQuery(c, SearchQuerySchema);
  const prefs = requestPrefs(c);
  const answer: SearchResponse = { query: q.q, products: [], productsTotal: 0, categories: [], articles: [] };
  if (!searchWordsOf(q.q).length) return c.json(answer);
  // Typos forgiven when the words as typed find nothing (search-match.ts, search-fuzzy.ts).
  const matches = await searchProducts(c.env.DB, q.q, prefs.locale);
  const ranked = await searchRanked(c.env.DB, matches, q.limit);
  answer.productsTotal = ranked.total;
  answer.products = (await loadProductDocs(c.env.DB, ranked.ids)).map((d) => productView(d, prefs));
  // A category whose name holds one of the words as the search understood them, or (typos forgiven)
  // a word close to one.
  const counts = await categoryCounts(c.env.DB);
  answer.categories = CATEGORIES.filter((x) => categoryMatches(foldForSearch(x.name[prefs.locale]), matches))
    .slice(0, 5)
    .flatMap((x) => categoryView(x.id, prefs.locale, counts) ?? []);
  answer.articles = searchArticles(prefs.locale, q.q, q.limit);
  return c.json(answer);
});
