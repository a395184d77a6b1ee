/**
 * The router's context and hooks, apart from the RouterProvider: pages use these, and the provider
 * loads pages through the page registry; keeping them in one module made every page part of an
 * import cycle (page -> router -> registry -> page).
 */
import { createContext, use } from 'react';
import type { PagePayload } from '../../shared/page-payload';
import { useProvided } from '../use-provided';

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (filters, sorting, paging that update the URL in place). */
  keepScroll?: boolean;
}

export interface RouterValue {
  /** On the server while streaming, a promise the page outlet suspends on; in the browser, a value. */
  payload: PagePayload | Promise<PagePayload>;
  /** A navigation is loading (drives the top progress bar). */
  pending: boolean;
  /** The path of a new page loading in place of the current one: its skeleton shows meanwhile. */
  loadingPath: string | null;
  navigate: (href: string, options?: NavigateOptions) => Promise<void>;
  /** Re-runs the current page's loader (after a mutation that changes it). */
  refresh: () => Promise<void>;
}

export const RouterContext = createContext<RouterValue | null>(null);

/** The current page's payload; suspends while it streams in (server) — call inside Suspense. */
export function usePagePayload(): PagePayload {
  const { payload } = useRouter();
  return payload instanceof Promise ? use(payload) : payload;
}

export const useRouter = (): RouterValue => useProvided(RouterContext, 'RouterProvider');

/** The polite live region that names the page after a client navigation (client/router/navigation.ts). */
export const PAGE_ANNOUNCER_ID = 'page-announcer';
