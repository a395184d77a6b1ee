import { routePathIn } from '../../worker/urls/locale-routes';
import type { AuthorPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { authorQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { ARTICLES_PER_PAGE, publishedArticles } from '../../worker/loaders/article-cards';
import { articleCard } from '../../worker/loaders/article-cards';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import { pageParam, paginationOf } from '../../worker/loaders/page-number';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /autori/{slug}: an author with a page, their profile and published articles. */
export const loader: PageLoader<AuthorPageData> = async ({ c, url, params, query }) => {
  const slug = params.slug;
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) return { kind: 'not-found' };
  const { content } = createUpstreams(c);
  const { author } = await content.graphql(authorQuery.document, gqlVars(c, { slug }), authorQuery.result, {
    kind: 'article',
  });
  if (!author?.author_has_page) return { kind: 'not-found' };
  const all = await publishedArticles(c, { authorId: author._id });
  const pagination = paginationOf(pageParam(query), all.length, ARTICLES_PER_PAGE, url.pathname);
  if (pagination.page > pagination.lastPage) return { kind: 'not-found' };
  const crumbs: Crumb[] = [
    { title: c.get('t')('content.authors.title'), href: routePathIn('authors', c.get('locale')) },
    { title: author.title },
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: author.title,
    ...(author.perex ? { description: author.perex } : {}),
  };
  return {
    kind: 'ok',
    data: {
      name: author.title,
      perex: author.perex,
      image: author.image,
      content: author.content,
      articles: all
        .slice((pagination.page - 1) * ARTICLES_PER_PAGE, pagination.page * ARTICLES_PER_PAGE)
        .map(articleCard),
      pagination,
      crumbs,
    },
    meta: contentMeta(c, url, {
      title: author.title,
      description: author.perex,
      crumbs,
      jsonLd: [jsonLd],
      page: pagination.page,
    }),
  };
};
