/**
 * The bulk URL listing (issue 13): every page-bearing entity of the shop with its path in every
 * locale, and the CMS redirects, so the edge knows the shop's URLs (status, redirect and slug per
 * locale) without asking the upstream per request, and can build sitemaps.
 *
 *   GET {content}/url-index?section=content                    → every content entity + redirects
 *   GET {content}/url-index?section=products&page=N&perPage=M  → products, paged (perPage ≤ 10,000)
 *
 * Paths carry no locale prefix and follow the storefront's route table (`/produkt/<slug>`,
 * `/clanky/<slug>`, `/<category path>`). An entity missing in a locale has no path for it.
 * A real CMS must provide the same: a complete listing (paged), cheap enough to call every few
 * minutes, with the last modification time where it has one.
 */
import { z } from '../zod';
import { LocaleSchema } from '../i18n/locales';
import { FilteredCategorySchema, VirtualCategorySchema } from './content';

export const URL_INDEX_KINDS = [
  'category',
  'virtual_category',
  'filtered_category',
  'page',
  'content_page',
  'curated_guide',
  'article',
  'article_category',
  'author',
  'tag',
  'branch',
  'term',
  'brand',
  'infomail',
  'product',
] as const;
export const UrlIndexKindSchema = z.enum(URL_INDEX_KINDS);
export type UrlIndexKind = z.infer<typeof UrlIndexKindSchema>;

/**
 * What decides a virtual or filtered category's listing: the fields of its content entity, as the
 * content API gives them. Listed with the URL so a cold page's listing starts in the same round as
 * the lookup of its texts (the loader still compares it with the lookup's answer).
 */
export const UrlIndexSelectionSchema = z.union([
  VirtualCategorySchema.pick({
    sliced_categories: true,
    sliced_categories_excluded: true,
    sliced_tags: true,
    parameters: true,
    price_range: true,
  }),
  FilteredCategorySchema.pick({ store_category_id: true, parameters: true }),
]);
export type UrlIndexSelection = z.infer<typeof UrlIndexSelectionSchema>;

/** Product ids listed per content page and locale; the catalogue call takes at most this many. */
export const URL_INDEX_PRODUCTS_MAX = 200;

const PathSchema = z.string().regex(/^\/[^?#\s]*$/, 'a path starts with / and has no query');

export const UrlIndexEntrySchema = z.object({
  kind: UrlIndexKindSchema,
  /**
   * The entity's id. Store-owned entities (`category`, `product`) carry the store's id, so the
   * storefront can start a cold page's store and catalogue calls with it in one round.
   */
  id: z.string().min(1),
  /** The entity's path per locale (absent: the entity does not exist in that locale). */
  paths: z.partialRecord(LocaleSchema, PathSchema),
  /** Extra paths that render the same entity (CMS url rewrites); never canonical. */
  aliases: z.array(PathSchema).default([]),
  /** ISO 8601 last modification, where the upstream has one. */
  lastmod: z.string().nullable(),
  /** Virtual and filtered categories: their catalogue selection per locale (price ranges differ). */
  selection: z.partialRecord(LocaleSchema, UrlIndexSelectionSchema).optional(),
  /**
   * Content pages and curated guides: the store ids of the products their blocks name, per locale
   * (every page of a paginated one), so a cold page's catalogue call starts beside the read of its
   * blocks (the loader still fetches any id the blocks name and this list lacks).
   */
  products: z.partialRecord(LocaleSchema, z.array(z.number().int().positive()).max(URL_INDEX_PRODUCTS_MAX)).optional(),
  /**
   * The site codes the entity is published on (an article's `site_enabled`); absent or empty: every
   * site. Elsewhere its paths are no pages: the site answers them 404, lists them in no sitemap and
   * names them in no hreflang.
   */
  sites: z.array(z.string().min(1)).optional(),
  /** Locales whose page asks search engines not to index it (`page_meta.meta_noindex`): kept out of sitemaps. */
  noindex: z.array(LocaleSchema).optional(),
  /**
   * Products: the store id of the product's main category (the store product's `categoryId`). With
   * the store's product wildcard-URL mode on (SPEC 3), the edge lists the product at that category's
   * main-menu path plus its slug instead of `/produkt/<slug>` (worker/urls/url-knowledge.ts).
   */
  category: z.number().int().positive().optional(),
});
export type UrlIndexEntry = z.infer<typeof UrlIndexEntrySchema>;

/** One CMS redirect as entered (single hop; the edge collapses chains). `to` may be off-site. */
export const UrlIndexRedirectSchema = z.object({ from: z.string().min(1), to: z.string() });
export type UrlIndexRedirect = z.infer<typeof UrlIndexRedirectSchema>;

export const UrlIndexSectionSchema = z.enum(['content', 'products']);

export const UrlIndexAnswerSchema = z.object({
  entries: z.array(UrlIndexEntrySchema),
  redirects: z.array(UrlIndexRedirectSchema).default([]),
  /** Products only: the last page number at this perPage. */
  lastPage: z.number().int().min(1),
});
export type UrlIndexAnswer = z.infer<typeof UrlIndexAnswerSchema>;
