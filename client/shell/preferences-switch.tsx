import { useShell, useT } from '../shell-context';
import { leavePage } from '../router/chunk-reload';

const LOCALE_NAMES: Record<string, string> = { sk: 'Slovenčina', cs: 'Čeština', de: 'Deutsch' };

/** Language and currency: the page loads again with the choice in its query; the worker stores it as a cookie. */
export function PreferencesSwitch() {
  const shell = useShell();
  return (
    <div className="preferences">
      <PreferenceSelect
        name="locale"
        label="layout.header.languageSwitch"
        value={shell.locale}
        options={shell.locales.map((l) => [l, LOCALE_NAMES[l] ?? l])}
      />
      {shell.currencies.length > 1 ? (
        <PreferenceSelect
          name="currency"
          label="layout.header.currencySwitch"
          value={shell.currency.code}
          options={shell.currencies.map((c) => [c.code, `${c.code} (${c.symbol})`])}
        />
      ) : null}
    </div>
  );
}

function PreferenceSelect({
  name,
  label,
  value,
  options,
}: {
  name: 'locale' | 'currency';
  label: string;
  value: string;
  options: [string, string][];
}) {
  const t = useT();
  return (
    <label className="preferences__field">
      <span className="visually-hidden">{t(label)}</span>
      <select
        value={value}
        data-testid={`${name}-switch`}
        onChange={(event) => {
          // The worker stores the choice (`?locale=`, `?currency=`) and, for a language, moves to the
          // page's own URL in it where it has one (`/doplnky` → `/accessoires`; issue 32).
          const url = new URL(location.href);
          url.searchParams.set(name, event.target.value);
          leavePage(url);
        }}
      >
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
