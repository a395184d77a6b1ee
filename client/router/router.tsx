import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { markLive } from './hydration';
import type { PagePayload } from '../../shared/page-payload';
import { recoverFromChunkError, leavePage } from './chunk-reload';
import { shownEntry } from './history-entry';
import type { HistoryState, LeftEntry, RouterHost } from './navigation';
import { isRoutable } from './routable-url';
import { type NavigateOptions, RouterContext } from './router-context';

type Navigation = typeof import('./navigation');
/** Signs that the shopper is about to follow a link. */
const INTENT_EVENTS = ['pointerdown', 'mouseover', 'focusin'] as const;
let navigation: Promise<Navigation> | undefined;

/**
 * The navigation code (./navigation.ts): fetched on the first sign of a navigation (a pointer or
 * the focus on a link, a click, Back), never by a page load alone. A failed fetch may be retried.
 */
function loadNavigation(): Promise<Navigation> {
  navigation ??= import('./navigation').catch((error: unknown) => {
    navigation = undefined;
    throw error;
  });
  return navigation;
}

/** Runs a navigation step; without its code (offline, a deploy) the browser does it the plain way. */
async function withNavigation(step: (nav: Navigation) => Promise<void>, fallbackHref: string): Promise<void> {
  let nav: Navigation;
  try {
    nav = await loadNavigation();
  } catch (error) {
    if (!recoverFromChunkError(error)) leavePage(fallbackHref);
    return;
  }
  await step(nav);
}

export function RouterProvider({
  initial,
  defaultLocale,
  children,
}: {
  initial: PagePayload | Promise<PagePayload>;
  /** The site's default locale, for the same URL normalisation the worker applies. */
  defaultLocale: string;
  children: ReactNode;
}) {
  const [payload, setPayload] = useState(initial);
  const [pending, setPending] = useState(false);
  const [loadingPath, setLoadingPath] = useState<string | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const seen = useRef(new Map<string, PagePayload>(initial instanceof Promise ? [] : [[initial.url, initial]]));
  const shown = useRef(payload);
  shown.current = payload;
  const afterCommit = useRef<(() => void) | null>(null);
  const host = useMemo<RouterHost>(
    () => ({
      defaultLocale,
      setPayload,
      setPending,
      setLoadingPath,
      inflight,
      seen: seen.current,
      shown: () => shown.current,
      afterCommit,
    }),
    [defaultLocale],
  );
  // Scrolling waits for the page it scrolls: a transition may commit later than the next frame, and
  // Back restored the old offset on the previous, shorter page (clamped) before the list was there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per committed page payload
  useLayoutEffect(() => {
    const run = afterCommit.current;
    afterCommit.current = null;
    run?.();
  }, [payload]);

  const navigate = useCallback(
    (href: string, options?: NavigateOptions) =>
      withNavigation((nav) => nav.navigate(host, href, options), new URL(href, window.location.href).href),
    [host],
  );

  const refresh = useCallback(() => withNavigation((nav) => nav.refresh(host), window.location.href), [host]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    if (!window.history.state) window.history.replaceState({ key: 'initial' } satisfies HistoryState, '');
    shownEntry.key = (window.history.state as HistoryState).key;

    const onPopState = (event: PopStateEvent) => {
      // Where the entry being left was left (scroll restoration is manual: nothing has moved yet).
      const leaving: LeftEntry = { key: shownEntry.key, scrollY: window.scrollY };
      const state = event.state as HistoryState | null;
      shownEntry.key = state?.key;
      void withNavigation((nav) => nav.restore(host, state, leaving), window.location.href);
    };
    const linkOf = (event: Event) => (event.target as Element | null)?.closest?.('a');
    // A link under the pointer or the keyboard focus: fetch the navigation code before the click.
    const onIntent = (event: Event) => {
      if (linkOf(event)) void loadNavigation().catch(() => undefined);
    };
    // One delegated listener turns every plain same-origin link into a client-side navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = linkOf(event);
      if (!anchor?.href || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.dataset.reload !== undefined) return;
      const url = new URL(anchor.href);
      if (!isRoutable(url)) return;
      event.preventDefault();
      void navigate(url.href);
    };
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    // A page opened at an anchor (a link in an e-mail to a product's #reviews): the same jump as a
    // click on an in-page link, which waits for a section the page renders later and asks the parts
    // that load when scrolled near to load (the browser's own jump found no such section).
    // Without the navigation code the page simply stays where the browser put it.
    if (window.location.hash)
      loadNavigation().then(
        (nav) => nav.restore(host, null),
        () => undefined,
      );
    // Links are client-side from here on; the page is live once its own boundary is too (hydration.ts).
    markLive('router');
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [host, navigate]);

  const value = useMemo(
    () => ({ payload, pending, loadingPath, navigate, refresh }),
    [payload, pending, loadingPath, navigate, refresh],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
