import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { Cart } from '../../shared/contracts/store';
import { sendJson } from '../api/fetch-json';
import { useShell, useT } from '../shell-context';
import { useNotify } from '../shell/notifications';

/** The cart's API key; every cart mutation revalidates it so the header badge and pages follow. */
export const CART_KEY = '/api/v1/cart';

interface CartAnswer {
  data: Cart;
}

/** A write's answer (`data.cart`, SPEC 7): used to update the SWR cache without a second GET. */
interface CartWriteAnswer {
  data?: { cart?: Cart };
}

export interface AddItemInput {
  productId?: number;
  /** The variant to add (preferred); without it the product's default variant is added. */
  variantId?: number | null;
  amount: number;
  /** Nested line (accessory) under this cart item id. */
  parentId?: number;
}

export interface UseCart {
  cart: Cart | undefined;
  /** Pieces in the cart, discount lines excluded (the header badge). */
  count: number;
  isLoading: boolean;
  /** Resolves true on success; failures are notified and resolve false (callers rarely care why). */
  addItem: (input: AddItemInput) => Promise<boolean>;
  updateAmount: (itemId: number, amount: number) => Promise<boolean>;
  removeItem: (itemId: number) => Promise<boolean>;
  clear: () => Promise<boolean>;
  /** Coupon errors are the upstream's own titles, shown by the notifier and returned for inline display. */
  applyCoupon: (code: string) => Promise<{ ok: true } | { ok: false; error: unknown }>;
  removeCoupon: () => Promise<boolean>;
  /** Re-reads the cart from the server. */
  refresh: () => Promise<unknown>;
}

/** Counts pieces for the badge: discount lines are not goods. */
export function countPieces(cart: Cart | undefined): number {
  if (!cart) return 0;
  return cart.items.filter((item) => !item.attributes?.discount).reduce((sum, item) => sum + (item.amount ?? 0), 0);
}

/**
 * The shopper's cart over SWR (`/api/v1/cart` through the worker proxy, which keeps the guest token
 * in an HttpOnly cookie). The server renders no cart (it is personal); the browser loads it after
 * hydration. Each mutation writes through the proxy, puts the returned cart into the cache and
 * revalidates, so every consumer (badge, cart page, checkout) shows the same state.
 */
export function useCart(): UseCart {
  const shell = useShell();
  const t = useT();
  const { notify, notifyError } = useNotify();
  const { data, isLoading, mutate } = useSWR<CartAnswer>(typeof window === 'undefined' ? null : CART_KEY, {
    shouldRetryOnError: false,
  });
  const cart = data?.data;

  /** Runs one write; on success stores its cart (when returned) and revalidates. */
  const write = useCallback(
    async (url: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown): Promise<{ ok: true } | { ok: false; error: unknown }> => {
      try {
        const answer = await sendJson<CartWriteAnswer>(url, method, body);
        const next = answer?.data?.cart;
        await mutate(next ? { data: next } : undefined, { revalidate: true });
        return { ok: true };
      } catch (error) {
        notifyError(error);
        // The server's cart may have changed anyway (a line removed as invalid): re-read it.
        void mutate();
        return { ok: false, error };
      }
    },
    [mutate, notifyError],
  );

  /** SPEC 8: with shopping disabled, adding warns with the configured text and is aborted. */
  const shoppingBlocked = useCallback((): boolean => {
    if (!shell.settings.shoppingDisabled) return false;
    notify('warning', shell.settings.shoppingDisabledText || t('cart.shoppingDisabled'));
    return true;
  }, [notify, shell.settings.shoppingDisabled, shell.settings.shoppingDisabledText, t]);

  const addItem = useCallback<UseCart['addItem']>(
    async ({ productId, variantId, amount, parentId }) => {
      if (shoppingBlocked()) return false;
      const body =
        variantId != null
          ? { id: variantId, type: 'variant', amount, ...(parentId ? { parent_id: parentId } : {}) }
          : { id: productId, type: 'product', amount, ...(parentId ? { parent_id: parentId } : {}) };
      return (await write(`${CART_KEY}/items`, 'POST', body)).ok;
    },
    [shoppingBlocked, write],
  );

  const updateAmount = useCallback<UseCart['updateAmount']>(
    async (itemId, amount) => (await write(`${CART_KEY}/items/${encodeURIComponent(String(itemId))}`, 'PATCH', { amount })).ok,
    [write],
  );

  const removeItem = useCallback<UseCart['removeItem']>(
    async (itemId) => (await write(`${CART_KEY}/items/${encodeURIComponent(String(itemId))}`, 'DELETE')).ok,
    [write],
  );

  const clear = useCallback<UseCart['clear']>(async () => (await write(`${CART_KEY}/items`, 'DELETE')).ok, [write]);

  const applyCoupon = useCallback<UseCart['applyCoupon']>(
    (code) => write(`${CART_KEY}/coupon`, 'POST', { couponCode: code.trim() }),
    [write],
  );

  const removeCoupon = useCallback<UseCart['removeCoupon']>(async () => (await write(`${CART_KEY}/coupon`, 'DELETE')).ok, [write]);

  const refresh = useCallback(() => mutate(), [mutate]);

  return useMemo(
    () => ({ cart, count: countPieces(cart), isLoading, addItem, updateAmount, removeItem, clear, applyCoupon, removeCoupon, refresh }),
    [cart, isLoading, addItem, updateAmount, removeItem, clear, applyCoupon, removeCoupon, refresh],
  );
}
