import { CONSENT_EVENT } from '../analytics/use-tag-manager';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { rememberClosedId, setPreferenceCookie } from '../browser-cookies';
import { useShell } from '../shell-context';
import { AGE_GATE_MODAL_ID, PREFERENCE_COOKIE_DAYS, type CookieConsentValue } from '../../shared/preference-form';
import { overlayOnTop, type OptionalOverlay, type Overlay, type PageBusy } from '../../shared/overlay-rules';
import { pageBusy } from './page-busy';

/** How often a waiting optional overlay looks at the page again (a drawer may close, a field lose focus). */
const BUSY_RECHECK_MS = 500;

interface ShellAnswersValue {
  /** Ids of entry modals and offers the shopper closed (SSR knows them from the cookie). */
  closed: readonly string[];
  close: (id: string) => void;
  /** The cookie banner was answered (either way). */
  consentAnswered: boolean;
  answerConsent: (value: CookieConsentValue) => void;
  /** The one overlay that may be on screen now (shared/overlay-rules.ts). */
  onTop: Overlay | null;
  /** An optional overlay says it would show (true) or no longer would (false). */
  want: (overlay: OptionalOverlay, wanted: boolean) => void;
}

const ShellAnswersContext = createContext<ShellAnswersValue | null>(null);

/**
 * What the shopper answered in the shell, shared, and the one place that decides which overlay is
 * on screen (shared/overlay-rules.ts): the gate, then the cookie banner, then the language banner,
 * then an offer, and the optional ones never over a busy page. Closing is remembered per modal id
 * (SPEC 4) in `closed-modals`; the worker reads both cookies to render the same state (no flash).
 */
export function ShellAnswersProvider({ children }: { children: ReactNode }) {
  const shell = useShell();
  const [closed, setClosed] = useState<readonly string[]>(shell.closedModals);
  const [consentAnswered, setConsentAnswered] = useState(shell.cookieConsent);
  const [wanted, setWanted] = useState<readonly OptionalOverlay[]>([]);
  const [busy, setBusy] = useState<PageBusy | null>(null);
  const close = useCallback((id: string) => {
    rememberClosedId(id);
    setClosed((list) => (list.includes(id) ? list : [...list, id]));
  }, []);
  const answerConsent = useCallback((value: CookieConsentValue) => {
    setPreferenceCookie('cookie-consent', value, PREFERENCE_COOKIE_DAYS);
    setConsentAnswered(true);
    dispatchEvent(new Event(CONSENT_EVENT)); // the tag manager may load now
  }, []);
  const want = useCallback((overlay: OptionalOverlay, on: boolean) => {
    setWanted((list) =>
      on
        ? list.includes(overlay)
          ? list
          : [...list, overlay]
        : list.includes(overlay)
          ? list.filter((o) => o !== overlay)
          : list,
    );
  }, []);
  // The page is only looked at while an optional overlay waits or shows.
  const watching = wanted.length > 0;
  useEffect(() => {
    if (!watching) return;
    const check = () => setBusy(pageBusy(document));
    check();
    const interval = window.setInterval(check, BUSY_RECHECK_MS);
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check);
    };
  }, [watching]);
  const onTop = overlayOnTop({ gateAnswered: closed.includes(AGE_GATE_MODAL_ID), consentAnswered, wanted, busy });
  const value = useMemo(
    () => ({ closed, close, consentAnswered, answerConsent, onTop, want }),
    [closed, close, consentAnswered, answerConsent, onTop, want],
  );
  return <ShellAnswersContext.Provider value={value}>{children}</ShellAnswersContext.Provider>;
}

export function useShellAnswers(): ShellAnswersValue {
  const value = useContext(ShellAnswersContext);
  if (!value) throw new Error('ShellAnswersProvider is missing');
  return value;
}
