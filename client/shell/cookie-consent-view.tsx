import { useT } from '../shell-context';

/** The consent banner's content: its own chunk, fetched only while the visitor has not answered. */
export default function CookieConsentView({ onChoose }: { onChoose: (value: 'all' | 'necessary') => void }) {
  const t = useT();
  return (
    <section className="cookie-consent" aria-label={t('layout.cookieConsent.title')}>
      <div className="container cookie-consent__inner">
        <p>
          <strong>{t('layout.cookieConsent.title')}</strong> {t('layout.cookieConsent.text')}
        </p>
        <div className="cookie-consent__actions">
          <button type="button" className="button button--ghost" onClick={() => onChoose('necessary')}>
            {t('layout.cookieConsent.acceptNecessary')}
          </button>
          <button type="button" className="button button--primary" onClick={() => onChoose('all')}>
            {t('layout.cookieConsent.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
