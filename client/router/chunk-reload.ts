import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

const RELOAD_GUARD_PREFIX = 'chunk-reload-at:';
const RELOAD_GUARD_MS = 60_000; // SPEC 9: chunk reload guard 60 s
/** Fired when a chunk failed and reloading is not an option (already tried for this page): the shell says so. */
export const CHUNK_FAILED_EVENT = 'chunk-load-failed';

/** A script chunk the page needs could not be fetched (a deploy replaced it, or the network failed). */
export function isChunkLoadError(error: unknown): boolean {
  // Chromium "Failed to fetch dynamically imported module: …", Firefox "error loading dynamically
  // imported module: …", WebKit "Importing a module script failed." (an Error reads "TypeError: …").
  return /dynamically imported module|Importing a module script failed/i.test(String(error));
}

/**
 * Whether this document is being left (`window.__leaving`). Once a cross-document navigation starts
 * (a link, `location.assign`, a form, Back, a reload, the address bar), WebKit and Firefox reject
 * every dynamic import still in flight, and WebKit also refuses every import started after that
 * moment (a lazy part React renders while the next page is on its way), all with the same error a
 * missing deploy chunk gives. Such a failure is the page's own doing: reloading would cancel the
 * shopper's navigation, and its guard would keep a real failed chunk on this URL from recovering
 * for a minute (issue 27). `beforeunload` is the one event every engine fires as a navigation
 * starts, before anything is cancelled; `pagehide` covers navigations that fire none.
 *
 * They are listened to by LEAVING_WATCH, an inline script in the document's head, parsed before the
 * entry (client/app.tsx), not by this module: a navigation can start before the page's module scripts
 * have run (a reload, a tap on a link, Back while the entry is still on its way; module scripts
 * run only once the document is parsed and their imports have arrived), and this module's own
 * listener then missed it. In Firefox the journey's reload right after the currency switch
 * fired `beforeunload` before the entry ran; the entry then started, its imports were cancelled,
 * and the page reloaded itself and set its guard (11-26, 2 of 6 journeys). Only a page restored
 * from the back/forward cache (`pageshow` persisted) is back: a first `pageshow` after a
 * `beforeunload` is the end of loading a page that is still being left. Listening keeps no page
 * out of the back/forward cache in Chromium, Firefox ESR 153 or WebKitGTK 2.50 (tried).
 */
export const LEAVING_WATCH =
  'addEventListener("beforeunload",()=>{window.__leaving=1});addEventListener("pagehide",()=>{window.__leaving=1});addEventListener("pageshow",e=>{if(e.persisted)window.__leaving=0})';

interface LeavingWindow {
  __leaving?: number;
}

/**
 * Leaves this document for `href`: every full page load a script starts goes through here. WebKit
 * refuses dynamic imports from the moment such a navigation is asked for, before it fires
 * `beforeunload`: a lazy part rendered in the same turn failed, was taken for a missing deploy
 * chunk, and its reload cancelled the shopper's navigation (issue 27, 11-26: the language switch
 * stayed Slovak in 3 of 4 WebKit journeys). The page says it is leaving before it asks to.
 */
export function leavePage(href: string | URL): void {
  (window as LeavingWindow).__leaving = 1;
  location.assign(href);
}

/**
 * SPEC 8 "Chunk load failure: reload": reloads the page once per URL within the guard (a marker
 * in sessionStorage), never in a loop, and never while the browser is offline. When the reload already happened and a chunk fails again,
 * the shell shows a small notice instead (CHUNK_FAILED_EVENT). A failure while the page is being
 * left is not a failed chunk: nothing is reloaded, marked or shown. True when the page is reloading
 * or being left (nothing for the caller to show).
 */
export function recoverFromChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  if ((window as LeavingWindow).__leaving) return true;
  const key = RELOAD_GUARD_PREFIX + location.pathname + location.search;
  let reload = false;
  try {
    // Offline, a reload can only end on the browser's error page, losing the page and what was typed
    // in it: keep the page and say so (the notice's button reloads once the shopper is back online).
    reload = navigator.onLine && Date.now() - Number(sessionStorage.getItem(key) ?? 0) >= RELOAD_GUARD_MS;
    if (reload) sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // Storage blocked: no marker can survive the reload, so reloading could loop: say so instead.
    reload = false;
  }
  if (reload) location.reload();
  else dispatchEvent(new Event(CHUNK_FAILED_EVENT));
  return reload;
}

/**
 * `React.lazy` for parts of a page that load on demand (modals, the search dropdown, below-the-fold
 * sections, widgets): a failed chunk reloads the page once, else renders nothing (and the shell's
 * notice says what happened), instead of crashing the page through the root.
 * A load cancelled because the page is being left keeps the part waiting: rendering nothing where
 * the server rendered it would be a hydration mismatch (React #418) on a page that is going away.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // Reloading, or the page is being left: the part keeps the server's HTML meanwhile.
        if (recoverFromChunkError(error)) return new Promise<never>(() => undefined);
        console.error('Optional part failed to load', error);
        return { default: (() => null) as ComponentType<P> };
      },
    );
  return lazy(attempt);
}

/**
 * Fired (client/router/navigation.ts) when the page is asked to jump to an anchor it does not have:
 * every part still waiting for its place to near the screen loads, as the anchor may be in one.
 */
export const LOAD_NEAR_PARTS_EVENT = 'load-near-parts';

/**
 * A `lazyPart` rendered only in the browser (the server, and hydration, render an empty element
 * that marks its place and takes no space), for what the page does once it is live: at once after hydration, or with
 * `near`, SPEC 4 "Lazy components load when scrolled into view": a section below the fold whose
 * chunk is fetched, and whose API calls are made, once its place comes within one screen height of
 * the screen (the margin lets a scrolling shopper find it there), or when an anchor jump asks for the
 * parts not yet loaded (LOAD_NEAR_PARTS_EVENT). A browser without IntersectionObserver loads it at once.
 */
export function clientPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  near?: boolean,
): (props: P) => ReactNode {
  const Lazy = lazyPart(load) as unknown as ComponentType<P>;
  return (props) => {
    const [shown, setShown] = useState(false);
    const place = useCallback((element: HTMLElement | null) => {
      const show = () => setShown(true);
      if (!element) return;
      if (!near || !window.IntersectionObserver) return show();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
        rootMargin: '100%',
      });
      observer.observe(element);
      addEventListener(LOAD_NEAR_PARTS_EVENT, show);
      return () => {
        observer.disconnect();
        removeEventListener(LOAD_NEAR_PARTS_EVENT, show);
      };
    }, []);
    return shown ? createElement(Suspense, null, createElement<P>(Lazy, props)) : createElement('div', { ref: place });
  };
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
