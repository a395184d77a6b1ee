import type { RegisterPageData } from './page';
import { REGISTER_REFUSALS } from '../../shared/flash-cookie';
import { COOKIE } from '../../worker/cookies';
import { takePageFlash } from '../../worker/http/form-refusal';
import { retryAfterSeconds } from '../../worker/middleware/rate-limit';
import { readRegisterEcho } from '../../worker/proxy/register-form';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { loadShellData } from '../../worker/upstream/shell-data';
import type { LoaderContext, PageLoader } from '../../worker/loaders/page-loader';

/**
 * Why the register form, posted by the browser itself, was refused (worker/proxy/register-form.ts
 * left it in this page's flash and echo cookies): what was typed, each field's problem and the
 * message in the shopper's language, for the form as the server renders it (so it shows without a
 * script). Taken once (takePageFlash clears the cookies in the same answer).
 */
function refusedRegistration(c: LoaderContext['c'], pagePath: string): RegisterPageData['refused'] {
  const taken = takePageFlash(c, pagePath, REGISTER_REFUSALS, COOKIE.registerForm);
  if (!taken) return null;
  const echo = readRegisterEcho(taken.echo);
  const t = c.get('t');
  const fieldErrors = Object.fromEntries(Object.entries(echo.e).map(([field, m]) => [field, t(m.k, m.p)]));
  const refusal = taken.id;
  const message = echo.g
    ? t(echo.g.k, echo.g.p)
    : t(
        REGISTER_REFUSALS[refusal],
        refusal === 'register-limited' ? { seconds: retryAfterSeconds('ACCOUNT_RATE_LIMIT') } : undefined,
      );
  return { values: echo.v, fieldErrors, message };
}

/** `/registrovat`: a logged-in visitor has an account already and goes to the dashboard. */
export const loader: PageLoader<RegisterPageData> = async ({ c, url }) => {
  if (c.get('session').token) return { kind: 'redirect', location: '/uzivatel/prehled', status: 302 };
  const refused = refusedRegistration(c, url.pathname);
  const { countries, globals } = await loadShellData(c);
  const t = c.get('t');
  return {
    kind: 'ok',
    data: {
      countries: countries.map((country) => ({ code: country.code, name: country.name })),
      defaultCountry: globals.domain.countryCode.length === 3 ? globals.domain.countryCode : 'CZE',
      refused,
    },
    meta: {
      title: `${t('account.register.title')} | ${t('shell.siteName')}`,
      // An account form, like /prihlasit: nothing for search engines.
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
    // What this shopper typed: no shared cache keeps it.
    ...(refused ? { personal: true } : {}),
  };
};
