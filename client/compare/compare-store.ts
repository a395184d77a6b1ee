import { useSyncExternalStore } from 'react';
import { COMPARE_EVENT, COMPARE_TAPPED } from './compare-keys';

/*
 * SPEC 4 "Comparison: add/remove then open a modal": what the product boxes' compare buttons share
 * with the comparison's chunk (./compare-dock.tsx). The chunk reads and validates the stored ids and
 * publishes them here (the buttons' pressed state); a button only queues its product id and asks for
 * the chunk, which applies the rule (at most four) and opens the modal. So the first-load code holds
 * no storage parsing and no zod, and a tap before the chunk has arrived is not lost.
 */

const NONE: readonly number[] = [];
let ids = NONE;
const queued: number[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const subscribeCompare = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The compared ids the chunk has read or written (none before it has loaded, and on the server). */
export const comparedIds = () => ids;

export function publishComparedIds(next: readonly number[]): void {
  ids = next;
  emit();
}

/** A compare button's tap: queue the id for the chunk, and ask the layout to load it. */
export function requestCompare(id: number): void {
  queued.push(id);
  emit();
  // For an entry that is not listening yet (it loads after hydration): it finds the mark when it mounts.
  document.documentElement.dataset[COMPARE_TAPPED] = '1';
  dispatchEvent(new Event(COMPARE_EVENT));
}

/** The taps the chunk has not handled yet, oldest first; emptied. */
export const takeCompareRequests = () => queued.splice(0);

/** The compared ids: none while hydrating (the server's markup), then what the chunk published. */
export const useComparedIds = () => useSyncExternalStore(subscribeCompare, comparedIds, () => NONE);
