import { startTransition } from 'react';
import { normalizePathAndQuery } from '../../shared/normalize-url';
import { PAGE_DATA_PREFIX, type PagePayload, type PageRedirect } from '../../shared/page-payload';
import { preloadPage } from './page-registry';
import { PageSkeleton } from '../skeletons/page-skeleton';
import { registerPageSkeleton } from '../skeletons/page-skeleton-slot';
import { LOAD_NEAR_PARTS_EVENT, recoverFromChunkError, leavePage } from './chunk-reload';
import { shownEntry } from './history-entry';
import { registerPageHead } from './page-head-slot';
import { isRoutable } from './routable-url';
import { type NavigateOptions, PAGE_ANNOUNCER_ID } from './router-context';

/**
 * Client-side navigation: page data, redirects, history, scroll and the URL normaliser. Its own
 * chunk, fetched on the first sign that the shopper is about to navigate (client/router/router.tsx),
 * so a page load that never navigates does not pay for it.
 */

// A navigation is what puts a skeleton on screen: its renderer comes with this chunk.
registerPageSkeleton(PageSkeleton);

/** Before the first client-rendered page: load the head tags' renderer (client/router/client-page-head.tsx). */
let headRenderer: Promise<void> | null = null;
function loadPageHead(): Promise<void> {
  headRenderer ??= import('./client-page-head').then(
    ({ ClientPageHead }) => registerPageHead(ClientPageHead),
    (error: unknown) => {
      headRenderer = null; // a chunk that failed to load is tried again (chunk-reload.ts)
      throw error;
    },
  );
  return headRenderer;
}

export interface HistoryState {
  key: string;
  scrollY?: number;
}

/** What the RouterProvider lends this module: its state setters and the tab's memory. */
export interface RouterHost {
  defaultLocale: string;
  setPayload: (payload: PagePayload) => void;
  setPending: (pending: boolean) => void;
  /** The path whose skeleton shows while a new page's data loads (issue 18.4); null when none. */
  setLoadingPath: (path: string | null) => void;
  inflight: { current: AbortController | null };
  /** Payloads seen in this tab, so back/forward renders at once, then revalidates. */
  seen: Map<string, PagePayload>;
  /** The payload on screen now. */
  shown: () => PagePayload | Promise<PagePayload>;
  /** Runs once the next page payload is committed to the DOM (scrolling needs the new page's height). */
  afterCommit: { current: (() => void) | null };
}

interface LoadMode {
  push: boolean;
  replace: boolean;
  restoreY?: number;
  keepScroll?: boolean;
  redirects?: number;
}

const HASH_SCROLL_DELAY_MS = 300; // SPEC 2: jump to hash anchor after 300 ms
/** The worker collapses redirect chains; a second hop in a row means something loops. */
const MAX_CLIENT_REDIRECTS = 2;

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

const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Jumps to the element with this id. A section the page renders after its first commit (the product
 * page's reviews and manuals come with a part that loads when its place nears the screen, `clientPart`)
 * is waited for, until it appears, the shopper scrolls, types or clicks (they have moved on), or the
 * URL changes; while it is missing, such parts are asked to load now (LOAD_NEAR_PARTS_EVENT).
 */
function scrollToAnchor(id: string): void {
  const href = window.location.href;
  const observer = new MutationObserver(jump);
  function stop() {
    observer.disconnect();
    for (const type of SHOPPER_SCROLLS) window.removeEventListener(type, stop, true);
  }
  function jump() {
    if (window.location.href !== href) return stop();
    const target = document.getElementById(id);
    if (!target) return dispatchEvent(new Event(LOAD_NEAR_PARTS_EVENT));
    stop();
    target.scrollIntoView();
  }
  for (const type of SHOPPER_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body, { childList: true, subtree: true });
  jump();
}

/**
 * Where the shopper left each history entry of this tab (by its key), written when the entry is left
 * by Back or Forward. The entry being left cannot be given a state then (history.state is already the
 * entry arrived at), and a push records only the entry it leaves: without this, Forward found no
 * offset on the newer entry and went to the top while Back restored (issue 52.5).
 */
const leftAt = new Map<string, number>();

/**
 * Issue 52.4: after a client navigation, focus moves to the new page's main heading (made focusable
 * by script only, tabindex -1, so it is not a Tab stop) and a polite live region names the page, so
 * a keyboard or screen-reader user starts at the new page and hears that it loaded, instead of focus
 * falling to <body>. Without a heading, the page's <main> (tabindex -1) takes focus. The scroll
 * position is the navigation's own (preventScroll).
 */
function focusNewPage(): void {
  const main = document.getElementById('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main).focus({ preventScroll: true });
  const announcer = document.getElementById(PAGE_ANNOUNCER_ID);
  if (announcer) announcer.textContent = heading?.textContent?.trim() || document.title;
}

function scrollAfterNavigation(url: URL, restoreY: number | undefined): void {
  if (restoreY !== undefined) {
    window.scrollTo(0, restoreY);
    return;
  }
  if (url.hash) {
    window.setTimeout(() => scrollToAnchor(decodeURIComponent(url.hash.slice(1))), HASH_SCROLL_DELAY_MS);
    return;
  }
  window.scrollTo(0, 0);
}

export async function load(host: RouterHost, url: URL, mode: LoadMode): Promise<void> {
  host.inflight.current?.abort();
  const controller = new AbortController();
  host.inflight.current = controller;
  const key = url.pathname + url.search;
  const cached = mode.push ? undefined : host.seen.get(key);
  host.setPending(!cached);
  const fromY = window.scrollY; // before the skeleton scrolls to the top: Back restores it
  // A new page (not an in-place update: filters, paging, refresh) shows its skeleton at the top
  // while its data loads, so the page arriving replaces shapes of its own size (issue 18.4).
  if (!cached && !mode.keepScroll) {
    host.setLoadingPath(url.pathname);
    window.scrollTo(0, 0);
  }
  try {
    let next: PagePayload;
    if (cached) {
      next = cached;
      await loadPageHead();
    } else {
      const answer = await fetchPayload(url, controller.signal);
      if ('redirect' in answer) {
        // A redirect (CMS redirect, slug move) is followed like a full load's 301: the address
        // bar shows the target, as a new entry for a click, in place for back/forward.
        const target = new URL(answer.redirect, window.location.href);
        if (target.origin !== window.location.origin) throw new Error('Off-site redirect refused');
        if ((mode.redirects ?? 0) >= MAX_CLIENT_REDIRECTS) throw new Error('Too many redirects');
        await load(host, target, {
          push: true,
          replace: mode.replace || !mode.push,
          ...(mode.keepScroll !== undefined ? { keepScroll: mode.keepScroll } : {}),
          redirects: (mode.redirects ?? 0) + 1,
        });
        return;
      }
      next = answer;
      await Promise.all([preloadPage(next.page), loadPageHead()]);
    }
    if (controller.signal.aborted) return;
    host.seen.set(key, next);
    if (mode.push) {
      // Remember where we were, so Back restores it.
      const state: HistoryState = { ...(window.history.state as HistoryState), scrollY: fromY };
      window.history.replaceState(state, '');
      const nextState: HistoryState = { key: Math.random().toString(36).slice(2) };
      if (mode.replace) window.history.replaceState(nextState, '', url.href);
      else window.history.pushState(nextState, '', url.href);
      shownEntry.key = nextState.key;
    }
    if (!mode.keepScroll) {
      const scroll = () => {
        scrollAfterNavigation(url, mode.restoreY);
        focusNewPage();
      };
      if (next === host.shown())
        requestAnimationFrame(scroll); // nothing to commit: the page is there
      else host.afterCommit.current = scroll;
    }
    startTransition(() => {
      host.setPayload(next);
      host.setLoadingPath(null); // in the same commit as the page: the old page never flashes back
    });
  } catch (error) {
    if (controller.signal.aborted) return;
    if (!recoverFromChunkError(error)) leavePage(url.href); // let the server answer
  } finally {
    if (host.inflight.current === controller) host.setPending(false);
  }
}

export async function navigate(host: RouterHost, href: string, options: NavigateOptions = {}): Promise<void> {
  const given = new URL(href, window.location.href);
  if (!isRoutable(given)) {
    leavePage(given.href);
    return;
  }
  // The worker's canonical form (lower case, no default-locale prefix, no trailing slash, no
  // click ids), so the address bar, the page and its canonical match a full load of the link.
  const url = new URL(
    normalizePathAndQuery(given.pathname + given.search + given.hash, { defaultLocale: host.defaultLocale }),
    given,
  );
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) {
    const hashState: HistoryState = { key: `hash-${Math.random().toString(36).slice(2)}` };
    window.history.pushState(hashState, '', url.href);
    shownEntry.key = hashState.key;
    scrollAfterNavigation(url, undefined);
    return;
  }
  await load(host, url, { push: true, replace: options.replace ?? false, keepScroll: options.keepScroll ?? false });
}

export async function refresh(host: RouterHost): Promise<void> {
  const url = new URL(window.location.href);
  host.seen.delete(url.pathname + url.search);
  await load(host, url, { push: false, replace: true, keepScroll: true });
}

/**
 * Back and forward: the page of that entry, where the shopper left it. An entry with a hash and no
 * offset of its own is a hash change on the page shown (typed into the address bar, a script setting
 * `location.hash`, Back to an in-page link's entry): SPEC 2 jumps to its anchor, as a click on the
 * link does, instead of reloading the page at the top. (Every entry a navigation leaves keeps its
 * offset, so an entry of another page always has one.)
 */
export function restore(host: RouterHost, state: HistoryState | null, leaving?: LeftEntry): Promise<void> {
  if (leaving?.key) leftAt.set(leaving.key, leaving.scrollY);
  const url = new URL(window.location.href);
  const shown = host.shown();
  const samePage = shown instanceof Promise || new URL(shown.url, url).pathname === url.pathname;
  if (url.hash && state?.scrollY === undefined && samePage) {
    scrollAfterNavigation(url, undefined);
    return Promise.resolve();
  }
  // The offset the entry was last left at by Back or Forward, else the one its push recorded.
  const restoreY = (state?.key !== undefined ? leftAt.get(state.key) : undefined) ?? state?.scrollY ?? 0;
  return load(host, url, { push: false, replace: false, restoreY });
}

/** The entry Back or Forward left, and where (read by the router as the popstate arrives). */
export interface LeftEntry {
  key: string | undefined;
  scrollY: number;
}
