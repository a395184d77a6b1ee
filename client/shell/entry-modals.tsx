import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';
import { AGE_GATE_MODAL_ID } from '../../shared/preference-form';
import { AgeModal } from './server-rendered-parts';
import { useShellAnswers } from './shell-answers';

/** The newsletter offers and their rules: a chunk only anonymous visitors past the gate fetch. */
const Offers = lazyPart(() => import('./offers').then((m) => m.default));

/**
 * The 18+ entry modal, then (after the cookie banner) the newsletter offers. Closing is
 * remembered per modal id. The offers are browser-only (they depend on time and focus).
 */
export function EntryModals() {
  const shell = useShell();
  const { close, consentAnswered, onTop } = useShellAnswers();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const ageOpen = onTop === 'age-gate';
  const closeAge = useCallback(() => close(AGE_GATE_MODAL_ID), [close]);
  const offers =
    hydrated &&
    !ageOpen &&
    consentAnswered &&
    !shell.loggedIn &&
    (shell.settings.welcomeCampaign || shell.settings.discountCode !== null);
  return (
    <>
      {ageOpen ? (
        <Suspense fallback={null}>
          <AgeModal onClose={closeAge} />
        </Suspense>
      ) : null}
      {offers ? (
        <Suspense fallback={null}>
          <Offers />
        </Suspense>
      ) : null}
    </>
  );
}
