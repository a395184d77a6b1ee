import type { RichTextNode } from '../../shared/contracts/content';
import { RichText } from '../../client/components/rich-text/rich-text';
import type { PageProps } from '../../client/router/page-props';
import { type ArticleListBody, ArticleListView } from '../../client/components/content-blocks/article-list-view';

export interface ArticleListPageData extends ArticleListBody {
  description: RichTextNode | null;
}

export default function ArticleListPage({ data }: PageProps<ArticleListPageData>) {
  return (
    <ArticleListView data={data} current="/nakupny-radca">
      {data.description ? <RichText className="article-list__description" content={data.description} /> : null}
    </ArticleListView>
  );
}
