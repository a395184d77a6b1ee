import { useEffect, useRef } from 'react';

/**
 * Runs `track` once per page view, as soon as `ready` (its data is there): a later change of the
 * data (a cart re-read after placing the order, say) is not another view.
 */
export function useTrackOnce(ready: boolean, track: () => void): void {
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `track` reads the data `ready` stands for
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    track();
  }, [ready]);
}
