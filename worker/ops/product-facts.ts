/**
 * `GET /__ops/product-facts/:domain`: which products of a site lack product-safety facts (GPSR
 * Art. 19), in each of the site's locales, by the same rule the product page uses
 * (shared/product-safety.ts): the product list from the URL listing, the products from the
 * catalogue 200 at a time, brands and materials from the catalogue reference. An ops person fixes
 * the content (the brand's manufacturer, its EU responsible person, the warnings), not the code.
 */
import type { Context } from 'hono';
import { CatalogProductsResponseSchema } from '../../shared/contracts/catalog';
import { UrlIndexAnswerSchema, type UrlIndexEntry } from '../../shared/contracts/url-index';
import type { Locale } from '../../shared/i18n/locales';
import { productSafety, type SafetyGap } from '../../shared/product-safety';
import type { DomainConfig } from '../config/domain-config';
import type { AppEnv } from '../env';
import { brandsAndMaterials, catalogReference, productEntityIds } from '../loaders/catalog-reference';
import { createUpstreams } from '../upstream/create-upstreams';
import type { ProductFactsAnswer } from './ops-contract';

/** The catalogue's largest `limit` per call (CatalogProductQuerySchema). */
const PRODUCTS_PER_CALL = 200;
const LISTING_PER_PAGE = 5_000;
/** Catalogue calls at once: an ops listing must not crowd the shoppers' upstream. */
const PARALLEL_CALLS = 4;

async function productIds(c: Context<AppEnv>): Promise<UrlIndexEntry[]> {
  const { content } = createUpstreams(c);
  const read = { anonymous: true, cacheTtl: 0 } as const;
  const page = (n: number) =>
    content.get('/url-index', { section: 'products', page: n, perPage: LISTING_PER_PAGE }, UrlIndexAnswerSchema, read);
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: first.lastPage - 1 }, (_, i) => page(i + 2)));
  return [...first.entries, ...rest.flatMap((p) => p.entries)].filter((e) => e.kind === 'product');
}

interface Lacking {
  code: string;
  name: string;
  brand: string | null;
  gaps: { locale: Locale; missing: SafetyGap[] }[];
}

async function checkLocale(c: Context<AppEnv>, ids: number[], locale: Locale, lacking: Map<number, Lacking>) {
  c.set('locale', locale);
  const upstreams = createUpstreams(c);
  const reference = catalogReference(c, upstreams);
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += PRODUCTS_PER_CALL) chunks.push(ids.slice(i, i + PRODUCTS_PER_CALL));
  for (let i = 0; i < chunks.length; i += PARALLEL_CALLS) {
    const answers = await Promise.all(
      chunks
        .slice(i, i + PARALLEL_CALLS)
        .map((chunk) =>
          upstreams.content.get(
            '/catalog/product',
            { ids: chunk.join(','), limit: PRODUCTS_PER_CALL },
            CatalogProductsResponseSchema,
            { anonymous: true, cacheTtl: 0 },
          ),
        ),
    );
    for (const product of answers.flatMap((a) => a.products)) {
      const { brands, materials } = await brandsAndMaterials(c, upstreams, productEntityIds(product), reference);
      const brand = brands[0] ?? null;
      const { gaps } = productSafety(product, brand, materials);
      if (gaps.length === 0) continue;
      const entry = lacking.get(product.id) ?? {
        code: product.catalogCode,
        name: product.name,
        brand: brand?.title ?? null,
        gaps: [],
      };
      entry.gaps.push({ locale, missing: gaps });
      lacking.set(product.id, entry);
    }
  }
}

export async function productFactsReport(c: Context<AppEnv>, site: DomainConfig): Promise<ProductFactsAnswer> {
  // The upstream calls below go out as this site's, in each of its locales and its own currency.
  c.set('domain', site);
  c.set('currency', site.defaultCurrency);
  c.set('locale', site.defaultLocale);
  const entries = await productIds(c);
  const ids = entries.map((e) => Number(e.id)).filter((id) => Number.isInteger(id) && id > 0);
  const lacking = new Map<number, Lacking>();
  for (const locale of site.locales) await checkLocale(c, ids, locale, lacking);
  const pathOf = new Map(entries.map((e) => [Number(e.id), e.paths[site.defaultLocale] ?? null]));
  return {
    domain: site.code,
    locales: site.locales,
    checked: ids.length,
    lacking: [...lacking.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, l]) => ({
        id,
        code: l.code,
        name: l.name,
        brand: l.brand,
        path: pathOf.get(id) ?? null,
        gaps: l.gaps,
      })),
  };
}
