import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../router/chunk-reload';
import { COMPARE_EVENT, COMPARE_STORAGE_KEY, COMPARE_TAPPED } from './compare-keys';

const CompareDock = lazyPart(() => import('./compare-dock').then((m) => m.default));

/**
 * SPEC 1/4 product comparison, on every page while the store has it on: the layout loads this small
 * chunk after hydration then (never when it is off, and it is in no page's first load). The
 * comparison's own chunk (its floating entry and modal, ./compare-dock.tsx) loads once the browser
 * keeps compared ids, or when a compare button is tapped. A shopper who compares nothing never loads it.
 */
export default function CompareEntry() {
  const [wanted, setWanted] = useState(false);
  // The layout stays for the page's life: its listener is never removed.
  useEffect(() => {
    const want = () => setWanted(true);
    // A tap made before this chunk arrived left its mark (compare-store.ts requestCompare).
    if (document.documentElement.dataset[COMPARE_TAPPED]) want();
    try {
      if (localStorage.getItem(COMPARE_STORAGE_KEY)) want();
    } catch {
      // Storage blocked: nothing kept to show; a tap still loads the chunk.
    }
    addEventListener(COMPARE_EVENT, want);
  }, []);
  return wanted ? (
    <Suspense>
      <CompareDock />
    </Suspense>
  ) : null;
}
