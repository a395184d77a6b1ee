import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../router/chunk-reload';
import { useShell } from '../shell-context';
import { COMPARE_EVENT, COMPARE_STORAGE_KEY } from './compare-keys';

const CompareDock = lazyPart(() => import('./compare-dock').then((m) => m.default));

/**
 * SPEC 1/4 product comparison, on every page while the store has it on: the comparison's chunk
 * (its floating entry and modal, ./compare-dock.tsx) loads once the browser keeps compared ids, or
 * when a compare button is tapped. A shop with comparison off, or a shopper who compares nothing,
 * never loads it.
 */
export function CompareEntry() {
  const on = useShell().settings.compare;
  const [wanted, setWanted] = useState(false);
  // The layout stays for the page's life: its listener is never removed (bytes on the product page).
  useEffect(() => {
    if (!on) return;
    const want = () => setWanted(true);
    try {
      if (localStorage.getItem(COMPARE_STORAGE_KEY)) want();
    } catch {
      // Storage blocked: nothing kept to show; a tap still loads the chunk.
    }
    addEventListener(COMPARE_EVENT, want);
  }, [on]);
  // `wanted` turns true only while comparison is on.
  return wanted ? (
    <Suspense>
      <CompareDock />
    </Suspense>
  ) : null;
}
