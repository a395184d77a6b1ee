/**
 * The kinds of page the shop has, as route policies (shared/route-types.ts): a page's route.ts names
 * its kind and says only where it differs. Plain data, read by the worker, the generator
 * (scripts/generate-pages.mjs) and the tests.
 */
import type { RoutePolicy } from './route-types';

/** Product listings (categories, brands, promotions): shared, indexed, offers welcome. */
export const CATALOGUE_PAGE = {
  sharedCache: 'default',
  index: true,
  skeleton: 'category',
  offers: true,
  logPath: 'path',
} as const satisfies RoutePolicy;

/** Editorial content (articles, authors, glossary, CMS pages): shared, indexed, offers welcome. */
export const EDITORIAL_PAGE = {
  sharedCache: 'default',
  index: true,
  skeleton: 'content',
  offers: true,
  logPath: 'path',
} as const satisfies RoutePolicy;

/** Service content (contact, branches, FAQ): like editorial content, but no offer interrupts it. */
export const SERVICE_PAGE = { ...EDITORIAL_PAGE, offers: false } as const satisfies RoutePolicy;

/** A step of the cart and checkout: about one shopper's order, its status sent only once known. */
export const CHECKOUT_STEP = {
  criticalStatus: true,
  index: false,
  skeleton: 'checkout',
  offers: false,
  logPath: 'pattern',
} as const satisfies RoutePolicy;

/** Signing in, registering, passwords and order look-ups: forms whose status (a redirect) matters. */
export const SIGN_IN_FLOW = {
  criticalStatus: true,
  index: false,
  skeleton: 'account',
  offers: false,
  logPath: 'pattern',
} as const satisfies RoutePolicy;

/** The user area: signed in only (the pipeline's gate runs before the loader), never shared or indexed. */
export const USER_AREA = {
  auth: true,
  index: false,
  skeleton: 'account',
  offers: false,
  logPath: 'pattern',
} as const satisfies RoutePolicy;
