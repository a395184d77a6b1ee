/** Brand list (`/znacky`): every brand, weight descending (spec 7), 16 a page (spec 9), `?page=` in the URL. */
import { z } from 'zod';
import type { BrandsPageData } from './page';
import { brandsQuery } from '../../shared/contracts/content-queries';
import { pageOutOfRange } from '../../worker/loaders/listing-pagination';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import type { PageLoader } from '../../worker/loaders/page-loader';

export const BRANDS_PER_PAGE = 16;
const QuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1) });

export const loader: PageLoader<BrandsPageData> = async ({ c, query, url }) => {
  const t = c.get('t');
  const { page } = QuerySchema.parse({ page: query.get('page') ?? 1 });
  const { brands } = await createUpstreams(c).content.graphql(
    brandsQuery.document,
    { locale: c.get('locale') },
    brandsQuery.result,
    { kind: 'category' },
  );
  const sorted = [...brands].sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title));
  const lastPage = Math.max(1, Math.ceil(sorted.length / BRANDS_PER_PAGE));
  if (pageOutOfRange(page, lastPage)) return { kind: 'not-found' };
  const canonical = new URL(url.pathname, url);
  if (page > 1) canonical.searchParams.set('page', String(page));
  return {
    kind: 'ok',
    data: {
      page,
      lastPage,
      brands: sorted
        .slice((page - 1) * BRANDS_PER_PAGE, page * BRANDS_PER_PAGE)
        .map((b) => ({ id: b._id, title: b.title, href: `/znacky/${b.slug}`, imagePath: b.image?.path ?? null })),
    },
    meta: {
      title: `${t('catalog.brands.title')} | ${t('shell.siteName')}`,
      canonical: `https://${c.get('domain').canonicalHost}${canonical.pathname}${canonical.search}`,
    },
  };
};
