import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOAD_GUARD_KEY = 'chunk-reload-at';
const RELOAD_GUARD_MS = 60_000; // SPEC 9: chunk reload guard 60 s

/** A deploy replaced the hashed chunks this tab knows: reload once, never in a loop. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch dynamically/i.test(
    message,
  );
}

export function recoverFromChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // Storage blocked: still reload once; the guard then lives only as long as this page.
  }
  window.location.reload();
  return true;
}

/**
 * `React.lazy` for optional parts of a page (modals, below-the-fold sections, widgets): a failed
 * chunk reloads the page once (a deploy replaced it) or else renders nothing, instead of crashing
 * the page through the error boundary.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (recoverFromChunkError(error)) return new Promise<never>(() => undefined); // reloading
        console.error('Optional part failed to load', error);
        return { default: (() => null) as ComponentType<P> };
      },
    ),
  );
}
