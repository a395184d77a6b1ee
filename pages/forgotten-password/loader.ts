import type { ForgottenPasswordPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import type { PageLoader } from '../../worker/loaders/page-loader';

export const loader: PageLoader<ForgottenPasswordPageData> = async ({ c, url }) => {
  const t = c.get('t');
  return {
    kind: 'ok',
    data: {},
    meta: {
      title: `${t('account.forgottenPassword.title')} | ${t('shell.siteName')}`,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
  };
};
