import { useShell, useT } from '../shell-context';
import { RenderedOnce } from './rendered-once';
import { PREFERENCE_FIELD, PREFERENCE_FORM_PATH, type CookieConsentValue } from '../../shared/preference-form';

/**
 * The consent banner's content: its own chunk, fetched only while the visitor has not answered.
 * A real form (works before hydration and without scripts: the worker stores the answer and sends
 * the shopper back); once hydrated, the buttons answer without a reload.
 */
export default function CookieConsentView({ onChoose }: { onChoose: (value: CookieConsentValue) => void }) {
  const t = useT();
  const shell = useShell();
  const choose = (value: CookieConsentValue) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onChoose(value);
  };
  return (
    <RenderedOnce
      as="section"
      hostProps={{
        className: shell.settings.cookieConsentTop ? 'cookie-consent cookie-consent--top' : 'cookie-consent',
        'aria-label': t('layout.cookieConsent.title'),
      }}
      // The shell's and the page's path (the form's way back): kept per shell and path on the server.
      memoKey={() => `cookie-consent ${shell.path}`}
    >
      <form className="container cookie-consent__inner" method="post" action={PREFERENCE_FORM_PATH}>
        <p>
          <strong>{t('layout.cookieConsent.title')}</strong> {t('layout.cookieConsent.text')}
        </p>
        <input type="hidden" name={PREFERENCE_FIELD.back} value={shell.path} />
        <div className="cookie-consent__actions">
          <button
            type="submit"
            name={PREFERENCE_FIELD.consent}
            value="necessary"
            className="button button--ghost"
            onClick={choose('necessary')}
          >
            {t('layout.cookieConsent.acceptNecessary')}
          </button>
          <button
            type="submit"
            name={PREFERENCE_FIELD.consent}
            value="all"
            className="button button--primary"
            onClick={choose('all')}
          >
            {t('layout.cookieConsent.acceptAll')}
          </button>
        </div>
      </form>
    </RenderedOnce>
  );
}
