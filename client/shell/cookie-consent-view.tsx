import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useShell, useT } from '../shell-context';
import { RenderedOnce } from './rendered-once';
import { PREFERENCE_FIELD, PREFERENCE_FORM_PATH } from '../../shared/preference-form';
import {
  CONSENT_PURPOSES,
  type Consent,
  type ConsentAnswer,
  type ConsentPurpose,
  consentFromAnswer,
  consentFromCookies,
} from '../../shared/consent';

/**
 * The consent banner's content: its own chunk, fetched only while the visitor has not answered or
 * reopens it. A real form (works before hydration and without scripts: the worker stores the
 * answer and sends the shopper back); once hydrated, the buttons answer without a reload.
 *
 * First layer: "refuse all" and "accept all", the same size and style (refusing is as easy as
 * accepting), and "settings", a native disclosure (it opens without a script too) listing the
 * purposes, each off until ticked, necessary always on, and "save my choice". Reopened from the
 * footer, the settings are open, ticked as the shopper answered, focus moves to the banner and
 * Escape (or "close") leaves the answer as it was.
 */
export default function CookieConsentView({
  onChoose,
  reopened = false,
  onDismiss = null,
}: {
  onChoose: (consent: Consent) => void;
  reopened?: boolean;
  onDismiss?: (() => void) | null;
}) {
  const t = useT();
  const shell = useShell();
  const title = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) title.current?.focus();
  }, [reopened]);
  // Only a reopened banner has an answer to show (the browser's, never the server's: it renders unanswered).
  const current = reopened ? consentFromCookies(document.cookie) : null;

  const choose = (answer: ConsentAnswer) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.form?.elements;
    const ticked = (purpose: ConsentPurpose) => (fields?.namedItem(purpose) as HTMLInputElement | null)?.checked;
    onChoose(consentFromAnswer(answer, { analytics: ticked('analytics'), marketing: ticked('marketing') }));
  };
  const dismissOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) {
      event.preventDefault();
      onDismiss();
    }
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
      <form
        className="container cookie-consent__inner"
        method="post"
        action={PREFERENCE_FORM_PATH}
        onKeyDown={dismissOnEscape}
      >
        <p className="cookie-consent__text">
          <strong ref={title} tabIndex={-1}>
            {t('layout.cookieConsent.title')}
          </strong>{' '}
          {t('layout.cookieConsent.text')}
        </p>
        <input type="hidden" name={PREFERENCE_FIELD.back} value={shell.path} />
        <div className="cookie-consent__actions">
          <button
            type="submit"
            name={PREFERENCE_FIELD.consent}
            value="necessary"
            className="button button--primary"
            onClick={choose('necessary')}
          >
            {t('layout.cookieConsent.refuseAll')}
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
          {onDismiss ? (
            <button type="button" className="button button--ghost" onClick={onDismiss}>
              {t('common.actions.close')}
            </button>
          ) : null}
        </div>
        <details className="cookie-consent__settings" open={reopened}>
          <summary className="cookie-consent__settings-toggle">{t('layout.cookieConsent.settings')}</summary>
          <fieldset className="cookie-consent__purposes">
            <legend className="visually-hidden">{t('layout.cookieConsent.purposes')}</legend>
            <label className="cookie-consent__purpose">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('layout.cookieConsent.necessary.title')}</strong> ({t('layout.cookieConsent.alwaysOn')}){' '}
                {t('layout.cookieConsent.necessary.text')}
              </span>
            </label>
            {CONSENT_PURPOSES.map((purpose) => (
              <label key={purpose} className="cookie-consent__purpose">
                <input type="checkbox" name={purpose} value="1" defaultChecked={current?.[purpose] ?? false} />
                <span>
                  <strong>{t(`layout.cookieConsent.${purpose}.title`)}</strong>{' '}
                  {t(`layout.cookieConsent.${purpose}.text`)}
                </span>
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            name={PREFERENCE_FIELD.consent}
            value="choice"
            className="button button--ghost"
            onClick={choose('choice')}
          >
            {t('layout.cookieConsent.saveChoice')}
          </button>
        </details>
      </form>
    </RenderedOnce>
  );
}
