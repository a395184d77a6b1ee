/** Articles as listings show them: links, cards, and whether an article is visible on this site. */
import type { Context } from 'hono';
import type { ArticleListItem } from '../../shared/contracts/content-queries';
import { isPublished } from '../../shared/article-published';
import type { ArticleCardView } from '../../client/components/content-blocks/content-views';
import type { AppEnv } from '../env';

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
