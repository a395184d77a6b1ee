/**
 * Issue 52.3, one offline rule for every write the shopper makes (cart, lists and the wishlist,
 * reviews, the newsletter, forms): a write tried while the browser is offline is not sent and not
 * kept for later. The shopper is told, in the shell's offline notice (client/shell/offline-notice.tsx),
 * what was not done and to try again once online; nothing else is shown (no "something broke" toast
 * over it). A read that fails offline says nothing more: the notice already says the page shows what
 * was loaded last. Once online, SWR reads the cart again, so the page shows what the store holds.
 */

/** What a write was about, naming the notice's words (layout.offline.notSent.<kind>); `read` for reads. */
export type RequestKind = 'cart' | 'list' | 'review' | 'newsletter' | 'other' | 'read';

/** Dispatched on `window` with the refused write's kind as `detail`. */
export const OFFLINE_WRITE_EVENT = 'storefront:offline-write';

/** A request the browser could not make because it is offline. */
export class OfflineError extends Error {
  constructor(readonly kind: RequestKind) {
    super('offline');
    this.name = 'OfflineError';
  }
}

/** The browser says it has no connection (never true on the server). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The kind of a write to a storefront API path. */
export function writeKind(url: string): RequestKind {
  const path = new URL(url, 'http://storefront.invalid').pathname;
  if (path.startsWith('/api/v1/cart')) return 'cart';
  // The wishlist is a shopping list with its own code.
  if (path.startsWith('/api/v1/user/shopping-lists')) return 'list';
  if (/^\/api\/v1\/products\/[^/]+\/reviews/.test(path)) return 'review';
  if (path.startsWith('/api/v1/newsletter')) return 'newsletter';
  return 'other';
}

/** Tells the offline notice that a write of this kind was not sent (reads are not reported). */
export function reportOffline(kind: RequestKind): void {
  if (kind !== 'read') dispatchEvent(new CustomEvent<RequestKind>(OFFLINE_WRITE_EVENT, { detail: kind }));
}

/**
 * For a write that must load code before it can send (the cart's writes, the newsletter's): true,
 * reported, when offline, so the caller stops before fetching a chunk it could not load anyway.
 */
export function refuseOffline(kind: RequestKind): boolean {
  if (!isOffline()) return false;
  reportOffline(kind);
  return true;
}
