import type { ArticleCardView, Crumb, PaginationView } from '../../client/components/content-blocks/content-views';
import { ArticleListView } from '../../client/components/content-blocks/article-list-view';
import type { PageProps } from '../../client/router/page-props';

export interface ArticleListDetailPageData {
  kind: 'category' | 'tag';
  title: string;
  perex: string | null;
  /** The category's picture (SPEC 3 article category image); a tag has none. */
  headerImage: { path: string; alt: string } | null;
  categories: { title: string; href: string }[];
  current: string;
  articles: ArticleCardView[];
  pagination: PaginationView;
  crumbs: Crumb[];
}

/** An article category or a tag: its published articles, newest first. */
export default function ArticleListDetailPage({ data }: PageProps<ArticleListDetailPageData>) {
  return <ArticleListView data={data} current={data.current} />;
}
