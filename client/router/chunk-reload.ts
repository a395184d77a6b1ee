import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

const RELOAD_GUARD_PREFIX = 'chunk-reload-at:';
const RELOAD_GUARD_MS = 60_000; // SPEC 9: chunk reload guard 60 s
/** Fired when a chunk failed and reloading is not an option (already tried for this page): the shell says so. */
export const CHUNK_FAILED_EVENT = 'chunk-load-failed';

/** A script chunk the page needs could not be fetched (a deploy replaced it, or the network failed). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch dynamically/i.test(
    message,
  );
}

/**
 * SPEC 8 "Chunk load failure: reload": reloads the page once per URL within the guard (a marker
 * in sessionStorage), never in a loop, and never while the browser is offline. When the reload already happened and a chunk fails again,
 * the shell shows a small notice instead (CHUNK_FAILED_EVENT). True when the page is reloading.
 */
export function recoverFromChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  // Offline, a reload can only end on the browser's error page, losing the page and what was typed
  // in it: keep the page and say so (the notice's button reloads once the shopper is back online).
  if (!navigator.onLine) {
    dispatchEvent(new Event(CHUNK_FAILED_EVENT));
    return false;
  }
  const key = RELOAD_GUARD_PREFIX + location.pathname + location.search;
  try {
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < RELOAD_GUARD_MS) {
      dispatchEvent(new Event(CHUNK_FAILED_EVENT));
      return false;
    }
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage blocked: no marker can survive the reload, so reloading could loop: say so instead.
    dispatchEvent(new Event(CHUNK_FAILED_EVENT));
    return false;
  }
  location.reload();
  return true;
}

/**
 * `React.lazy` for parts of a page that load on demand (modals, the search dropdown, below-the-fold
 * sections, widgets): a failed chunk reloads the page once, else renders nothing (and the shell's
 * notice says what happened), instead of crashing the page through the root.
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

/** A lazy part whose code can be loaded before hydration (`preload`), so it hydrates with the page. */
export interface PreloadablePart<P> {
  (props: P): ReactNode;
  preload: () => Promise<void>;
}

/**
 * A `lazyPart` that renders at once once its code is loaded. A server-rendered control inside a lazy
 * boundary stays inert until its chunk arrives, and React drops a tap on it meanwhile; preloading
 * the chunk before `hydrateRoot` makes the control work from the moment the page is hydrated.
 */
export function preloadablePart<P extends object>(load: () => Promise<ComponentType<P>>): PreloadablePart<P> {
  let loaded: ComponentType<P> | null = null;
  // Once rendered through the lazy boundary, always: switching an element's type from the lazy
  // wrapper to the loaded component would remount it (its state and focus lost) on the next render.
  let renderedLazily = false;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazyPart(remember) as unknown as ComponentType<P>;
  const Part = (props: P): ReactNode => {
    if (loaded && !renderedLazily) return createElement<P>(loaded, props);
    renderedLazily = true;
    return createElement<P>(Lazy, props);
  };
  Part.preload = async () => {
    if (!loaded) await remember();
  };
  return Part;
}
