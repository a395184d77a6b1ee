import type { RegisterPageData } from './page';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { loadShellData } from '../../worker/upstream/shell-data';
import type { PageLoader } from '../../worker/loaders/page-loader';

/** `/registrovat`: a logged-in visitor has an account already and goes to the dashboard. */
export const loader: PageLoader<RegisterPageData> = async ({ c, url }) => {
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
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
  };
};
