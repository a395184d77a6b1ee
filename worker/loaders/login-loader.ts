import type { LoginPageData } from '../../client/pages/login-page';
import { safeRedirectPath } from '../../client/components/account/safe-redirect';
import { canonicalUrl } from '../render/canonical-url';
import { loadShellData } from '../upstream/shell-data';
import type { PageLoader } from './page-loader';

/**
 * `/prihlasit`: e-mail and password (SPEC 5), `?redirect=` back to a same-site path only,
 * `?restricted=1` after a restricted-group logout (opens the redirect modal), `?token=` for
 * login-as-user (SPEC 4, done by the page through the worker's login). A logged-in visitor
 * goes on to where they wanted.
 */
export const loginLoader: PageLoader<LoginPageData> = async ({ c, url, query }) => {
  const redirect = safeRedirectPath(query.get('redirect'));
  const loginAs = query.has('token');
  if (c.get('session').token && !loginAs && query.get('restricted') !== '1') {
    return { kind: 'redirect', location: redirect ?? '/uzivatel/prehled', status: 302 };
  }
  const { globals } = await loadShellData(c);
  const t = c.get('t');
  return {
    kind: 'ok',
    data: {
      redirect,
      restricted: query.get('restricted') === '1',
      restrictedGroups: globals.restrictedGroups,
      loginAs,
    },
    meta: {
      title: `${t('account.login.title')} | ${t('shell.siteName')}`,
      noindex: true,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
    cacheable: false,
  };
};
