import { Suspense } from 'react';
import { CookieConsentView } from './server-rendered-parts';
import { useShellAnswers } from './shell-answers';

/**
 * Cookie-consent banner, shown once the 18+ gate is answered (one overlay at a time,
 * shared/overlay-rules.ts), and again, its settings open, when the shopper reopens it from the
 * footer to change the answer. SPEC 2 "top or bottom", as the store's globals say: at the bottom it
 * overlays the page's foot; at the top it is the first thing in the page's flow, above the top
 * banner and the header, so it covers neither (the layout renders it there for both positions).
 * SSR knows both answers from the cookies, so it never flashes.
 */
export function CookieConsent() {
  const { onTop, answerConsent, consentSettingsOpen, closeConsentSettings } = useShellAnswers();
  if (onTop !== 'cookie-consent') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentView
        onChoose={answerConsent}
        reopened={consentSettingsOpen}
        onDismiss={consentSettingsOpen ? closeConsentSettings : null}
      />
    </Suspense>
  );
}
