import { useCallback, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { ApiError, fetchJson, sendJson } from '../api/fetch-json';
import { useNotify } from '../shell/notifications';
import { useShell, useT } from '../shell-context';

/** SPEC 3: the wishlist is the shopping list with code `wishlist`. */
export const WISHLIST_CODE = 'wishlist';
export const WISHLIST_KEY = `/api/v1/user/shopping-lists/code/${WISHLIST_CODE}`;

/** The slice of a shopping list the toggle needs (types only: no zod in the browser). */
export interface WishlistItemLike {
  id: number;
  variantId: number;
  productId: number;
}
export interface WishlistLike {
  id: number;
  code: string;
  items: WishlistItemLike[];
}

/**
 * The wishlist, or null when the user has none yet (a 404 is "no list", not an error).
 * Guests never ask (SPEC 6: the wishlist needs login).
 */
async function fetchWishlist(url: string): Promise<WishlistLike | null> {
  try {
    const answer = await fetchJson<{ data: WishlistLike }>(url);
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
}

export interface UseWishlist {
  /** True when this variant is on the wishlist (false for guests and while loading). */
  isInWishlist: (variantId: number) => boolean;
  /** Adds or removes; a guest gets the 'login first' warning (SPEC 8). Resolves to the new state. */
  toggle: (productId: number, variantId: number) => Promise<boolean>;
  /** A toggle for this variant is in flight (busy state for the heart icon). */
  isBusy: (variantId: number) => boolean;
  loggedIn: boolean;
  wishlist: WishlistLike | null | undefined;
  /** Refetch (after the favourites page removed an item itself). */
  reload: () => Promise<unknown>;
}

/**
 * SPEC 4/8 wish list toggle: add or remove, then reload the list; success says added/removed,
 * failure goes through the generic notifier. Shared by product boxes, the product page and
 * the favourites page (one SWR key, so every heart on the page follows).
 */
export function useWishlist(): UseWishlist {
  const { loggedIn } = useShell();
  const t = useT();
  const { notify, notifyError } = useNotify();
  const key = loggedIn && typeof window !== 'undefined' ? WISHLIST_KEY : null;
  const { data, mutate } = useSWR<WishlistLike | null>(key, fetchWishlist, { shouldRetryOnError: false });
  const busy = useRef(new Set<number>());

  const variantIds = useMemo(() => new Set((data?.items ?? []).map((item) => item.variantId)), [data]);
  const isInWishlist = useCallback((variantId: number) => variantIds.has(variantId), [variantIds]);
  const isBusy = useCallback((variantId: number) => busy.current.has(variantId), []);

  const toggle = useCallback(
    async (productId: number, variantId: number): Promise<boolean> => {
      if (!loggedIn) {
        notify('warning', t('catalog.wishlist.loginFirst'));
        return false;
      }
      if (busy.current.has(variantId)) return variantIds.has(variantId);
      busy.current.add(variantId);
      // What the shopper sees decides: an empty heart adds, a full one removes, even when the list
      // has not loaded yet and the store already holds the item (a tap never does the opposite).
      const add = !variantIds.has(variantId);
      try {
        let list = data ?? (await fetchWishlist(WISHLIST_KEY));
        const existing = list?.items.find((item) => item.variantId === variantId);
        if (!add) {
          if (list && existing) await sendJson(`/api/v1/user/shopping-lists/${list.id}/items/${existing.id}`, 'DELETE');
          await mutate();
          notify('success', t('catalog.wishlist.removed'));
          return false;
        }
        if (existing) {
          await mutate();
          notify('success', t('catalog.wishlist.added'));
          return true;
        }
        if (!list) {
          const created = await sendJson<{ data: WishlistLike }>('/api/v1/user/shopping-lists', 'POST', {
            name: t('account.favourites.title'),
            code: WISHLIST_CODE,
          });
          list = created.data;
        }
        await sendJson(`/api/v1/user/shopping-lists/${list.id}/items`, 'POST', {
          id: variantId,
          amount: 1,
          custom: { productId },
        });
        await mutate();
        notify('success', t('catalog.wishlist.added'));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) notify('warning', t('catalog.wishlist.loginFirst'));
        else notifyError(error);
        return variantIds.has(variantId);
      } finally {
        busy.current.delete(variantId);
      }
    },
    [data, loggedIn, mutate, notify, notifyError, t, variantIds],
  );

  const reload = useCallback(() => mutate(), [mutate]);

  return { isInWishlist, toggle, isBusy, loggedIn, wishlist: data, reload };
}
