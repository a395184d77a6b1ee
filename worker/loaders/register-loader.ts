import type { RegisterPageData } from '../../client/pages/register-page';
import { canonicalUrl } from '../render/canonical-url';
import { loadShellData } from '../upstream/shell-data';
import type { PageLoader } from './page-loader';

/** `/registrovat`: a logged-in visitor has an account already and goes to the dashboard. */
export const registerLoader: PageLoader<RegisterPageData> = async ({ c, url }) => {
  if (c.get('session').token) return { kind: 'redirect', location: '/uzivatel/prehled', status: 302 };
  const { countries, globals } = await loadShellData(c);
  const t = c.get('t');
  return {
    kind: 'ok',
    data: {
      countries: countries.map((country) => ({ code: country.code, name: country.name })),
      defaultCountry: globals.domain.countryCode.length === 3 ? globals.domain.countryCode : 'CZE',
    },
    meta: {
      title: `${t('account.register.title')} | ${t('shell.siteName')}`,
      // An account form, like /prihlasit: nothing for search engines.
      noindex: true,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
    cacheable: true,
  };
};
