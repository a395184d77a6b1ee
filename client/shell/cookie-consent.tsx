import { useState } from 'react';
import { setPreferenceCookie } from '../browser-cookies';
import { useShell, useT } from '../shell-context';

const CONSENT_COOKIE_DAYS = 365;

/** Cookie-consent banner (bottom). SSR knows the choice from the cookie, so it never flashes. */
export function CookieConsent() {
  const shell = useShell();
  const t = useT();
  const [answered, setAnswered] = useState(shell.cookieConsent);
  if (answered) return null;
  const choose = (value: 'all' | 'necessary') => {
    setPreferenceCookie('cookie-consent', value, CONSENT_COOKIE_DAYS);
    setAnswered(true);
  };
  return (
    <section className="cookie-consent" aria-label={t('layout.cookieConsent.title')}>
      <div className="container cookie-consent__inner">
        <p>
          <strong>{t('layout.cookieConsent.title')}</strong> {t('layout.cookieConsent.text')}
        </p>
        <div className="cookie-consent__actions">
          <button type="button" className="button button--ghost" onClick={() => choose('necessary')}>
            {t('layout.cookieConsent.acceptNecessary')}
          </button>
          <button type="button" className="button button--primary" onClick={() => choose('all')}>
            {t('layout.cookieConsent.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
