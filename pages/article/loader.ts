import { pathFor } from '../../shared/routes';
import type { ArticlePageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { articleBySlugQuery } from '../../shared/contracts/content-queries';
import { imageUrl } from '../../shared/image-url';
import { publisherJsonLd } from '../../worker/render/structured-data';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { publishedArticles } from '../../worker/loaders/article-cards';
import { articleCard, articleCategoryHref, visibleArticle } from '../../worker/loaders/article-cards';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/**
 * /clanky/{slug}: a published article (future-dated or not enabled on this site = 404) with author,
 * category, tags, related articles of the same category and schema.org Article JSON-LD.
 */
export const loader: PageLoader<ArticlePageData> = async ({ c, url, params }) => {
  const slug = params.slug;
  if (!slug || !/^[a-z0-9-]{1,160}$/.test(slug)) return { kind: 'not-found' };
  const { content } = createUpstreams(c);
  // Every published article (one cached list all article pages share) is read beside the article and
  // the related ones are picked from it: one upstream round, not the article and then its topic's list.
  const everyArticle = publishedArticles(c, {});
  everyArticle.catch(() => {});
  const { article } = await content.graphql(
    articleBySlugQuery.document,
    gqlVars(c, { slug }),
    articleBySlugQuery.result,
    { kind: 'article' },
  );
  if (!article || !visibleArticle(c, article)) return { kind: 'not-found' };

  const topic = article.article_category?._id;
  const related = topic
    ? (await everyArticle)
        .filter(
          (a) =>
            a._id !== article._id &&
            (a.article_category?._id === topic || a.article_category?.master_category?._id === topic),
        )
        .slice(0, 3)
        .map(articleCard)
    : [];
  const category = article.article_category
    ? { title: article.article_category.title, href: articleCategoryHref(article.article_category.slug) }
    : null;
  const author = article.author
    ? {
        name: article.author.title,
        href: article.author.author_has_page ? `/autori/${encodeURIComponent(article.author.slug)}` : null,
        image: article.author.image,
        perex: article.author.perex,
      }
    : null;
  const crumbs: Crumb[] = [
    { title: c.get('t')('content.articles.title'), href: '/nakupny-radca' },
    ...(category ? [{ title: category.title, href: category.href }] : []),
    { title: article.short_title || article.title },
  ];
  const origin = `https://${c.get('domain').canonicalHost}`;
  const image = article.image ? imageUrl(article.image.path, { width: 1200, height: 630 }) : null;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.perex,
    datePublished: article.date_published,
    dateModified: article.created > article.date_published ? article.created : article.date_published,
    mainEntityOfPage: `${origin}${url.pathname}`,
    ...(image ? { image: [`${origin}${image}`] } : {}),
    ...(author
      ? { author: { '@type': 'Person', name: author.name, ...(author.href ? { url: `${origin}${author.href}` } : {}) } }
      : {}),
    publisher: publisherJsonLd(c),
    ...(article.tag.length > 0 ? { keywords: article.tag.map((t) => t.title).join(', ') } : {}),
  };
  return {
    kind: 'ok',
    data: {
      title: article.title,
      perex: article.perex,
      content: article.content,
      image: article.image,
      datePublished: article.date_published,
      author,
      category,
      tags: article.tag.map((t) => ({ title: t.title, href: pathFor('articleTag-slug', { slug: t.slug }) })),
      related,
      crumbs,
    },
    meta: contentMeta(c, url, {
      title: article.title,
      description: article.perex,
      pageMeta: article.page_meta,
      image: article.image,
      crumbs,
      jsonLd: [jsonLd],
    }),
  };
};
