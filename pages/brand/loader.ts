/**
 * A brand page (`/znacky/:slug`): the brand entity and its products (the catalogue state scoped to the
 * brand parameter value, with the shopper's filters, sorts and paging like a category).
 */
import { z } from 'zod';
import type { BrandPageData } from './page';
import { brandsQuery } from '../../shared/contracts/content-queries';
import { isIndexableListingView } from '../../shared/catalog-url';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { listingCanonicalUrl, pageOutOfRange } from '../../worker/loaders/listing-pagination';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { BRAND_PARAMETER_ID, loadCatalogListing, readCatalogState } from '../../worker/loaders/catalog-listing';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { breadcrumbsJsonLd, homeCrumb } from '../../worker/loaders/content-meta';

const SlugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);

export const loader: PageLoader<BrandPageData> = async ({ c, params, query, url }) => {
  const slug = SlugSchema.safeParse(params.slug ?? '');
  if (!slug.success) return { kind: 'not-found' };
  const t = c.get('t');
  const upstreams = createUpstreams(c);
  const { brands } = await upstreams.content.graphql(
    brandsQuery.document,
    { locale: c.get('locale') },
    brandsQuery.result,
    { kind: 'category' },
  );
  const brand = brands.find((b) => b.slug === slug.data);
  const brandValueId = Number(brand?._id);
  if (!brand || !Number.isInteger(brandValueId)) return { kind: 'not-found' };
  const state = readCatalogState(query);
  const basePath = `/znacky/${brand.slug}`;
  const { listing } = await loadCatalogListing(
    c,
    upstreams,
    { type: 'virtual', params: [{ entityId: BRAND_PARAMETER_ID, values: [brandValueId] }] },
    state,
    { basePath, fixedValues: [brandValueId] },
  );
  if (pageOutOfRange(state.page, listing.lastPage)) return { kind: 'not-found' };
  const canonical = listingCanonicalUrl(url, basePath);
  return {
    kind: 'ok',
    data: {
      brand: {
        id: brand._id,
        title: brand.title,
        imagePath: brand.image?.path ?? null,
        link: brand.link,
        virtualCategoryHref: brand.linked_virtual_category ? `/${brand.linked_virtual_category}` : null,
      },
      listing,
    },
    meta: {
      title: `${t('catalog.brands.products', { brand: brand.title })} | ${t('shell.siteName')}`,
      canonical: canonicalUrl(c.get('domain'), canonical, true, state.page),
      // Filtered listings are not separate pages for search engines (as on categories).
      noindex: !isIndexableListingView(state) || undefined,
      // Home › Brands › the brand, as the page's crumbs show (issue 32: brand pages had none).
      jsonLd: [
        breadcrumbsJsonLd(c, [
          homeCrumb(c),
          { title: t('catalog.brands.title'), href: '/znacky' },
          { title: brand.title, href: basePath },
        ]),
      ],
    },
  };
};
