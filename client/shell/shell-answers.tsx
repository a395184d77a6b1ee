import { CONSENT_EVENT } from '../analytics/use-tag-manager';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { rememberClosedId, setPreferenceCookie } from '../browser-cookies';
import { useShell } from '../shell-context';
import { PREFERENCE_COOKIE_DAYS, type CookieConsentValue } from '../../shared/preference-form';

interface ShellAnswersValue {
  /** Ids of entry modals and offers the shopper closed (SSR knows them from the cookie). */
  closed: readonly string[];
  close: (id: string) => void;
  /** The cookie banner was answered (either way). */
  consentAnswered: boolean;
  answerConsent: (value: CookieConsentValue) => void;
}

const ShellAnswersContext = createContext<ShellAnswersValue | null>(null);

/**
 * What the shopper answered in the shell, shared, so the overlays come one at a time: the cookie
 * banner waits for the 18+ gate, the offers wait for both. Closing is remembered per modal id
 * (SPEC 4) in `closed-modals`; the worker reads both cookies to render the same state (no flash).
 */
export function ShellAnswersProvider({ children }: { children: ReactNode }) {
  const shell = useShell();
  const [closed, setClosed] = useState<readonly string[]>(shell.closedModals);
  const [consentAnswered, setConsentAnswered] = useState(shell.cookieConsent);
  const close = useCallback((id: string) => {
    rememberClosedId(id);
    setClosed((list) => (list.includes(id) ? list : [...list, id]));
  }, []);
  const answerConsent = useCallback((value: CookieConsentValue) => {
    setPreferenceCookie('cookie-consent', value, PREFERENCE_COOKIE_DAYS);
    setConsentAnswered(true);
    dispatchEvent(new Event(CONSENT_EVENT)); // the tag manager may load now
  }, []);
  const value = useMemo(
    () => ({ closed, close, consentAnswered, answerConsent }),
    [closed, close, consentAnswered, answerConsent],
  );
  return <ShellAnswersContext.Provider value={value}>{children}</ShellAnswersContext.Provider>;
}

export function useShellAnswers(): ShellAnswersValue {
  const value = useContext(ShellAnswersContext);
  if (!value) throw new Error('ShellAnswersProvider is missing');
  return value;
}
