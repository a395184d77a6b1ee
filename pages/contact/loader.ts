import type { ContactPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { contentMeta } from '../../worker/loaders/content-meta';
import { loadCmsPage } from '../../worker/loaders/cms-content';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** /kontakt: the CMS page `kontakt` (when there is one), the shop's contact details (shell globals) and the form. */
export const loader: PageLoader<ContactPageData> = async ({ c, url }) => {
  const loaded = await loadCmsPage(c, 'kontakt');
  const title = loaded?.view.title ?? c.get('t')('content.contact.title');
  const crumbs: Crumb[] = [{ title }];
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      name: title,
      url: `https://${c.get('domain').canonicalHost}/kontakt`,
    },
  ];
  return {
    kind: 'ok',
    data: { title, content: loaded?.view.content ?? null, crumbs },
    meta: contentMeta(c, url, { title, pageMeta: loaded?.pageMeta, crumbs, jsonLd }),
  };
};
