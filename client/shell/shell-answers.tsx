import { CONSENT_EVENT } from '../analytics/use-tag-manager';
import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { rememberClosedId, setPreferenceCookie } from '../browser-cookies';
import { useShell } from '../shell-context';
import { AGE_GATE_MODAL_ID, PREFERENCE_COOKIE_DAYS, type CookieConsentValue } from '../../shared/preference-form';
import { requiredOverlay, type RequiredOverlay } from '../../shared/overlay-order';
import { useProvided } from '../use-provided';

interface ShellAnswersValue {
  /** Ids of entry modals and offers the shopper closed (SSR knows them from the cookie). */
  closed: readonly string[];
  close: (id: string) => void;
  /** The cookie banner was answered (either way). */
  consentAnswered: boolean;
  answerConsent: (value: CookieConsentValue) => void;
  /**
   * The answer the shell needs first (shared/overlay-rules.ts): the gate, then the cookie banner;
   * null once both are answered. The optional overlays ask for their turn (optional-overlays.ts).
   */
  onTop: RequiredOverlay | null;
}

const ShellAnswersContext = createContext<ShellAnswersValue | null>(null);

/**
 * What the shopper answered in the shell, shared, so the overlays come one at a time by one rule
 * (shared/overlay-rules.ts): the gate, then the cookie banner, then the language banner, then an
 * offer, the optional ones never over a busy page. Closing is remembered per modal id
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
  const onTop = requiredOverlay(closed.includes(AGE_GATE_MODAL_ID), consentAnswered);
  const value = useMemo(
    () => ({ closed, close, consentAnswered, answerConsent, onTop }),
    [closed, close, consentAnswered, answerConsent, onTop],
  );
  return <ShellAnswersContext.Provider value={value}>{children}</ShellAnswersContext.Provider>;
}

export const useShellAnswers = (): ShellAnswersValue => useProvided(ShellAnswersContext, 'ShellAnswersProvider');
