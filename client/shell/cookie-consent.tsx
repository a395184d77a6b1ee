import { Suspense, useState } from 'react';
import { CONSENT_EVENT } from '../analytics/use-tag-manager';
import { setPreferenceCookie } from '../browser-cookies';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';

const CONSENT_COOKIE_DAYS = 365;

/** The banner's markup: a chunk only visitors who have not answered yet fetch (server-rendered for them). */
const CookieConsentView = lazyPart(() => import('./cookie-consent-view').then((m) => m.default));

/** Cookie-consent banner (bottom). SSR knows the choice from the cookie, so it never flashes. */
export function CookieConsent() {
  const shell = useShell();
  const [answered, setAnswered] = useState(shell.cookieConsent);
  if (answered) return null;
  const choose = (value: 'all' | 'necessary') => {
    setPreferenceCookie('cookie-consent', value, CONSENT_COOKIE_DAYS);
    dispatchEvent(new Event(CONSENT_EVENT)); // the tag manager may load now
    setAnswered(true);
  };
  return (
    <Suspense fallback={null}>
      <CookieConsentView onChoose={choose} />
    </Suspense>
  );
}
