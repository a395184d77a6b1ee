import type { InfomailPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { infomailBySlugQuery, infomailsQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { isPublished } from '../../shared/article-published';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /infomail: the list of infomails (newest first); /infomail/{slug}: one of them. */
export const loader: PageLoader<InfomailPageData> = async ({ c, url, params }) => {
  const { content } = createUpstreams(c);
  const listTitle = c.get('t')('content.infomail.title');
  if (!params.slug) {
    const { infomails } = await content.graphql(infomailsQuery.document, gqlVars(c), infomailsQuery.result, {
      kind: 'page',
    });
    const items = infomails
      .filter((m) => isPublished(m.date_published))
      .map((m) => ({
        title: m.title,
        href: `/infomail/${encodeURIComponent(m.slug)}`,
        perex: m.perex,
        datePublished: m.date_published,
      }));
    const crumbs: Crumb[] = [{ title: listTitle }];
    return {
      kind: 'ok',
      data: { kind: 'list', title: listTitle, items, crumbs },
      meta: contentMeta(c, url, { title: listTitle, crumbs }),
    };
  }
  const { infomail } = await content.graphql(
    infomailBySlugQuery.document,
    gqlVars(c, { slug: params.slug }),
    infomailBySlugQuery.result,
    { kind: 'page' },
  );
  if (!infomail || !isPublished(infomail.date_published)) return { kind: 'not-found' };
  const crumbs: Crumb[] = [{ title: listTitle, href: '/infomail' }, { title: infomail.title }];
  return {
    kind: 'ok',
    data: {
      kind: 'detail',
      title: infomail.title,
      perex: infomail.perex,
      content: infomail.content,
      datePublished: infomail.date_published,
      crumbs,
    },
    meta: contentMeta(c, url, {
      title: infomail.title,
      description: infomail.perex,
      pageMeta: infomail.page_meta,
      crumbs,
    }),
  };
};
