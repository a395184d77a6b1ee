import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { rememberClosedId, setPreferenceCookie } from '../browser-cookies';
import { useShell } from '../shell-context';
import { AGE_GATE_MODAL_ID, PREFERENCE_COOKIE_DAYS } from '../../shared/preference-form';
import { CONSENT_COOKIE, CONSENT_EVENT, type Consent, consentValue } from '../../shared/consent';
import { requiredOverlay, type RequiredOverlay } from '../../shared/overlay-order';
import { useProvided } from '../use-provided';

interface ShellAnswersValue {
  /** Ids of entry modals and offers the shopper closed (SSR knows them from the cookie). */
  closed: readonly string[];
  close: (id: string) => void;
  /** The cookie banner was answered (either way). */
  consentAnswered: boolean;
  /** Remembers the shopper's consent (shared/consent.ts) and tells every reader at once, without a reload. */
  answerConsent: (consent: Consent) => void;
  /** The banner is open again to change the answer (the footer's "cookie settings"). */
  consentSettingsOpen: boolean;
  /** Opens the banner's settings again; focus goes back to `opener` when it closes. */
  openConsentSettings: (opener: HTMLElement | null) => void;
  /** Closes the reopened banner without changing the answer (Escape). */
  closeConsentSettings: () => void;
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
  const [consentSettingsOpen, setConsentSettingsOpen] = useState(false);
  // Where the banner was reopened from: focus goes back there once it closes (if still on the page).
  const settingsOpener = useRef<HTMLElement | null>(null);
  const closeSettings = useCallback(() => {
    setConsentSettingsOpen(false);
    const opener = settingsOpener.current;
    settingsOpener.current = null;
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  }, []);
  const close = useCallback((id: string) => {
    rememberClosedId(id);
    setClosed((list) => (list.includes(id) ? list : [...list, id]));
  }, []);
  const answerConsent = useCallback(
    (consent: Consent) => {
      setPreferenceCookie(CONSENT_COOKIE, consentValue(consent), PREFERENCE_COOKIE_DAYS);
      setConsentAnswered(true);
      closeSettings();
      dispatchEvent(new Event(CONSENT_EVENT)); // the tag manager loads or updates consent mode now
    },
    [closeSettings],
  );
  const openConsentSettings = useCallback((opener: HTMLElement | null) => {
    settingsOpener.current = opener;
    setConsentSettingsOpen(true);
  }, []);
  // Reopened, the banner is the overlay on top again: the optional ones wait until it closes.
  const onTop = requiredOverlay(closed.includes(AGE_GATE_MODAL_ID), consentAnswered && !consentSettingsOpen);
  const value = useMemo(
    () => ({
      closed,
      close,
      consentAnswered,
      answerConsent,
      consentSettingsOpen,
      openConsentSettings,
      closeConsentSettings: closeSettings,
      onTop,
    }),
    [closed, close, consentAnswered, answerConsent, consentSettingsOpen, openConsentSettings, closeSettings, onTop],
  );
  return <ShellAnswersContext.Provider value={value}>{children}</ShellAnswersContext.Provider>;
}

export const useShellAnswers = (): ShellAnswersValue => useProvided(ShellAnswersContext, 'ShellAnswersProvider');
