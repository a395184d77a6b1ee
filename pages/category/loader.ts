/**
 * The catch-all route (`/*`): a store category by its slug path, else a virtual category, else a
 * filtered category (a store category narrowed by a fixed parameter selection). Anything else is
 * not-found, so the renderer asks for a URL rewrite (CMS pages) and a redirect before the 404.
 */
import { z } from 'zod';
import type { CategoryPageData } from './page';
import { CatalogCategoriesResponseSchema, CatalogProductsResponseSchema } from '../../shared/contracts/catalog';
import { toProductBoxView } from '../../client/components/product/product-box-view';
import type { LimitedOfferView } from '../../client/components/catalog/limited-offer';
import { dayMonth } from '../../shared/calendar-day';
import { toIsoDate, wallClock } from '../../shared/delivery-date';
import { clockOf, liveLimitedOffer, nextOfferChange } from '../../shared/limited-offers';
import {
  categoryByStoreIdQuery,
  filteredCategoryByParametersQuery,
  filteredCategoryBySlugQuery,
  virtualCategoryBySlugQuery,
} from '../../shared/contracts/content-queries';
import type {
  CategoryContent,
  FilteredCategory,
  LimitedOffer,
  PageMeta as ContentPageMeta,
  ParameterSelection,
  VirtualCategory,
} from '../../shared/contracts/content';
import type { Product, ProductCategory } from '../../shared/contracts/store';
import { isPublished, nextPublication } from '../../shared/article-published';
import { nextWindowChange, visibleBanners } from '../../shared/banner-window';
import { showsUntil } from '../../worker/cache/shows-until';
import {
  isIndexableListingView,
  parameterSelection,
  sameSelection,
  type CatalogUrlState,
} from '../../shared/catalog-url';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { videoView } from '../../worker/render/video-embed';
import { breadcrumbsJsonLd, seoKeywords } from '../../worker/loaders/content-meta';
import { listingCanonicalUrl, pageOutOfRange } from '../../worker/loaders/listing-pagination';
import { createUpstreams, type Upstreams } from '../../worker/upstream/create-upstreams';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import { categoryCrumbs, loadAllCategories } from '../../worker/loaders/catalog-reference';
import { loadCatalogListing, readCatalogState, type CatalogScope } from '../../worker/loaders/catalog-listing';
import { promotionsPaths } from '../../worker/urls/page-alternates';
import { fillShopAmounts, type ShopAmounts } from '../../shared/shop-amounts';
import { loadShellData, type ShellData } from '../../worker/upstream/shell-data';
import type { CatalogListingView } from '../../client/components/catalog/catalog-view';
import type { PageMeta } from '../../shared/page-payload';
import { shopAmountsOf } from '../../worker/loaders/shop-amounts';
import { objectId, sharedView } from '../../worker/loaders/view-memo';
import type { LoaderContext, LoaderResult, PageLoader } from '../../worker/loaders/page-loader';

/** Category paths: lower-case slug segments (the URL is normalised to lower case before this). */
const CategoryPathSchema = z.string().regex(/^[a-z0-9-]{1,80}(\/[a-z0-9-]{1,80}){0,5}$/);

/** Missing content (404 or null) is an answer, not an error. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && error.isNotFound) return null;
    throw error;
  }
}

/** Canonical URL: the site's host, the shopper's catalogue keys dropped (SPEC 9 blacklist and ours). */
function listingCanonical(ctx: LoaderContext, path: string, page: number): string {
  return canonicalUrl(ctx.c.get('domain'), listingCanonicalUrl(ctx.url, path), true, page);
}

function metaFrom(
  ctx: LoaderContext,
  title: string,
  pageMeta: ContentPageMeta | null,
  canonicalPath: string,
  state: CatalogUrlState,
) {
  const t = ctx.c.get('t');
  return {
    title: `${pageMeta?.seo_title || title} | ${t('shell.siteName')}`,
    description: pageMeta?.seo_description ?? undefined,
    keywords: seoKeywords(pageMeta),
    canonical: listingCanonical(ctx, canonicalPath, state.page),
    // Filtered listings are not separate pages for search engines.
    noindex: (pageMeta?.meta_noindex ?? false) || !isIndexableListingView(state),
    nofollow: pageMeta?.meta_nofollow ?? false,
  };
}

/** The category's CMS parts; `amounts` fill the texts' threshold placeholders (shared/shop-amounts.ts). */
function contentParts(content: CategoryContent | null, groups: string[], now: Date, amounts: ShopAmounts = {}) {
  if (!content) {
    return {
      description: null,
      textBelow: null,
      intro: null,
      bannerImage: null,
      catalogBanners: [],
      smallBanners: [],
      faq: [],
      video: null,
      relatedArticles: [],
    };
  }
  return {
    intro: content.content,
    description: content.description,
    textBelow: content.text_below_products,
    bannerImage: content.category_banner?.path ?? null,
    catalogBanners: visibleBanners(content.catalog_banners, now, groups)
      .sort((a, b) => a.position - b.position)
      .map((b) => ({
        key: b.item_id,
        title: fillShopAmounts(b.title, amounts),
        url: b.url,
        imagePath: b.image.path,
        imageAlt: b.image.alt ?? b.title,
        position: b.position,
      })),
    smallBanners: visibleBanners(content.small_banners, now, groups)
      .sort((a, b) => b.weight - a.weight)
      .map((b, i) => ({
        key: `${i}-${b.title}`,
        title: fillShopAmounts(b.title, amounts),
        description: fillShopAmounts(b.description, amounts),
        link: b.link,
        imagePath: b.main_image.path,
      })),
    faq: content.faq_questions.map((q) => ({ id: q._id, title: q.title, content: q.content })),
    video: content.category_video
      ? videoView(content.category_video, content.category_banner?.path ?? content.top_category_image?.path ?? null)
      : null,
    relatedArticles: content.related_articles
      .filter((a) => isPublished(a.date_published, now.getTime()))
      .map((a) => ({
        id: a._id,
        title: a.short_title || a.title,
        perex: a.perex,
        href: `/clanky/${a.slug}`,
        imagePath: a.image?.path ?? null,
      })),
  };
}

/**
 * The next moment after `now` at which contentParts reads differently (a catalogue banner appears
 * or goes, a related article is published; small banners have no time window), or null: a copy of the page, and its view, are
 * good only until then.
 */
function contentPartsChangeAt(content: CategoryContent, now: Date): number | null {
  const changes = [
    nextWindowChange(content.catalog_banners, now),
    nextPublication(
      content.related_articles.map((a) => a.date_published),
      now.getTime(),
    ),
  ].filter((at): at is number => at !== null);
  return changes.length > 0 ? Math.min(...changes) : null;
}

/**
 * SPEC 3 limited offers: the category's live offer with its product, or null. The product is named
 * only by the content's answer, so reading it would make a second round on a cold page: it is shown
 * when the colo holds its catalogue read, and otherwise read in the background for the next view
 * (this view, without the offer, is then not kept by any cache). Secondary: an offer whose product
 * cannot be read or bought is left out, never the page.
 */
async function limitedOfferView(
  ctx: LoaderContext,
  upstreams: Upstreams,
  offers: readonly LimitedOffer[],
): Promise<LimitedOfferView | null> {
  const { c } = ctx;
  const offer = liveLimitedOffer(offers, c.get('domain').code, Date.now());
  if (!offer) return null;
  let product: Product | undefined;
  try {
    const found = await upstreams.content.getIfCached(
      '/catalog/product',
      { ids: String(offer.product.product_id) },
      CatalogProductsResponseSchema,
      { kind: 'product' },
    );
    if (!found) {
      showsUntil(c, Date.now());
      return null;
    }
    product = found.products.find((p) => p.id === offer.product.product_id);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
  }
  if (!product?.visibility.saleable) return null;
  // One view per offer, product answer, site and locale (view-memo.ts): the category page's view is
  // kept by this one's identity, among others.
  const key = `${objectId(offer)} ${objectId(c.get('domain'))} ${c.get('locale')}`;
  return sharedView(product, key, () => offerView(c, offer, product));
}

function offerView(c: LoaderContext['c'], offer: LimitedOffer, product: Product): LimitedOfferView {
  const box = toProductBoxView(product);
  const ends = offer.offer_datetime === null ? null : Date.parse(offer.offer_datetime);
  let until: string | null = null;
  if (ends !== null) {
    const { date, seconds } = wallClock(new Date(ends));
    until = c.get('t')('catalog.limitedOffer.until', {
      day: dayMonth(c.get('locale'), toIsoDate(date)),
      time: clockOf(seconds),
    });
  }
  return {
    id: offer._id,
    title: offer.title,
    button: offer.text_button,
    endsAt: ends,
    until,
    product: {
      name: box.name,
      href: box.href,
      imagePath: box.imagePath,
      imageAlt: box.imageAlt,
      price: box.price,
      contents: box.contents,
    },
  };
}

/**
 * The calls of a store category page that need nothing but the category's store id: its content,
 * every category (breadcrumbs, subcategories), the canonical lookup of a filter selection and the
 * listing. Started together, so a cold category page is one upstream round; the listing's filter
 * order waits for the content's catalogue settings after the calls are out.
 */
function startStoreCategoryCalls(
  ctx: LoaderContext,
  upstreams: Upstreams,
  categoryId: number,
  state: CatalogUrlState,
  /** A filtered category's fixed parameters; null for the store category itself. */
  fixedParams: ParameterSelection[] | null,
  path: string,
) {
  const { c } = ctx;
  const selection = parameterSelection(state);
  // SPEC 5: the canonical category lookup runs only for an existing store category with a filter chosen.
  const canonicalLookup =
    !fixedParams && selection.length > 0
      ? orNull(
          upstreams.content.graphql(
            filteredCategoryByParametersQuery.document,
            { storeCategoryId: categoryId, parameters: selection, locale: c.get('locale') },
            filteredCategoryByParametersQuery.result,
            { kind: 'category' },
          ),
        ).catch(() => null)
      : Promise.resolve(null);
  const contentAnswer = orNull(
    upstreams.content.graphql(
      categoryByStoreIdQuery.document,
      { id: categoryId, locale: c.get('locale') },
      categoryByStoreIdQuery.result,
      { kind: 'category' },
    ),
  );
  const all = loadAllCategories(upstreams).catch(() => null);
  const fixed = fixedParams ?? [];
  const listing = loadCatalogListing(c, upstreams, { type: 'category', categoryId, fixedParams: fixed }, state, {
    basePath: `/${path}`,
    settings: contentAnswer.then(
      (answer) => answer?.category?.catalog_settings ?? null,
      () => null,
    ),
    fixedValues: fixed.flatMap((p) => p.values),
  });
  // Started ahead of the lookup that confirms the id: if that lookup finds another category (or
  // none), these are dropped unread, and a failure of theirs must not surface as unhandled.
  for (const p of [contentAnswer, listing]) p.catch(() => {});
  return { key: storeCallsKey(categoryId, fixedParams), contentAnswer, all, canonicalLookup, listing };
}

/** Calls started for one category and fixed selection serve only that one. */
function storeCallsKey(categoryId: number, fixedParams: ParameterSelection[] | null): string {
  return JSON.stringify([categoryId, fixedParams]);
}

type StoreCategoryCalls = ReturnType<typeof startStoreCategoryCalls>;

async function storeCategoryPage(
  ctx: LoaderContext,
  upstreams: Upstreams,
  category: ProductCategory,
  state: CatalogUrlState,
  filtered: FilteredCategory | null,
  path: string,
  started?: StoreCategoryCalls,
): Promise<LoaderResult<CategoryPageData>> {
  const { c } = ctx;
  const fixedParams = filtered?.parameters ?? null;
  const calls =
    started?.key === storeCallsKey(category.id, fixedParams)
      ? started
      : startStoreCategoryCalls(ctx, upstreams, category.id, state, fixedParams, path);
  const [contentAnswer, allOrNull, canonicalMatch, { listing }, shell] = await Promise.all([
    calls.contentAnswer,
    calls.all,
    calls.canonicalLookup,
    calls.listing,
    loadShellData(c),
  ]);
  const all = allOrNull ?? [category];
  const content = contentAnswer?.category ?? null;
  if (pageOutOfRange(state.page, listing.lastPage)) return { kind: 'not-found' };

  const locale = c.get('locale');
  const now = new Date();
  const limitedOffer = content ? await limitedOfferView(ctx, upstreams, content.limited_offers) : null;
  const partsChangeAt = content ? contentPartsChangeAt(content, now) : null;
  if (content) {
    // A banner, an article or an offer that starts or ends makes the page read differently: no copy
    // (and no view, below) outlives it.
    showsUntil(c, partsChangeAt);
    showsUntil(c, nextOfferChange(content.limited_offers, c.get('domain').code, now.getTime()));
  }
  const groups = c.get('session').groups;
  // The page's view is built once per change of what it reads (worker/loaders/view-memo.ts), kept
  // under its listing (itself a view of the listing's answers): the category, every category, the
  // content, the canonical lookup's and the filtered category's answers, the shell data and the
  // offer's view (each a shared object), the site, locale, currency and URL (path, state, canonical),
  // the shopper's groups (banners), and which stretch of time the content parts read (they change
  // only at partsChangeAt). Everything in the build reads nothing else.
  const key = [
    objectId(c.get('domain')),
    locale,
    c.get('currency'),
    ctx.url.pathname + ctx.url.search,
    groups.join(','),
    objectId(category),
    objectId(all),
    content ? objectId(content) : '-',
    canonicalMatch ? objectId(canonicalMatch) : '-',
    filtered ? objectId(filtered) : '-',
    objectId(shell),
    limitedOffer ? objectId(limitedOffer) : '-',
    partsChangeAt ?? '-',
  ].join(' ');
  return {
    kind: 'ok',
    page: 'category',
    ...sharedView(listing, key, () =>
      storeCategoryView(
        ctx,
        { category, all, content, canonicalMatch, filtered, listing, shell, limitedOffer },
        {
          state,
          path,
          now,
          groups,
        },
      ),
    ),
  };
}

/** What a store category page's view is built from: shared objects (named in its key by identity). */
interface StoreCategoryInputs {
  category: ProductCategory;
  all: readonly ProductCategory[];
  content: CategoryContent | null;
  canonicalMatch: Awaited<StoreCategoryCalls['canonicalLookup']>;
  filtered: FilteredCategory | null;
  listing: CatalogListingView;
  shell: ShellData;
  limitedOffer: LimitedOfferView | null;
}

function storeCategoryView(
  ctx: LoaderContext,
  { category, all, content, canonicalMatch, filtered, listing, shell, limitedOffer }: StoreCategoryInputs,
  { state, path, now, groups }: { state: CatalogUrlState; path: string; now: Date; groups: string[] },
): { data: CategoryPageData; meta: PageMeta } {
  const { c } = ctx;
  const locale = c.get('locale');
  const selection = parameterSelection(state);
  const crumbs = categoryCrumbs(category, all, locale);
  if (filtered) crumbs.push({ title: filtered.title, href: `/${path}` });
  const match = canonicalMatch?.filteredCategoryByParameters;
  const canonicalPath = match && sameSelection(match.parameters, selection) ? `/${match.slug}` : `/${path}`;
  const title = filtered?.title ?? content?.title ?? category.name;
  const parts = contentParts(content, groups, now, shopAmountsOf(c, shell));
  return {
    data: {
      kind: filtered ? 'filtered' : 'category',
      title,
      breadcrumbs: crumbs,
      subcategories: all
        .filter((x) => x.parentId === category.id)
        .sort((a, b) => a.position - b.position)
        .map((x) => ({ id: x.id, title: x.name, href: `/${x.slugs[locale] ?? x.slug}`, count: x.productCount })),
      ...parts,
      description: filtered?.description ?? parts.description,
      limitedOffer,
      listing,
      promotionsHref:
        filtered || category.parentId !== null
          ? null
          : (promotionsPaths({ [locale]: `/${category.slugs[locale] ?? category.slug}` })[locale] ?? null),
    },
    meta: {
      ...metaFrom(ctx, title, filtered?.page_meta ?? content?.page_meta ?? null, canonicalPath, state),
      jsonLd: [breadcrumbsJsonLd(ctx.c, crumbs)],
    },
  };
}

type VirtualSelection = Pick<
  VirtualCategory,
  'sliced_categories' | 'sliced_categories_excluded' | 'sliced_tags' | 'parameters' | 'price_range'
>;

function virtualScope(ctx: LoaderContext, vc: VirtualSelection): CatalogScope {
  const currency = ctx.c.get('currency');
  // A price range in another currency than the shopper's cannot be applied honestly: ignore it.
  const range = vc.price_range && vc.price_range.currency_code === currency ? vc.price_range : null;
  return {
    type: 'virtual',
    categories: vc.sliced_categories,
    excluded: vc.sliced_categories_excluded,
    tags: vc.sliced_tags,
    params: vc.parameters,
    priceFrom: range?.price_from ?? null,
    priceTo: range?.price_to ?? null,
  };
}

/**
 * A virtual category's listing, by its selection. The key names everything the listing depends on,
 * so a listing started from the URL knowledge serves the page only if the lookup's answer agrees.
 */
function startVirtualListing(
  ctx: LoaderContext,
  upstreams: Upstreams,
  vc: VirtualSelection,
  state: CatalogUrlState,
  path: string,
) {
  const scope = virtualScope(ctx, vc);
  const listing = loadCatalogListing(ctx.c, upstreams, scope, state, {
    basePath: `/${path}`,
    fixedValues: vc.parameters.flatMap((p) => p.values),
  });
  listing.catch(() => {}); // dropped unread when the lookup disagrees
  return { key: JSON.stringify(scope), listing };
}

async function virtualCategoryPage(
  ctx: LoaderContext,
  upstreams: Upstreams,
  vc: VirtualCategory,
  state: CatalogUrlState,
  path: string,
  started?: ReturnType<typeof startVirtualListing>,
): Promise<LoaderResult<CategoryPageData>> {
  const calls =
    started?.key === JSON.stringify(virtualScope(ctx, vc))
      ? started
      : startVirtualListing(ctx, upstreams, vc, state, path);
  const { listing } = await calls.listing;
  if (pageOutOfRange(state.page, listing.lastPage)) return { kind: 'not-found' };
  // SPEC 3: virtual categories carry canonical slugs per language.
  const canonicalSlug = vc.page_meta.canonical_slugs.find((s) => s.language === ctx.c.get('locale'))?.slug ?? vc.slug;
  const crumbs = [{ title: vc.title, href: `/${path}` }];
  return {
    kind: 'ok',
    page: 'category',
    data: {
      kind: 'virtual',
      title: vc.title,
      breadcrumbs: crumbs,
      subcategories: [],
      ...contentParts(null, [], new Date()),
      description: vc.description,
      listing,
    },
    meta: {
      ...metaFrom(ctx, vc.title, vc.page_meta, `/${canonicalSlug.replace(/^\/+/, '')}`, state),
      jsonLd: [breadcrumbsJsonLd(ctx.c, crumbs)],
    },
  };
}

export const loader: PageLoader<CategoryPageData> = async (ctx) => {
  const parsedPath = CategoryPathSchema.safeParse(ctx.params.path ?? '');
  if (!parsedPath.success) return { kind: 'not-found' };
  const path = parsedPath.data;
  const upstreams = createUpstreams(ctx.c);
  const state = readCatalogState(ctx.query);
  const locale = ctx.c.get('locale');

  // The edge's URL knowledge says what the path is: only that kind's lookup runs (one round instead
  // of up to four in a row). A CMS page is the not-found flow's url rewrite: no lookup here at all.
  const kind = ctx.known?.k;
  if (kind === 'page' || kind === 'content_page') return { kind: 'not-found' };
  const isStoreCategory = kind === undefined || kind === 'category';
  // A known store category names its store id: its content, the category list and the listing start
  // now, beside the lookup by slug that confirms the id (one round instead of three).
  const knownId = kind === 'category' && /^\d{1,9}$/.test(ctx.known?.i ?? '') ? Number(ctx.known?.i) : null;
  const started = knownId !== null ? startStoreCategoryCalls(ctx, upstreams, knownId, state, null, path) : undefined;
  const found = isStoreCategory
    ? await orNull(
        upstreams.content.get(
          '/catalog/category',
          { slugs: path, checkPermissions: 1 },
          CatalogCategoriesResponseSchema,
          { kind: 'category' },
        ),
      )
    : null;
  // Any language's slug finds the category: the locale is a cookie, not part of the URL, so a link
  // shared in Slovak must still open for a shopper reading German.
  const category =
    found?.categories.find((x) => x.slugs[locale] === path || x.slug === path) ??
    found?.categories.find((x) => Object.values(x.slugs).includes(path));
  if (category) return storeCategoryPage(ctx, upstreams, category, state, null, path, started);

  if (path.includes('/')) return { kind: 'not-found' };
  // A known virtual or filtered category names its selection: its listing (and a filtered
  // category's store calls) start beside the lookup of its texts, which confirms the selection.
  const known = ctx.known?.s?.[locale];
  const startedVirtual =
    kind === 'virtual_category' && known && 'sliced_categories' in known
      ? startVirtualListing(ctx, upstreams, known, state, path)
      : undefined;
  const knownFiltered = kind === 'filtered_category' && known && 'store_category_id' in known ? known : undefined;
  const startedFiltered = knownFiltered
    ? startStoreCategoryCalls(ctx, upstreams, knownFiltered.store_category_id, state, knownFiltered.parameters, path)
    : undefined;
  const baseLookup = (storeCategoryId: number) =>
    orNull(
      upstreams.content.get('/catalog/category', { ids: String(storeCategoryId) }, CatalogCategoriesResponseSchema, {
        kind: 'category',
      }),
    );
  const knownBase = knownFiltered ? baseLookup(knownFiltered.store_category_id) : undefined;
  knownBase?.catch(() => {}); // dropped unread when the lookup names another store category
  const [virtual, filtered] = await Promise.all([
    kind === 'filtered_category'
      ? null
      : orNull(
          upstreams.content.graphql(
            virtualCategoryBySlugQuery.document,
            { slug: path, locale },
            virtualCategoryBySlugQuery.result,
            { kind: 'category' },
          ),
        ),
    kind === 'virtual_category'
      ? null
      : orNull(
          upstreams.content.graphql(
            filteredCategoryBySlugQuery.document,
            { slug: path, locale },
            filteredCategoryBySlugQuery.result,
            { kind: 'category' },
          ),
        ),
  ]);
  if (virtual?.virtualCategory)
    return virtualCategoryPage(ctx, upstreams, virtual.virtualCategory, state, path, startedVirtual);
  const fc = filtered?.filteredCategory;
  if (fc) {
    // The filtered category names its store category: that page's calls go out with its lookup.
    const sameBase = knownFiltered?.store_category_id === fc.store_category_id;
    const baseCalls =
      startedFiltered ?? startStoreCategoryCalls(ctx, upstreams, fc.store_category_id, state, fc.parameters, path);
    const base = await ((sameBase && knownBase) || baseLookup(fc.store_category_id));
    const storeCategory = base?.categories[0];
    if (storeCategory) return storeCategoryPage(ctx, upstreams, storeCategory, state, fc, path, baseCalls);
  }
  return { kind: 'not-found' };
};
