import { Suspense } from 'react';
import { CookieConsentView } from './server-rendered-parts';
import { useShellAnswers } from './shell-answers';

/**
 * Cookie-consent banner (bottom), shown once the 18+ gate is answered (one overlay at a time,
 * shared/overlay-rules.ts).
 * SSR knows both answers from the cookies, so it never flashes.
 */
export function CookieConsent() {
  const { onTop, answerConsent } = useShellAnswers();
  if (onTop !== 'cookie-consent') return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentView onChoose={answerConsent} />
    </Suspense>
  );
}
