import type { AuthorsPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { authorsQuery } from '../../shared/contracts/content-queries';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { contentMeta } from '../../worker/loaders/content-meta';
import { gqlVars } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /autori: every author; those with a page link to it. */
export const loader: PageLoader<AuthorsPageData> = async ({ c, url }) => {
  const { content } = createUpstreams(c);
  const { authors } = await content.graphql(authorsQuery.document, gqlVars(c), authorsQuery.result, {
    kind: 'article',
  });
  const title = c.get('t')('content.authors.title');
  const crumbs: Crumb[] = [{ title }];
  return {
    kind: 'ok',
    data: {
      title,
      authors: authors.map((a) => ({
        name: a.title,
        perex: a.perex,
        image: a.image,
        href: a.author_has_page ? `/autori/${encodeURIComponent(a.slug)}` : null,
      })),
      crumbs,
    },
    meta: contentMeta(c, url, { title, crumbs }),
  };
};
