import type { RichTextNode } from '../../shared/contracts/content';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { RichText } from '../../client/components/rich-text/rich-text';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';
import { shortDate } from '../../client/date-format';

export type InfomailPageData =
  | {
      kind: 'list';
      title: string;
      items: { title: string; href: string; perex: string | null; datePublished: string }[];
      crumbs: Crumb[];
    }
  | {
      kind: 'detail';
      title: string;
      perex: string | null;
      content: RichTextNode;
      datePublished: string;
      crumbs: Crumb[];
    };

export default function InfomailPage({ data }: PageProps<InfomailPageData>) {
  const t = useT();
  const { locale } = useShell();
  if (data.kind === 'detail') {
    return (
      <article className="container infomail">
        <Breadcrumbs items={data.crumbs} />
        <h1>{data.title}</h1>
        <time className="infomail__date" dateTime={data.datePublished}>
          {shortDate(locale, data.datePublished)}
        </time>
        {data.perex ? <p className="infomail__perex">{data.perex}</p> : null}
        <RichText content={data.content} eagerImages />
      </article>
    );
  }
  return (
    <div className="container infomail">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      {data.items.length === 0 ? <p className="content-empty">{t('content.infomail.empty')}</p> : null}
      <ul className="infomail__list">
        {data.items.map((m) => (
          <li key={m.href} className="infomail__item">
            <a href={m.href} className="infomail__link">
              {m.title}
            </a>
            <time dateTime={m.datePublished}>{shortDate(locale, m.datePublished)}</time>
            {m.perex ? <p>{m.perex}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
