// Issue 18 item 4: the skeleton shown while a page loads is chosen from the path alone (the route
// table is too big for the entry bundle); this keeps that choice true to each route's policy and
// to the page kind (issue 29: the choice is derived from the routes' \`skeleton\` policy).
import { describe, expect, test } from 'vitest';
import { ROUTES, type PageKey } from '../../shared/routes';
import { skeletonKindOfPath, type SkeletonKind } from './skeleton-kind';

/** The page kind of every page key: what its skeleton must look like. */
const SKELETON_KIND_BY_PAGE: Record<PageKey, SkeletonKind> = {
  home: 'home',
  product: 'product',
  category: 'category',
  promotions: 'category',
  search: 'category',
  categories: 'category',
  brands: 'category',
  brand: 'category',
  cart: 'checkout',
  'checkout-shipping': 'checkout',
  'checkout-delivery': 'checkout',
  'checkout-finished': 'checkout',
  'checkout-import': 'checkout',
  'payment-callback': 'checkout',
  'user-orders': 'account',
  'user-order': 'account',
  'user-shopping-lists': 'account',
  'user-shopping-list': 'account',
  'user-favourites': 'account',
  'user-settings': 'account',
  'user-dashboard': 'account',
  'user-password': 'account',
  login: 'account',
  register: 'account',
  'reset-password': 'account',
  'forgotten-password': 'account',
  activate: 'account',
  'order-status': 'account',
  withdrawal: 'account',
  authors: 'content',
  author: 'content',
  glossary: 'content',
  'glossary-term': 'content',
  contact: 'content',
  faq: 'content',
  accessibility: 'content',
  'article-list': 'content',
  'article-list-detail': 'content',
  article: 'content',
  branches: 'content',
  branch: 'content',
  maintenance: 'content',
  infomail: 'content',
  'content-page': 'content',
  error: 'content',
  redirect: 'content',
};

/** A path the pattern matches: parameters filled in, the catch-all as a category path. */
const samplePath = (pattern: string) => pattern.replace(/:[a-z]+\??/gi, 'vzorka').replace('*', 'masazne-oleje/hrejive');

describe('the skeleton of every route is its page kind', () => {
  test.each(ROUTES.map((r) => [r.pattern, r.page, r.skeleton] as const))('%s (%s)', (pattern, page, policy) => {
    expect(skeletonKindOfPath(samplePath(pattern))).toBe(SKELETON_KIND_BY_PAGE[page]);
    expect(policy).toBe(SKELETON_KIND_BY_PAGE[page]);
  });
});
