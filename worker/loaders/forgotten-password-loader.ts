import type { ForgottenPasswordPageData } from '../../client/pages/forgotten-password-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

export const forgottenPasswordLoader: PageLoader<ForgottenPasswordPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: {},
    meta: {
      title: `${t('account.forgottenPassword.title')} | ${t('shell.siteName')}`,
      noindex: true,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
    cacheable: true,
  };
};
