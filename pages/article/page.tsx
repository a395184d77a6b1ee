import type { Image, RichTextNode } from '../../shared/contracts/content';
import type { ArticleCardView, Crumb } from '../../client/components/content-blocks/content-views';
import { ArticleCard, Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { CdnImage } from '../../client/components/image/cdn-image';
import { RichText } from '../../client/components/rich-text/rich-text';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';
import { shortDate } from '../../client/date-format';

export interface ArticlePageData {
  title: string;
  perex: string;
  content: RichTextNode;
  image: Image | null;
  datePublished: string;
  author: { name: string; href: string | null; image: Image | null; perex: string | null } | null;
  category: { title: string; href: string } | null;
  tags: { title: string; href: string }[];
  related: ArticleCardView[];
  crumbs: Crumb[];
}

export default function ArticlePage({ data }: PageProps<ArticlePageData>) {
  const t = useT();
  const { locale } = useShell();
  return (
    <div className="container article">
      <Breadcrumbs items={data.crumbs} />
      <article className="article__main">
        <header className="article__header">
          {data.category ? (
            <a className="article__category" href={data.category.href}>
              {data.category.title}
            </a>
          ) : null}
          <h1 className="article__title">{data.title}</h1>
          <p className="article__meta">
            <time dateTime={data.datePublished}>
              {t('content.articles.published', { date: shortDate(locale, data.datePublished) })}
            </time>
            {data.author ? (
              <>
                {' · '}
                {data.author.href ? <a href={data.author.href}>{data.author.name}</a> : <span>{data.author.name}</span>}
              </>
            ) : null}
          </p>
          <p className="article__perex">{data.perex}</p>
        </header>
        {data.image ? (
          <CdnImage
            className="article__image"
            path={data.image.path}
            alt={data.image.alt ?? ''}
            size={{ width: 880, height: 495 }}
            priority
            sizes="(max-width: 920px) 100vw, 880px"
          />
        ) : null}
        <RichText className="article__body" content={data.content} />
        {data.tags.length > 0 ? (
          <div className="article__tags">
            <h2 className="visually-hidden">{t('content.articles.tags')}</h2>
            <ul>
              {data.tags.map((tag) => (
                <li key={tag.href}>
                  <a className="article__tag" href={tag.href}>
                    #{tag.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {data.author ? (
          <aside className="author-box">
            {data.author.image ? (
              <CdnImage
                className="author-box__image"
                path={data.author.image.path}
                alt=""
                size={{ width: 72, height: 72 }}
                sizes="72px"
              />
            ) : null}
            <div>
              <p className="author-box__label">{t('content.articles.author')}</p>
              <p className="author-box__name">
                {data.author.href ? <a href={data.author.href}>{data.author.name}</a> : data.author.name}
              </p>
              {data.author.perex ? <p className="author-box__perex">{data.author.perex}</p> : null}
            </div>
          </aside>
        ) : null}
      </article>
      {data.related.length > 0 ? (
        <section className="article__related" aria-labelledby="related-title">
          <h2 id="related-title" className="section-title">
            {t('content.articles.related')}
          </h2>
          <div className="article-grid">
            {data.related.map((a) => (
              <ArticleCard key={a.id} article={a} locale={locale} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
