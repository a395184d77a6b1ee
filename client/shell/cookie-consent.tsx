import { Suspense } from 'react';
import { AGE_GATE_MODAL_ID } from '../../shared/preference-form';
import { CookieConsentView } from './server-rendered-parts';
import { useShellAnswers } from './shell-answers';

/**
 * Cookie-consent banner (bottom), shown once the 18+ gate is answered (one overlay at a time).
 * SSR knows both answers from the cookies, so it never flashes.
 */
export function CookieConsent() {
  const { closed, consentAnswered, answerConsent } = useShellAnswers();
  if (consentAnswered || !closed.includes(AGE_GATE_MODAL_ID)) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentView onChoose={answerConsent} />
    </Suspense>
  );
}
