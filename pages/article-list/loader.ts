import type { ArticleListPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import {
  articleCategoriesQuery,
  articleListConfigurationQuery,
  articlesQuery,
  type ArticleListItem,
} from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import type { AppEnv } from '../../worker/env';
import type { Context } from 'hono';
import { articleCard, articleCategoryHref, visibleArticle } from '../../worker/loaders/article-cards';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import { pageParam, paginationOf } from '../../worker/loaders/page-number';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** Spec 9: 15 articles a page. */
export const ARTICLES_PER_PAGE = 15;

/**
 * Published articles of a filter, newest first. The CMS returns future-dated ones too (they sit at the
 * top of a date-descending list), so the list is read once (up to 1000, cached) and paged here; that keeps
 * page sizes exact and totals right.
 */
export async function publishedArticles(
  c: Context<AppEnv>,
  filter: { categoryId?: string; tagId?: string; authorId?: string },
): Promise<ArticleListItem[]> {
  const { content } = createUpstreams(c);
  const { articles } = await content.graphql(
    articlesQuery.document,
    gqlVars(c, { skip: 0, limit: 1000, ...filter }),
    articlesQuery.result,
    { kind: 'article' },
  );
  const now = Date.now();
  return articles.items.filter((a) => visibleArticle(c, a, now));
}

export async function articleCategoryLinks(c: Context<AppEnv>): Promise<{ title: string; href: string }[]> {
  const { content } = createUpstreams(c);
  const { articleCategories } = await content.graphql(
    articleCategoriesQuery.document,
    gqlVars(c),
    articleCategoriesQuery.result,
    { kind: 'article' },
  );
  return articleCategories
    .filter((cat) => cat.site_enabled.length === 0 || cat.site_enabled.includes(c.get('domain').code))
    .map((cat) => ({ title: cat.menu_title || cat.title, href: articleCategoryHref(cat.slug) }));
}

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
