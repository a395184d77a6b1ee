import type { AllowedRoute } from './path-pattern';

/** Content REST reads the browser may make through `/api/content/*` (spec 7 "Content API"). */
export const CONTENT_ALLOW_LIST: readonly AllowedRoute[] = [
  { method: 'GET', pattern: '/url-rewrite' },
  { method: 'GET', pattern: '/redirect' },
  { method: 'GET', pattern: '/menu-object/:code' },
  { method: 'GET', pattern: '/catalog/product' },
  { method: 'GET', pattern: '/catalog/v2/state' },
  { method: 'GET', pattern: '/catalog/category' },
  { method: 'GET', pattern: '/search' },
];
