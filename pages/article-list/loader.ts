import type { ArticleListPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { articleListConfigurationQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import {
  ARTICLES_PER_PAGE,
  articleCard,
  articleCategoryLinks,
  publishedArticles,
} from '../../worker/loaders/article-cards';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import { pageParam, paginationOf } from '../../worker/loaders/page-number';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /nakupny-radca: the article list configuration, topic links and published articles, 15 a page. */
export const loader: PageLoader<ArticleListPageData> = async ({ c, url, query }) => {
  const { content } = createUpstreams(c);
  const [config, all, categories] = await Promise.all([
    content.graphql(articleListConfigurationQuery.document, gqlVars(c), articleListConfigurationQuery.result, {
      kind: 'article',
    }),
    publishedArticles(c, {}),
    articleCategoryLinks(c),
  ]);
  const cfg = config.articleListConfiguration;
  const title = cfg?.title ?? c.get('t')('content.articles.title');
  const pagination = paginationOf(pageParam(query), all.length, ARTICLES_PER_PAGE, url.pathname);
  if (pagination.page > pagination.lastPage) return { kind: 'not-found' };
  const articles = all
    .slice((pagination.page - 1) * ARTICLES_PER_PAGE, pagination.page * ARTICLES_PER_PAGE)
    .map(articleCard);
  const crumbs: Crumb[] = [{ title }];
  return {
    kind: 'ok',
    data: {
      title,
      perex: cfg?.perex ?? null,
      headerImage: cfg?.image ? { path: cfg.image.path, alt: cfg.image.alt ?? '' } : null,
      description: pagination.page === 1 ? (cfg?.description ?? null) : null,
      categories,
      articles,
      pagination,
      crumbs,
    },
    meta: contentMeta(c, url, {
      page: pagination.page,
      title,
      description: cfg?.perex,
      pageMeta: cfg?.page_meta,
      crumbs,
    }),
  };
};
