import type { Image } from '../../shared/contracts/content';
import type { ArticleCardView, Crumb, PaginationView } from '../components/content-blocks/content-views';
import { ArticleGrid, Breadcrumbs, Pagination } from '../components/content-blocks/page-parts';
import { useShell, useT } from '../shell-context';
import { TopicNav } from './article-list-page';
import type { PageProps } from './page-props';

export interface ArticleListDetailPageData {
  kind: 'category' | 'tag';
  title: string;
  perex: string | null;
  image: Image | null;
  categories: { title: string; href: string }[];
  current: string;
  articles: ArticleCardView[];
  pagination: PaginationView;
  crumbs: Crumb[];
}

/** An article category or a tag: its published articles, newest first. */
export default function ArticleListDetailPage({ data }: PageProps<ArticleListDetailPageData>) {
  const t = useT();
  const { locale } = useShell();
  return (
    <div className="container article-list">
      <Breadcrumbs items={data.crumbs} />
      <header className="article-list__header">
        <h1>{data.title}</h1>
        {data.perex ? <p className="article-list__perex">{data.perex}</p> : null}
      </header>
      <TopicNav categories={data.categories} current={data.current} />
      <ArticleGrid articles={data.articles} locale={locale} emptyText={t('content.articles.empty')} />
      <Pagination pagination={data.pagination} />
    </div>
  );
}
