import type { ArticleListDetailPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { articleCategoryQuery, tagQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { ARTICLES_PER_PAGE, articleCategoryLinks, publishedArticles } from '../../worker/loaders/article-cards';
import { articleCard, articleCategoryHref } from '../../worker/loaders/article-cards';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import { pageParam, paginationOf } from '../../worker/loaders/page-number';
import type { PageLoader } from '../../worker/loaders/page-loader';

const SLUG = /^[a-z0-9-]{1,120}$/;

/**
 * /nakupny-radca/{slug}: an article category, else a tag (articleTag pages); /nakupny-radca/{slug}/{child}:
 * the child category under its master category `slug`. Only published articles, newest first, 15 a page.
 */
export const loader: PageLoader<ArticleListDetailPageData> = async ({ c, url, params, query }) => {
  const { slug, child } = params;
  if (!slug || !SLUG.test(slug) || (child !== undefined && !SLUG.test(child))) return { kind: 'not-found' };
  const { content } = createUpstreams(c);
  const listTitle = c.get('t')('content.articles.title');
  const page = pageParam(query);

  const { articleCategory } = await content.graphql(
    articleCategoryQuery.document,
    gqlVars(c, { slug: child ?? slug }),
    articleCategoryQuery.result,
    { kind: 'article' },
  );
  if (articleCategory && (child === undefined || articleCategory.master_category?.slug === slug)) {
    if (articleCategory.site_enabled.length > 0 && !articleCategory.site_enabled.includes(c.get('domain').code))
      return { kind: 'not-found' };
    const [all, categories] = await Promise.all([
      publishedArticles(c, { categoryId: articleCategory._id }),
      articleCategoryLinks(c),
    ]);
    const pagination = paginationOf(page, all.length, ARTICLES_PER_PAGE, url.pathname);
    if (pagination.page > pagination.lastPage) return { kind: 'not-found' };
    const title = articleCategory.title;
    const crumbs: Crumb[] = [{ title: listTitle, href: '/nakupny-radca' }, { title }];
    return {
      kind: 'ok',
      data: {
        kind: 'category',
        title,
        perex: articleCategory.perex,
        // SPEC 3 article category image: the same header picture the all-articles list shows.
        headerImage: articleCategory.image
          ? { path: articleCategory.image.path, alt: articleCategory.image.alt ?? title }
          : null,
        categories,
        current: articleCategoryHref(articleCategory.slug),
        articles: all.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE).map(articleCard),
        pagination,
        crumbs,
      },
      meta: contentMeta(c, url, {
        page: pagination.page,
        title,
        description: articleCategory.perex,
        pageMeta: articleCategory.page_meta,
        crumbs,
      }),
    };
  }
  if (child !== undefined) return { kind: 'not-found' };

  const { tag } = await content.graphql(tagQuery.document, gqlVars(c, { slug }), tagQuery.result, { kind: 'article' });
  if (!tag) return { kind: 'not-found' };
  const all = await publishedArticles(c, { tagId: tag._id });
  const pagination = paginationOf(page, all.length, ARTICLES_PER_PAGE, url.pathname);
  if (pagination.page > pagination.lastPage) return { kind: 'not-found' };
  const title = c.get('t')('content.articles.tag', { title: tag.title });
  const crumbs: Crumb[] = [{ title: listTitle, href: '/nakupny-radca' }, { title: tag.title }];
  return {
    kind: 'ok',
    data: {
      kind: 'tag',
      title,
      perex: null,
      headerImage: null,
      categories: [],
      current: url.pathname,
      articles: all.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE).map(articleCard),
      pagination,
      crumbs,
    },
    meta: contentMeta(c, url, { title, pageMeta: tag.page_meta, crumbs, page: pagination.page }),
  };
};
