import type { ActivatePageData } from '../../client/pages/activate-page';
import { canonicalUrl } from '../render/canonical-url';
import type { PageLoader } from './page-loader';

/**
 * `/aktivovat`: where the newsletter confirmation link lands (SPEC 2 user-activate). The store
 * confirms the e-mail before sending the visitor here; an `error` or `status=failed` says it did not.
 */
export const activateLoader: PageLoader<ActivatePageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  const failed = query.has('error') || query.get('status') === 'failed' || query.get('status') === 'error';
  return {
    kind: 'ok',
    data: { state: failed ? 'failed' : 'success' },
    meta: {
      title: `${t('account.activation.title')} | ${t('shell.siteName')}`,
      noindex: true,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
    cacheable: false,
  };
};
