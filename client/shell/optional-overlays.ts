import { useEffect, useSyncExternalStore } from 'react';
import { AGE_GATE_MODAL_ID } from '../../shared/preference-form';
import { overlayOnTop, type OptionalOverlay, type PageBusy } from '../../shared/overlay-rules';
import { watchPageBusy } from './page-busy';
import { useShellAnswers } from './shell-answers';

/*
 * The optional overlays' turn (shared/overlay-rules.ts): which of the language banner and the offer
 * want the screen, and whether the page is busy. A chunk shared by those two overlays' own chunks,
 * so a visitor neither of them is for never loads it (the first-load JS budget).
 */

let state: { wanted: readonly OptionalOverlay[]; busy: PageBusy | null | undefined } = { wanted: [], busy: undefined };
let stopWatching: (() => void) | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<typeof state>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function want(overlay: OptionalOverlay, on: boolean) {
  const wanted = state.wanted.filter((o) => o !== overlay);
  if (on) wanted.push(overlay);
  update({ wanted });
  // The page is only looked at while an optional overlay waits or shows.
  if (wanted.length > 0 && !stopWatching)
    stopWatching = watchPageBusy((busy) => busy !== state.busy && update({ busy }));
  if (wanted.length === 0 && stopWatching) {
    stopWatching();
    stopWatching = null;
    update({ busy: undefined });
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => state;

/** Whether this optional overlay may be on screen now; `wants` says whether it would show. */
export function useOverlayTurn(overlay: OptionalOverlay, wants: boolean): boolean {
  const { closed, consentAnswered, consentSettingsOpen } = useShellAnswers();
  useEffect(() => {
    if (!wants) return;
    want(overlay, true);
    return () => want(overlay, false);
  }, [overlay, wants]);
  const { wanted, busy } = useSyncExternalStore(subscribe, read, read);
  const gateAnswered = closed.includes(AGE_GATE_MODAL_ID);
  // The banner reopened from the footer is on top again: an optional overlay waits for it to close.
  const answered = consentAnswered && !consentSettingsOpen;
  return wants && overlayOnTop({ gateAnswered, consentAnswered: answered, wanted, busy }) === overlay;
}
