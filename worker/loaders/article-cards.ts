/** Articles as listings show them: links, cards, and whether an article is visible on this site. */
import type { Context } from 'hono';
import { isPublished } from '../../shared/article-published';
import type { ArticleCardView } from '../../client/components/content-blocks/content-views';
import type { AppEnv } from '../env';
import { articleCategoriesQuery, articlesQuery, type ArticleListItem } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../upstream/create-upstreams';
import { gqlVars } from './cms-content';

type C = Context<AppEnv>;

export const articleHref = (slug: string) => `/clanky/${encodeURIComponent(slug)}`;
export const articleCategoryHref = (slug: string) => `/nakupny-radca/${encodeURIComponent(slug)}`;

export function articleCard(a: ArticleListItem): ArticleCardView {
  return {
    id: a._id,
    title: a.title,
    perex: a.perex,
    href: articleHref(a.page_meta.slug),
    datePublished: a.date_published,
    image: a.image,
    category: a.article_category
      ? {
          title: a.article_category.menu_title || a.article_category.title,
          href: articleCategoryHref(a.article_category.slug),
        }
      : null,
  };
}

/** Visible on this site: published and (when the CMS limits it) enabled for this domain. */
export function visibleArticle(c: C, a: { date_published: string; site_enabled: string[] }, now = Date.now()): boolean {
  return (
    isPublished(a.date_published, now) && (a.site_enabled.length === 0 || a.site_enabled.includes(c.get('domain').code))
  );
}

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
