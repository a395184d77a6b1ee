import type { HomePageData } from '../../client/pages/home-page';
import type { PageLoader } from './page-loader';
import { canonicalUrl } from '../render/canonical-url';

export const homeLoader: PageLoader<HomePageData> = async ({ c, url }) => {
  const domain = c.var.domain;
  const t = c.var.t;
  return {
    kind: 'ok',
    data: { title: t('shell.home.title') },
    meta: { title: t('shell.home.metaTitle'), description: t('shell.home.metaDescription'), canonical: canonicalUrl(domain, url) },
    cacheable: true,
  };
};
