import { LOCALE_COOKIE_DAYS, setPreferenceCookie } from '../browser-cookies';
import { useShell, useT } from '../shell-context';

const LOCALE_NAMES: Record<string, string> = { sk: 'Slovenčina', cs: 'Čeština', de: 'Deutsch' };

/** Language and currency: stored as cookies the worker validates, then the page reloads in them. */
export function PreferencesSwitch() {
  const shell = useShell();
  const t = useT();
  return (
    <div className="preferences">
      <label className="preferences__field">
        <span className="visually-hidden">{t('layout.header.languageSwitch')}</span>
        <select
          value={shell.locale}
          data-testid="locale-switch"
          onChange={(event) => {
            setPreferenceCookie('locale', event.target.value, LOCALE_COOKIE_DAYS);
            window.location.reload();
          }}
        >
          {shell.locales.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale] ?? locale}
            </option>
          ))}
        </select>
      </label>
      {shell.currencies.length > 1 ? (
        <label className="preferences__field">
          <span className="visually-hidden">{t('layout.header.currencySwitch')}</span>
          <select
            value={shell.currency.code}
            data-testid="currency-switch"
            onChange={(event) => {
              setPreferenceCookie('currency', event.target.value, LOCALE_COOKIE_DAYS);
              window.location.reload();
            }}
          >
            {shell.currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.code} ({currency.symbol})
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
