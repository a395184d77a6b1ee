/**
 * Pieces the content pages share: breadcrumbs, pagination, article cards, the CMS page body with its
 * contact box and side menu, the collapsible (FAQ and the collapsible block). Server-rendered markup
 * without state of its own.
 */
import type { ReactNode } from 'react';
import { useT } from '../../shell-context';
import { Breadcrumbs } from '../catalog/breadcrumbs';
import { CdnImage } from '../image/cdn-image';
import { RichText } from '../rich-text/rich-text';
import type { ArticleCardView, CmsPageView, Crumb, PaginationView } from './content-views';
import { shortDate } from '../../date-format';

// One breadcrumbs component for catalogue and content pages.
export { Breadcrumbs };

export function pageHref(basePath: string, page: number): string {
  if (page <= 1) return basePath;
  return `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;
}

export function Pagination({ pagination }: { pagination: PaginationView | null }) {
  const t = useT();
  if (!pagination || pagination.lastPage <= 1) return null;
  const { page, lastPage, basePath } = pagination;
  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(lastPage, page + 2); p++) pages.push(p);
  return (
    <nav className="content-pagination" aria-label={t('content.pagination.label')}>
      {page > 1 ? (
        <a className="content-pagination__step" href={pageHref(basePath, page - 1)} rel="prev">
          ← {t('content.pagination.prev')}
        </a>
      ) : null}
      <ol className="content-pagination__pages">
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span className="content-pagination__page content-pagination__page--current" aria-current="page">
                {p}
              </span>
            ) : (
              <a
                className="content-pagination__page"
                href={pageHref(basePath, p)}
                aria-label={t('content.page', { page: p })}
              >
                {p}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < lastPage ? (
        <a className="content-pagination__step" href={pageHref(basePath, page + 1)} rel="next">
          {t('content.pagination.next')} →
        </a>
      ) : null}
    </nav>
  );
}

export function ArticleCard({
  article,
  locale,
  priority = false,
}: {
  article: ArticleCardView;
  locale: string;
  priority?: boolean;
}) {
  return (
    <article className="article-card">
      {/* biome-ignore lint/a11y/useAnchorContent: the image repeats the title link beside it, so it is hidden from assistive tech and the tab order */}
      <a className="article-card__image" href={article.href} tabIndex={-1} aria-hidden="true">
        <CdnImage
          path={article.image?.path}
          alt={article.image?.alt ?? ''}
          size={{ width: 400, height: 250 }}
          priority={priority}
          sizes="(max-width: 767px) 100vw, 400px"
        />
      </a>
      <div className="article-card__body">
        {article.category ? (
          <a className="article-card__category" href={article.category.href}>
            {article.category.title}
          </a>
        ) : null}
        <h2 className="article-card__title">
          <a href={article.href}>{article.title}</a>
        </h2>
        <time className="article-card__date" dateTime={article.datePublished}>
          {shortDate(locale, article.datePublished)}
        </time>
        <p className="article-card__perex">{article.perex}</p>
      </div>
    </article>
  );
}

export function ArticleGrid({
  articles,
  locale,
  emptyText,
}: {
  articles: ArticleCardView[];
  locale: string;
  emptyText: string;
}) {
  if (articles.length === 0) return <p className="content-empty">{emptyText}</p>;
  return (
    <div className="article-grid">
      {articles.map((a, i) => (
        <ArticleCard key={a.id} article={a} locale={locale} priority={i === 0} />
      ))}
    </div>
  );
}

/** Title + rich text of a CMS page, its side menu and contact box. */
export function CmsPage({ page, crumbs, children }: { page: CmsPageView; crumbs: Crumb[]; children?: ReactNode }) {
  const t = useT();
  return (
    <div className={`container cms-page${page.sideMenu.length > 0 ? ' cms-page--with-menu' : ''}`} lang={page.lang}>
      <Breadcrumbs items={crumbs} />
      <div className="cms-page__layout">
        {page.sideMenu.length > 0 ? (
          <nav className="cms-page__menu" aria-label={page.title}>
            <ul>
              {page.sideMenu.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <article className="cms-page__main">
          <h1>{page.title}</h1>
          <RichText content={page.content} eagerImages />
          {children}
          {page.contactBox ? (
            <aside className="contact-box">
              <h2 className="contact-box__title">{page.contactBox.title}</h2>
              {page.contactBox.description ? <p>{page.contactBox.description}</p> : null}
              {page.contactBox.showButton ? (
                <a className="button button--primary" href="/kontakt">
                  {t('content.contactBox.button')}
                </a>
              ) : null}
            </aside>
          ) : null}
        </article>
      </div>
    </div>
  );
}

/**
 * A disclosure as the browser's own `<details>`: it opens on the first tap before hydration and
 * without scripts, and the summary is a button to assistive tech, with its expanded state.
 */
export function Collapsible({
  title,
  children,
  level = 3,
  defaultOpen = false,
}: {
  title: string;
  children: ReactNode;
  level?: 2 | 3;
  defaultOpen?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <details className="collapsible" open={defaultOpen || undefined}>
      <summary className="collapsible__toggle">
        <Heading className="collapsible__heading">{title}</Heading>
        <span className="collapsible__icon" aria-hidden="true" />
      </summary>
      <div className="collapsible__panel">{children}</div>
    </details>
  );
}
