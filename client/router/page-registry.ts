import { lazy, type LazyExoticComponent } from 'react';
import { PAGE_MODULES as GENERATED_MODULES, type PageDataMap } from '../../pages/components.generated';
import type { PageKey } from '../../shared/route-types';
import type { PageComponent, PageModule } from './page-props';

/** Each page's chunk, typed by the page-data map: a component expecting another shape does not compile. */
export type PageModules = { [K in keyof PageDataMap]: () => Promise<{ default: PageComponent<PageDataMap[K]> }> };

/**
 * Page key → its chunk, one per page folder (pages/components.generated.ts, derived from the folders).
 * Each entry is a dynamic import, so Vite emits one chunk per page for the browser; the worker's
 * bundler inlines them for SSR.
 */
const PAGE_MODULES: PageModules = GENERATED_MODULES;

// biome-ignore lint/suspicious/noExplicitAny: a registry of every page: each entry's data type is its own page's, checked where the page is defined
const lazyPages = new Map<PageKey, LazyExoticComponent<PageComponent<any>>>();
// biome-ignore lint/suspicious/noExplicitAny: a registry of every page: each entry's data type is its own page's, checked where the page is defined
const loadedPages = new Map<PageKey, PageComponent<any>>();

/** The page keys that have a component (the rest are route pages rendered as another page). */
export function pagesWithComponent(): PageKey[] {
  return Object.keys(PAGE_MODULES) as PageKey[];
}

// The payload's data is JSON from the worker: past this point a page is any page.
function moduleFor(page: PageKey): () => Promise<PageModule> {
  return (PAGE_MODULES as Partial<Record<PageKey, () => Promise<PageModule>>>)[page] ?? PAGE_MODULES.error;
}

/** Loads a page's chunk ahead of rendering it (navigation, hydration), so nothing suspends twice. */
export async function preloadPage(page: PageKey): Promise<void> {
  if (loadedPages.has(page)) return;
  const mod = await moduleFor(page)();
  loadedPages.set(page, mod.default);
}

/** The page's component: the loaded one if preloaded, else a lazy one that suspends. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of every page: each entry's data type is its own page's, checked where the page is defined
export function pageComponent(page: PageKey): PageComponent<any> {
  const loaded = loadedPages.get(page);
  if (loaded) return loaded;
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(moduleFor(page));
    lazyPages.set(page, component);
  }
  // biome-ignore lint/suspicious/noExplicitAny: a registry of every page: each entry's data type is its own page's, checked where the page is defined
  return component as unknown as PageComponent<any>;
}
