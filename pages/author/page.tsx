import type { Image, RichTextNode } from '../../shared/contracts/content';
import type { ArticleCardView, Crumb, PaginationView } from '../../client/components/content-blocks/content-views';
import { ArticleGrid, Breadcrumbs, Pagination } from '../../client/components/content-blocks/page-parts';
import { CdnImage } from '../../client/components/image/cdn-image';
import { RichText } from '../../client/components/rich-text/rich-text';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface AuthorPageData {
  name: string;
  perex: string | null;
  image: Image | null;
  content: RichTextNode | null;
  articles: ArticleCardView[];
  pagination: PaginationView;
  crumbs: Crumb[];
}

export default function AuthorPage({ data }: PageProps<AuthorPageData>) {
  const t = useT();
  const { locale } = useShell();
  return (
    <div className="container author">
      <Breadcrumbs items={data.crumbs} />
      <header className="author__header">
        <CdnImage
          className="author__image"
          path={data.image?.path}
          alt=""
          size={{ width: 120, height: 120 }}
          priority
          sizes="120px"
        />
        <div>
          <h1>{data.name}</h1>
          {data.perex ? <p className="author__perex">{data.perex}</p> : null}
        </div>
      </header>
      <RichText content={data.content} />
      <h2 className="section-title">{t('content.authors.articles')}</h2>
      <ArticleGrid articles={data.articles} locale={locale} emptyText={t('content.articles.empty')} />
      <Pagination pagination={data.pagination} />
    </div>
  );
}
