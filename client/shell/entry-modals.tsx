import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Modal } from '../components/modal';
import { setPreferenceCookie } from '../browser-cookies';
import { useShell, useT } from '../shell-context';

/** Shown 5 s after the entry modal at the earliest, once: its own chunk, fetched when it opens. */
const WelcomeCampaignModal = lazy(() => import('./welcome-campaign-modal'));

const AGE_MODAL_ID = 'age-18';
const WELCOME_MODAL_ID = 'welcome-campaign';
const WELCOME_DELAY_MS = 5000; // SPEC 2/9: 5 s after the entry modal is closed
const CLOSED_MODALS_COOKIE_DAYS = 365;

function rememberClosed(closed: string[], id: string): string[] {
  const next = closed.includes(id) ? closed : [...closed, id];
  setPreferenceCookie('closed-modals', next.join(','), CLOSED_MODALS_COOKIE_DAYS);
  return next;
}

/** The 18+ entry modal, then (once) the welcome-campaign offer. Closing is remembered per modal id. */
export function EntryModals() {
  const shell = useShell();
  const t = useT();
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
      <Modal open={ageOpen} onClose={closeAge} title={t('layout.entryModal.title')} className="age-modal">
        <p>{t('layout.entryModal.text')}</p>
        <div className="modal__actions">
          <a className="button button--ghost" href="https://www.google.com" rel="noopener noreferrer" data-reload>
            {t('layout.entryModal.leave')}
          </a>
          <button type="button" className="button button--primary" onClick={closeAge} autoFocus>
            {t('layout.entryModal.confirm')}
          </button>
        </div>
      </Modal>
      {welcomeOpen ? (
        <Suspense fallback={null}>
          <WelcomeCampaignModal onClose={closeWelcome} />
        </Suspense>
      ) : null}
    </>
  );
}
