import type { RichTextNode } from '../../shared/contracts/content';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { RichText } from '../../client/components/rich-text/rich-text';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface GlossaryTermPageData {
  title: string;
  perex: string | null;
  content: RichTextNode;
  crumbs: Crumb[];
}

export default function GlossaryTermPage({ data }: PageProps<GlossaryTermPageData>) {
  const t = useT();
  return (
    <article className="container glossary-term">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      {data.perex ? <p className="glossary-term__perex">{data.perex}</p> : null}
      <RichText content={data.content} eagerImages />
      <p>
        <a className="button button--ghost" href="/eroticky-vykladovy-slovnik">
          ← {t('content.glossary.back')}
        </a>
      </p>
    </article>
  );
}
