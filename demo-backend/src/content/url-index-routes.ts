/**
 * GET /content/url-index (shared/contracts/url-index.ts): the bulk URL listing the storefront's
 * edge URL knowledge and sitemaps are built from. `section=content` lists every content entity
 * with its path per locale, plus the CMS redirects as entered; `section=products` pages through
 * the products (by id) with their slug per locale and their main category's store id.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdsOfBlocks } from '../../../shared/content-block-products';
import {
  URL_INDEX_PRODUCTS_MAX,
  type UrlIndexAnswer,
  type UrlIndexEntry,
  type UrlIndexKind,
} from '../../../shared/contracts/url-index';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { DemoAppEnv } from '../env';
import { REDIRECTS } from '../seed/content-redirects';
import { contentSeed } from '../seed/content-seed';
import { entries as rewriteEntries } from './url-rewrite-index';

export const urlIndexApp = new Hono<DemoAppEnv>();

const QuerySchema = z.object({
  section: z.enum(['content', 'products']),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(10_000).default(5_000),
});

function contentEntries(): UrlIndexEntry[] {
  const byKey = new Map<string, UrlIndexEntry>();
  const add = (locale: Locale, kind: UrlIndexKind, id: string, path: string, lastmod: string | null) => {
    const key = `${kind}:${id}`;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { kind, id, paths: {}, aliases: [], lastmod }));
    const lower = path.toLowerCase();
    if (!entry.paths[locale]) entry.paths[locale] = lower;
    else if (entry.paths[locale] !== lower && !entry.aliases.includes(lower)) entry.aliases.push(lower);
    return entry;
  };
  for (const locale of LOCALES) {
    const seed = contentSeed(locale);
    const published = new Map(seed.articles.map((a) => [a._id, a.date_published]));
    // A category is named by its store id (the contract's rule for store-owned entities).
    const storeCategoryIds = new Map(seed.categories.map((c) => [c._id, String(c.id)]));
    const virtualCategories = new Map(seed.virtualCategories.map((v) => [v._id, v]));
    const contentPages = new Map(seed.contentPages.map((p) => [p._id, p]));
    for (const e of rewriteEntries(seed)) {
      const kind: UrlIndexKind = e.type === 'content_page' && e._id.startsWith('guide-') ? 'curated_guide' : e.type;
      const id = kind === 'category' ? (storeCategoryIds.get(e._id) ?? e._id) : e._id;
      const entry = add(locale, kind, id, e.path, published.get(e._id) ?? null);
      if (e.sites) entry.sites = e.sites;
      if (e.noindex && e.path === entry.paths[locale] && !entry.noindex?.includes(locale))
        entry.noindex = [...(entry.noindex ?? []), locale];
      const virtual = kind === 'virtual_category' ? virtualCategories.get(e._id) : undefined;
      const contentPage = e.type === 'content_page' ? contentPages.get(e._id) : undefined;
      const productIds = contentPage ? productIdsOfBlocks(contentPage.content_blocks) : [];
      if (productIds.length > 0)
        entry.products = { ...entry.products, [locale]: productIds.slice(0, URL_INDEX_PRODUCTS_MAX) };
      if (virtual) {
        const { sliced_categories, sliced_categories_excluded, sliced_tags, parameters, price_range } = virtual;
        entry.selection = {
          ...entry.selection,
          [locale]: { sliced_categories, sliced_categories_excluded, sliced_tags, parameters, price_range },
        };
      }
    }
    for (const f of seed.filteredCategories) {
      const entry = add(locale, 'filtered_category', f._id, `/${f.slug}`, null);
      const { store_category_id, parameters } = f;
      entry.selection = { ...entry.selection, [locale]: { store_category_id, parameters } };
    }
    for (const b of seed.brands) add(locale, 'brand', b._id, `/znacky/${b.slug}`, null);
    for (const m of seed.infomails) add(locale, 'infomail', m._id, `/infomail/${m.slug}`, m.date_published);
  }
  return [...byKey.values()];
}

async function productEntries(db: D1Database, page: number, perPage: number) {
  const total = (await db.prepare('SELECT COUNT(*) AS n FROM products').first<{ n: number }>())?.n ?? 0;
  const rows = (
    await db
      .prepare(
        `SELECT p.id AS id, p.created_at AS created, p.category_id AS category, s.locale AS locale, s.slug AS slug
         FROM (SELECT id, created_at, category_id FROM products ORDER BY id LIMIT ?1 OFFSET ?2) p
         JOIN product_slugs s ON s.product_id = p.id ORDER BY p.id`,
      )
      .bind(perPage, (page - 1) * perPage)
      .all<{ id: number; created: string; category: number; locale: string; slug: string }>()
  ).results;
  const byId = new Map<number, UrlIndexEntry>();
  for (const r of rows) {
    let entry = byId.get(r.id);
    if (!entry)
      byId.set(
        r.id,
        (entry = {
          kind: 'product',
          id: String(r.id),
          paths: {},
          aliases: [],
          lastmod: r.created,
          category: r.category,
        }),
      );
    if ((LOCALES as readonly string[]).includes(r.locale)) entry.paths[r.locale as Locale] = `/produkt/${r.slug}`;
  }
  return { entries: [...byId.values()], lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

urlIndexApp.get('/', async (c) => {
  const q = QuerySchema.safeParse(c.req.query());
  if (!q.success)
    return c.json({ errors: [{ title: q.error.issues[0]?.message ?? 'invalid query', status: 400 }] }, 400);
  if (q.data.section === 'content') {
    const answer: UrlIndexAnswer = {
      entries: contentEntries(),
      redirects: REDIRECTS.map((r) => ({ from: r.from, to: r.to })),
      lastPage: 1,
    };
    return c.json(answer);
  }
  const products = await productEntries(c.env.DB, q.data.page, q.data.perPage);
  return c.json({ ...products, redirects: [] } satisfies UrlIndexAnswer);
});
