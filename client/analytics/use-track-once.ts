import { useEffect, useRef } from 'react';

/** Runs `track` once per distinct `key` (null = not yet): a page view is one event, not one per render. */
export function useTrackOnce(key: string | null, track: () => void): void {
  const done = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `track` closes over the data `key` stands for
  useEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    track();
  }, [key]);
}
