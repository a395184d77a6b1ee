import type { RichTextNode } from '../../shared/contracts/content';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs, Collapsible } from '../../client/components/content-blocks/page-parts';
import { RichText } from '../../client/components/rich-text/rich-text';
import type { PageProps } from '../../client/router/page-props';

export interface FaqPageData {
  title: string;
  groups: { title: string; questions: { id: string; title: string; content: RichTextNode }[] }[];
  crumbs: Crumb[];
}

export default function FaqPage({ data }: PageProps<FaqPageData>) {
  const single = data.groups.length <= 1;
  return (
    <div className="container faq">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      {data.groups.map((g) => (
        <section key={g.title} className="faq__group">
          {single ? null : <h2 className="faq__group-title">{g.title}</h2>}
          <div className="faq__list">
            {g.questions.map((q) => (
              <Collapsible key={q.id} title={q.title} level={single ? 2 : 3}>
                <RichText content={q.content} />
              </Collapsible>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
