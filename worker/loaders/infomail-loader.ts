import type { InfomailPageData } from '../../client/pages/infomail-page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { infomailBySlugQuery, infomailsQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../upstream/create-upstreams';
import { isPublished } from '../../shared/article-published';
import { contentMeta } from './content-meta';
import { gqlVars } from './cms-content';
import type { PageLoader } from './page-loader';

/** /infomail: the list of infomails (newest first); /infomail/{slug}: one of them. */
export const infomailLoader: PageLoader<InfomailPageData> = async ({ c, url, params }) => {
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
      cacheable: true,
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
    cacheable: true,
  };
};
