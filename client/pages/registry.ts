import { lazy, type LazyExoticComponent } from 'react';
import type { PageKey } from '../../shared/routes';
import type { PageDataMap } from './page-data-map';
import type { PageComponent, PageModule } from './page-props';

/** Each page's chunk, typed by the page-data map: a component expecting another shape does not compile. */
export type PageModules = { [K in keyof PageDataMap]: () => Promise<{ default: PageComponent<PageDataMap[K]> }> };

/**
 * Page key → its chunk. Each entry is a dynamic import, so Vite emits one chunk per page for the
 * browser; the worker's bundler inlines them for SSR. Add a page here when you add its loader
 * (tests/worker/page-registries.test.ts checks both registries against the route table).
 */
const PAGE_MODULES: PageModules = {
  home: () => import('./home-page'),
  login: () => import('./login-page'),
  register: () => import('./register-page'),
  'forgotten-password': () => import('./forgotten-password-page'),
  'reset-password': () => import('./reset-password-page'),
  activate: () => import('./activate-page'),
  'user-dashboard': () => import('./user-dashboard-page'),
  'user-settings': () => import('./user-settings-page'),
  'user-password': () => import('./user-password-page'),
  'user-orders': () => import('./user-orders-page'),
  'user-order': () => import('./user-order-page'),
  'user-favourites': () => import('./user-favourites-page'),
  'user-shopping-lists': () => import('./user-shopping-lists-page'),
  'user-shopping-list': () => import('./user-shopping-list-page'),
  cart: () => import('./cart-page'),
  'checkout-shipping': () => import('./checkout-shipping-page'),
  'checkout-delivery': () => import('./checkout-delivery-page'),
  'checkout-finished': () => import('./checkout-finished-page'),
  'checkout-import': () => import('./checkout-import-page'),
  'payment-callback': () => import('./payment-callback-page'),
  'order-status': () => import('./order-status-page'),
  category: () => import('./category-page'),
  product: () => import('./product-page'),
  search: () => import('./search-page'),
  brands: () => import('./brands-page'),
  brand: () => import('./brand-page'),
  'content-page': () => import('./content-page-page'),
  'article-list': () => import('./article-list-page'),
  'article-list-detail': () => import('./article-list-detail-page'),
  article: () => import('./article-page'),
  authors: () => import('./authors-page'),
  author: () => import('./author-page'),
  glossary: () => import('./glossary-page'),
  'glossary-term': () => import('./glossary-term-page'),
  faq: () => import('./faq-page'),
  branches: () => import('./branches-page'),
  branch: () => import('./branch-page'),
  infomail: () => import('./infomail-page'),
  contact: () => import('./contact-page'),
  maintenance: () => import('./maintenance-page'),
  categories: () => import('./categories-page'),
  promotions: () => import('./promotions-page'),
  error: () => import('./error-page'),
  redirect: () => import('./redirect-page'),
};

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
