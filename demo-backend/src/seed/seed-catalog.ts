/**
 * Writes the generated catalogue into D1. Rows travel as one JSON parameter per statement and are
 * unpacked with json_each, which keeps each statement small (D1 allows 100 bound parameters) and lets
 * 50,000 products go in a few hundred statements.
 */
import { CATEGORIES, PARAMETER_IDS } from './catalog-constants';
import { foldForSearch } from '../catalog/search-text';
import { EMBEDDED_MIGRATIONS } from '../db/embedded-migrations';
import {
  categoryById,
  categoryOf,
  generateProduct,
  idsByCategory,
  SIZE_VALUE_IDS,
  type ProductDoc,
} from './product-generator';
import { priceHistoryRows } from './price-history';
import { seedProductFeedback } from './seed-reviews';

/** Keep each JSON parameter well under D1's 2 MB value limit. */
const MAX_CHUNK_BYTES = 700_000;
const STATEMENTS_PER_BATCH = 25;

type Row = unknown;

class ChunkedInsert {
  /** Rows already serialised: each is stringified once, and the chunk is joined into one array. */
  private rows: string[] = [];
  private bytes = 0;
  readonly statements: D1PreparedStatement[] = [];
  constructor(
    private readonly db: D1Database,
    private readonly sql: string,
  ) {}
  add(row: Row): void {
    const text = JSON.stringify(row);
    if (this.bytes + text.length > MAX_CHUNK_BYTES && this.rows.length) this.flush();
    this.rows.push(text);
    this.bytes += text.length + 1;
  }
  flush(): void {
    if (!this.rows.length) return;
    this.statements.push(this.db.prepare(this.sql).bind(`[${this.rows.join(',')}]`));
    this.rows = [];
    this.bytes = 0;
  }
}

const cols = (n: number) => Array.from({ length: n }, (_, i) => `json_extract(value, '$[${i}]')`).join(', ');

function productParams(doc: ProductDoc): [number, number][] {
  const out: [number, number][] = [[PARAMETER_IDS.brand, doc.brandId]];
  for (const c of doc.colorIds) out.push([PARAMETER_IDS.color, c]);
  if (doc.materialId) out.push([PARAMETER_IDS.material, doc.materialId]);
  if (doc.meterValueId) out.push([PARAMETER_IDS.meters, doc.meterValueId]);
  for (const s of new Set(doc.sizes)) {
    const v = SIZE_VALUE_IDS[s];
    if (v) out.push([PARAMETER_IDS.size, v]);
  }
  return out;
}

const searchText = (doc: ProductDoc, locale: 'sk' | 'cs' | 'de') =>
  foldForSearch(`${doc.name[locale]} ${categoryById.get(doc.categoryId)?.name[locale] ?? ''}`);

/**
 * Tables derived from the products (the search index, the category aggregates): refilled after
 * seeding by the INSERT statements of the migrations that created them, so the two cannot disagree.
 */
const DERIVED_TABLE_MIGRATIONS = ['0003_product_search_index.sql', '0004_category_aggregates.sql'];
function derivedTableRefills(): string[] {
  const refills = EMBEDDED_MIGRATIONS.filter((m) => DERIVED_TABLE_MIGRATIONS.includes(m.name)).flatMap((m) =>
    m.queries.filter((q) => /^\s*INSERT\b/i.test(q)),
  );
  if (refills.length < 4)
    throw new Error(`derived-table migrations missing: found ${refills.length} INSERT statements`);
  return refills;
}

/**
 * A new catalogue version token (migration 0005), set when seeding starts and again when it is done:
 * isolates holding catalogue data in memory (the search facet index) reload it, also one that loaded
 * a half-written catalogue.
 */
const newCatalogVersion = (db: D1Database) =>
  db.prepare('UPDATE catalog_version SET token = lower(hex(randomblob(16))) WHERE id = 1');

export interface SeedTimings {
  products: number;
  ms: number;
}

/** Deletes and rewrites every catalogue table for `total` products. */
export async function seedCatalog(db: D1Database, total: number): Promise<SeedTimings> {
  const started = Date.now();
  await db.batch(
    [
      'categories',
      'category_slugs',
      'products',
      'product_docs',
      'product_slugs',
      'product_params',
      'product_tags',
      'variants',
      'reviews',
      'comments',
      'category_stats',
      'category_tag_counts',
      'category_facet_counts',
      'price_history',
    ]
      .map((t) => db.prepare(`DELETE FROM ${t}`))
      .concat(newCatalogVersion(db)),
  );
  // The search index is contentless: emptied with its own command, refilled after the products.
  await db.prepare(`INSERT INTO product_search (product_search) VALUES ('delete-all')`).run();

  const categories = new ChunkedInsert(
    db,
    `INSERT INTO categories (id, parent_id, position, doc) SELECT ${cols(4)} FROM json_each(?1)`,
  );
  const categorySlugs = new ChunkedInsert(
    db,
    `INSERT INTO category_slugs (locale, slug, category_id) SELECT ${cols(3)} FROM json_each(?1)`,
  );
  CATEGORIES.forEach((c, position) => {
    categories.add([c.id, c.parentId, position, JSON.stringify(c)]);
    for (const locale of ['sk', 'cs', 'de'] as const) categorySlugs.add([locale, c.slug[locale], c.id]);
  });

  const products = new ChunkedInsert(
    db,
    `INSERT INTO products (id, category_id, brand_id, code, ean, price_eur, price_czk, created_at, rank, in_stock, rnd, search_sk, search_cs, search_de) SELECT ${cols(14)} FROM json_each(?1)`,
  );
  // Docs travel as JSON objects (not strings inside JSON): no double escaping, and json_each's `value`
  // is already the document text.
  const productDocs = new ChunkedInsert(
    db,
    `INSERT INTO product_docs (id, doc) SELECT json_extract(value, '$.id'), value FROM json_each(?1)`,
  );
  const slugs = new ChunkedInsert(
    db,
    `INSERT INTO product_slugs (locale, slug, product_id) SELECT ${cols(3)} FROM json_each(?1)`,
  );
  const params = new ChunkedInsert(
    db,
    `INSERT INTO product_params (param_id, value_id, product_id) SELECT ${cols(3)} FROM json_each(?1)`,
  );
  const tags = new ChunkedInsert(db, `INSERT INTO product_tags (tag, product_id) SELECT ${cols(2)} FROM json_each(?1)`);
  const variants = new ChunkedInsert(
    db,
    `INSERT INTO variants (id, product_id, code, ean) SELECT ${cols(4)} FROM json_each(?1)`,
  );
  const reviews = new ChunkedInsert(
    db,
    `INSERT INTO reviews (product_id, name, rating, text, verified, created_at) SELECT ${cols(6)} FROM json_each(?1)`,
  );
  const comments = new ChunkedInsert(
    db,
    `INSERT INTO comments (product_id, name, text, created_at, answer_name, answer_text, answer_at) SELECT ${cols(7)} FROM json_each(?1)`,
  );

  const priceHistory = new ChunkedInsert(
    db,
    `INSERT INTO price_history (variant_id, product_id, currency, changed_at, price) SELECT ${cols(5)} FROM json_each(?1)`,
  );

  const groups = idsByCategory(total);
  for (let id = 1; id <= total; id++) {
    const doc = generateProduct(id, groups.get(categoryOf(id).id) ?? []);
    const inStock = doc.variants.some((v) => v.stock.some((w) => w.stock > 0)) || !doc.checkStock ? 1 : 0;
    products.add([
      doc.id,
      doc.categoryId,
      doc.brandId,
      doc.code,
      doc.ean,
      doc.priceEur,
      doc.priceCzk,
      doc.createdAt,
      doc.rank,
      inStock,
      doc.rnd,
      searchText(doc, 'sk'),
      searchText(doc, 'cs'),
      searchText(doc, 'de'),
    ]);
    // The doc's rating is set from the reviews written for it (seed-reviews.ts), before the doc is stored.
    const feedback = seedProductFeedback(doc);
    for (const row of feedback.reviews) reviews.add(row);
    for (const row of feedback.comments) comments.add(row);
    productDocs.add(doc);
    for (const locale of ['sk', 'cs', 'de'] as const) slugs.add([locale, doc.slug[locale], id]);
    for (const [p, v] of productParams(doc)) params.add([p, v, id]);
    for (const t of doc.tags) tags.add([t, id]);
    for (const v of doc.variants) variants.add([v.id, id, v.code, v.ean]);
    for (const row of priceHistoryRows(doc)) priceHistory.add(row);
  }
  const all = [
    categories,
    categorySlugs,
    products,
    productDocs,
    slugs,
    params,
    tags,
    variants,
    priceHistory,
    reviews,
    comments,
  ];
  for (const c of all) c.flush();
  const statements = all.flatMap((c) => c.statements);
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH)
    await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
  for (const refill of derivedTableRefills()) await db.prepare(refill).run();
  await newCatalogVersion(db).run();
  return { products: total, ms: Date.now() - started };
}
