import type { ReactNode } from 'react';
import { useShell, useT } from '../../shell-context';
import { PageBanner } from '../image/page-banner';
import type { ArticleCardView, Crumb, PaginationView } from './content-views';
import { ArticleGrid, Breadcrumbs, Pagination } from './page-parts';

/** What every article list shows (all articles, a category, a tag, an author's). */
export interface ArticleListBody {
  title: string;
  perex: string | null;
  categories: { title: string; href: string }[];
  articles: ArticleCardView[];
  pagination: PaginationView;
  crumbs: Crumb[];
  /** The list's header picture (SPEC 3 article list configuration `image`); only the all-articles list has one. */
  headerImage?: { path: string; alt: string } | null;
}

export function TopicNav({ categories, current }: { categories: { title: string; href: string }[]; current?: string }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <nav className="topic-nav" aria-label={t('content.articles.categories')}>
      <ul>
        <li>
          <a href="/nakupny-radca" aria-current={current === '/nakupny-radca' ? 'page' : undefined}>
            {t('content.articles.all')}
          </a>
        </li>
        {categories.map((c) => (
          <li key={c.href}>
            <a href={c.href} aria-current={current === c.href ? 'page' : undefined}>
              {c.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The body of every article list (all articles, a category, a tag): title, topics, cards, pages; `children` after them. */
export function ArticleListView({
  data,
  current,
  children,
}: {
  data: ArticleListBody;
  current: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { locale } = useShell();
  return (
    <div className="container article-list">
      <Breadcrumbs items={data.crumbs} />
      {data.headerImage ? <PageBanner path={data.headerImage.path} alt={data.headerImage.alt} style="article" /> : null}
      <header className="article-list__header">
        <h1>{data.title}</h1>
        {data.perex ? <p className="article-list__perex">{data.perex}</p> : null}
      </header>
      <TopicNav categories={data.categories} current={current} />
      <ArticleGrid articles={data.articles} locale={locale} emptyText={t('content.articles.empty')} />
      <Pagination pagination={data.pagination} />
      {children}
    </div>
  );
}
