import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { rememberClosedId } from '../browser-cookies';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';

/** Shown 5 s after the entry modal at the earliest, once: its own chunk, fetched when it opens. */
const WelcomeCampaignModal = lazy(() => import('./welcome-campaign-modal'));
/** The 18+ modal: its own chunk, so returning shoppers (most page views) do not load the modal code. */
const AgeModal = lazyPart(() => import('./age-modal').then((m) => m.default));

const AGE_MODAL_ID = 'age-18';
const WELCOME_MODAL_ID = 'welcome-campaign';
const WELCOME_DELAY_MS = 5000; // SPEC 2/9: 5 s after the entry modal is closed

function rememberClosed(closed: string[], id: string): string[] {
  rememberClosedId(id);
  return closed.includes(id) ? closed : [...closed, id];
}

/** The 18+ entry modal, then (once) the welcome-campaign offer. Closing is remembered per modal id. */
export function EntryModals() {
  const shell = useShell();
  const [closed, setClosed] = useState(shell.closedModals);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const ageOpen = !closed.includes(AGE_MODAL_ID);

  const closeAge = useCallback(() => setClosed((list) => rememberClosed(list, AGE_MODAL_ID)), []);
  const closeWelcome = useCallback(() => {
    setWelcomeOpen(false);
    setClosed((list) => rememberClosed(list, WELCOME_MODAL_ID));
  }, []);

  useEffect(() => {
    if (ageOpen || !shell.settings.welcomeCampaign || closed.includes(WELCOME_MODAL_ID)) return;
    const timer = window.setTimeout(() => setWelcomeOpen(true), WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ageOpen, closed, shell.settings.welcomeCampaign]);

  return (
    <>
      {ageOpen ? (
        <Suspense fallback={null}>
          <AgeModal onClose={closeAge} />
        </Suspense>
      ) : null}
      {welcomeOpen ? (
        <Suspense fallback={null}>
          <WelcomeCampaignModal onClose={closeWelcome} />
        </Suspense>
      ) : null}
    </>
  );
}
