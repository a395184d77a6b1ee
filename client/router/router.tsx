import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { normalizePathAndQuery } from '../../shared/normalize-url';
import { PAGE_DATA_PREFIX, type PagePayload, type PageRedirect } from '../../shared/page-payload';
import { preloadPage } from '../pages/registry';
import { recoverFromChunkError } from './chunk-reload';
import { type NavigateOptions, RouterContext } from './router-context';

interface HistoryState {
  key: string;
  scrollY?: number;
}

const HASH_SCROLL_DELAY_MS = 300; // SPEC 2: jump to hash anchor after 300 ms
/** The worker collapses redirect chains; a second hop in a row means something loops. */
const MAX_CLIENT_REDIRECTS = 2;

/** Same-origin page navigation this router may handle without a full reload. */
function isRoutable(url: URL): boolean {
  if (url.origin !== window.location.origin) return false;
  return !/^\/(api|__|image|assets)(\/|$)/.test(url.pathname);
}

async function fetchPayload(url: URL, signal: AbortSignal): Promise<PagePayload | PageRedirect> {
  const response = await fetch(`${PAGE_DATA_PREFIX}${url.pathname}${url.search}`, {
    signal,
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) throw new Error(`Unexpected page data (${response.status})`);
  return (await response.json()) as PagePayload | PageRedirect;
}

function scrollAfterNavigation(url: URL, restoreY: number | undefined): void {
  if (restoreY !== undefined) {
    window.scrollTo(0, restoreY);
    return;
  }
  if (url.hash) {
    window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
      target?.scrollIntoView();
    }, HASH_SCROLL_DELAY_MS);
    return;
  }
  window.scrollTo(0, 0);
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
  // Payloads seen in this tab, so back/forward renders at once, then revalidates.
  const seen = useRef(new Map<string, PagePayload>(initial instanceof Promise ? [] : [[initial.url, initial]]));

  const load = useCallback(
    async (
      url: URL,
      mode: { push: boolean; replace: boolean; restoreY?: number; keepScroll?: boolean; redirects?: number },
    ) => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      const key = url.pathname + url.search;
      const cached = mode.push ? undefined : seen.current.get(key);
      setPending(!cached);
      // A new page (not an in-place update: filters, paging, refresh) shows its skeleton at the top
      // while its data loads, so the page arriving replaces shapes of its own size (issue 18.4).
      if (!cached && !mode.keepScroll) {
        setLoadingPath(url.pathname);
        window.scrollTo(0, 0);
      }
      try {
        let next: PagePayload;
        if (cached) {
          next = cached;
        } else {
          const answer = await fetchPayload(url, controller.signal);
          if ('redirect' in answer) {
            // A redirect (CMS redirect, slug move) is followed like a full load's 301: the address
            // bar shows the target, as a new entry for a click, in place for back/forward.
            const target = new URL(answer.redirect, window.location.href);
            if (target.origin !== window.location.origin) throw new Error('Off-site redirect refused');
            if ((mode.redirects ?? 0) >= MAX_CLIENT_REDIRECTS) throw new Error('Too many redirects');
            await load(target, {
              push: true,
              replace: mode.replace || !mode.push,
              ...(mode.keepScroll !== undefined ? { keepScroll: mode.keepScroll } : {}),
              redirects: (mode.redirects ?? 0) + 1,
            });
            return;
          }
          next = answer;
          await preloadPage(next.page);
        }
        if (controller.signal.aborted) return;
        seen.current.set(key, next);
        if (mode.push) {
          // Remember where we were, so Back restores it.
          const state: HistoryState = { ...(window.history.state as HistoryState), scrollY: window.scrollY };
          window.history.replaceState(state, '');
          const nextState: HistoryState = { key: Math.random().toString(36).slice(2) };
          if (mode.replace) window.history.replaceState(nextState, '', url.href);
          else window.history.pushState(nextState, '', url.href);
        }
        startTransition(() => {
          setPayload(next);
          setLoadingPath(null); // in the same commit as the page: the old page never flashes back
        });
        if (!mode.keepScroll) requestAnimationFrame(() => scrollAfterNavigation(url, mode.restoreY));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!recoverFromChunkError(error)) window.location.assign(url.href); // let the server answer
      } finally {
        if (inflight.current === controller) setPending(false);
      }
    },
    [],
  );

  const navigate = useCallback(
    async (href: string, options: NavigateOptions = {}) => {
      const given = new URL(href, window.location.href);
      if (!isRoutable(given)) {
        window.location.assign(given.href);
        return;
      }
      // The worker's canonical form (lower case, no default-locale prefix, no trailing slash, no
      // click ids), so the address bar, the page and its canonical match a full load of the link.
      const url = new URL(normalizePathAndQuery(given.pathname + given.search + given.hash, { defaultLocale }), given);
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) {
        window.history.pushState({ key: 'hash' }, '', url.href);
        scrollAfterNavigation(url, undefined);
        return;
      }
      await load(url, { push: true, replace: options.replace ?? false, keepScroll: options.keepScroll ?? false });
    },
    [load, defaultLocale],
  );

  const refresh = useCallback(async () => {
    const url = new URL(window.location.href);
    seen.current.delete(url.pathname + url.search);
    await load(url, { push: false, replace: true, keepScroll: true });
  }, [load]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    if (!window.history.state) window.history.replaceState({ key: 'initial' } satisfies HistoryState, '');

    const onPopState = (event: PopStateEvent) => {
      const state = event.state as HistoryState | null;
      void load(new URL(window.location.href), { push: false, replace: false, restoreY: state?.scrollY ?? 0 });
    };
    // One delegated listener turns every plain same-origin link into a client-side navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
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
    // A signal for tests and monitoring: links are client-side from here on.
    (window as Window & { __storefrontHydrated?: boolean }).__storefrontHydrated = true;
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick);
    };
  }, [load, navigate]);

  const value = useMemo(
    () => ({ payload, pending, loadingPath, navigate, refresh }),
    [payload, pending, loadingPath, navigate, refresh],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
