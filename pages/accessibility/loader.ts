import { z } from 'zod';
import type { AccessibilityPageData } from './page';
import type { Crumb } from '../../client/components/content-blocks/content-views';
import { contentMeta } from '../../worker/loaders/content-meta';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** The markets the statement names a law and an authority for (a new site needs its own texts first). */
const StatementSite = z.enum(['sk', 'cz']);

/**
 * /pristupnost: the accessibility statement. Its text is the dictionary's (the reader's language), its
 * law and market surveillance authority the site's, its contact the shop's globals (the shell's):
 * nothing to ask an upstream.
 */
export const loader: PageLoader<AccessibilityPageData> = async ({ c, url }) => {
  const t = c.get('t');
  const domain = c.get('domain');
  const title = t('accessibility.title');
  const crumbs: Crumb[] = [{ title }];
  return {
    kind: 'ok',
    data: { title, crumbs, site: StatementSite.parse(domain.code), host: domain.canonicalHost.replace(/^www\./, '') },
    meta: contentMeta(c, url, { title, description: t('accessibility.standard.text'), crumbs }),
  };
};
