/**
 * What a page's `route.ts` declares (pages/<page>/route.ts): its URLs and, typed on each, the
 * route's whole policy. Everything that used to keep a list of route or page names (the sitemap,
 * the request log, the offers, the skeletons, the edge's URL knowledge, the caches, the sign-in
 * guard) reads it from here. Types only: a route.ts imports nothing else, so Node reads it too
 * (scripts/generate-pages.mjs).
 */
import type { Dictionary, MessageKey } from './i18n/dictionary';

import type { ROUTE_PATTERNS } from '../pages/route-facts.generated';

export type { PageKey } from '../pages/route-facts.generated';

/** Every route's name. */
export type RouteName = keyof typeof ROUTE_PATTERNS;

/** Which skeleton a path shows while its page loads (client/skeletons/page-skeleton.tsx). */
export type SkeletonKind = 'product' | 'category' | 'content' | 'account' | 'checkout' | 'home';

export interface RoutePolicy {
  /**
   * Sign-in required: before the loader runs, the pipeline sends a guest to the login page, ends a
   * restricted or expired session, marks every answer private, and gives the loader the account
   * (worker/render/signed-in.ts). Only then does the loader run.
   */
  auth?: boolean;
  /**
   * The status is critical: the renderer waits for the loader before the first byte (bounded by the
   * upstream time-out), so a guard's redirect or a refusal is a real HTTP status (sign-in flows,
   * checkout steps). Routes with `auth` are always critical.
   */
  criticalStatus?: boolean;
  /**
   * Shared caches may keep an anonymous 200 of this route: the CDN (`s-maxage`) and the whole-page
   * cache. 'default': the page cache keeps it unless a site's config lists other routes
   * (`cache.pageCache.routes`); 'allowed': only when a site lists it. Absent or false: never (personal,
   * per-visit or write pages). A catalogue change reaches the copies through the store's webhook
   * (worker/cache/catalog-changes.ts). A loader whose answer depends on the shopper says `personal`.
   */
  sharedCache?: 'default' | 'allowed' | false;
  /** For search engines: false makes every answer noindex and keeps the route out of the sitemap. */
  index: boolean;
  /** The skeleton shown while the page loads after a client-side navigation. */
  skeleton: SkeletonKind;
  /** Offers (welcome campaign, discount code) may open on it (SPEC 2/9). */
  offers: boolean;
  /**
   * What the request log line keeps of the URL: 'path' for pages anyone may see, 'pattern' for pages
   * about one shopper or one order (ids, codes, tokens stay out of the log).
   */
  logPath: 'path' | 'pattern';
  /**
   * Every page of the route is an entity of the edge's URL knowledge: a path the (fresh) knowledge
   * lacks is a 404 at the edge, and a CMS redirect from it is followed there (worker/urls/known-url.ts).
   * 'with-param': only when its optional parameter is there (the list itself is a fixed page).
   */
  edgeIndexed?: boolean | 'with-param';
}

/**
 * What a content route shows: one CMS entity, rendered by the content page's component and loader
 * (the same ones that render a CMS page found by its url rewrite on the catch-all).
 */
export interface ContentSource {
  /** The CMS entity: a page of rich text (`page`) or a page of content blocks (`content_page`), as url rewrites name them. */
  entity: 'page' | 'content_page';
  /** Its slug; `:slug` stands for the route's `slug` parameter (which must then be a plain slug, else 404). */
  slug: string;
  /** A breadcrumb level above the page: the message key of its title and the route it links to. */
  parent?: { titleKey: MessageKey; route: RouteName };
  /** Its meta description when the CMS gives none: the template `seo.description.<describedAs>`. */
  describedAs: keyof Dictionary['seo']['description'];
}

/** One URL pattern of a page; any policy field here overrides the page's. */
export interface PageRouteEntry extends Partial<RoutePolicy> {
  /** Route name (SPEC 2 "named routes" where one exists). */
  name: string;
  /** No locale prefix; `:param`, `:param?` and a final `*`. */
  pattern: string;
  /** Not shown to shoppers (SPEC 2: /blocksettings, /sitemapconfig): answered 404. */
  hidden?: boolean;
  /** A content route (page 'content-page'): the CMS entity it shows. */
  content?: ContentSource;
}

/** A page folder's route.ts: `export const routes = {...} as const satisfies PageRoutes`. */
export interface PageRoutes<Page extends string = string> {
  page: Page;
  policy: RoutePolicy;
  routes: readonly PageRouteEntry[];
}
