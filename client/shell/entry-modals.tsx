import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';
import { AGE_GATE_MODAL_ID } from '../../shared/preference-form';
import { useShellAnswers } from './shell-answers';

/** Shown 5 s after the entry modal at the earliest, once: its own chunk, fetched when it opens. */
const WelcomeCampaignModal = lazy(() => import('./welcome-campaign-modal'));
/** The 18+ modal: its own chunk, so returning shoppers (most page views) do not load the modal code. */
const AgeModal = lazyPart(() => import('./age-modal').then((m) => m.default));

const WELCOME_MODAL_ID = 'welcome-campaign';
const WELCOME_DELAY_MS = 5000; // SPEC 2/9: 5 s after the entry modal is closed

/** The 18+ entry modal, then (once) the welcome-campaign offer. Closing is remembered per modal id. */
export function EntryModals() {
  const shell = useShell();
  const { closed, close } = useShellAnswers();
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const ageOpen = !closed.includes(AGE_GATE_MODAL_ID);

  const closeAge = useCallback(() => close(AGE_GATE_MODAL_ID), [close]);
  const closeWelcome = useCallback(() => {
    setWelcomeOpen(false);
    close(WELCOME_MODAL_ID);
  }, [close]);

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
