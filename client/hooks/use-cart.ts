import { useMemo, useRef } from 'react';
import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import type { Cart } from '../../shared/contracts/store';
import { OfflineError, refuseOffline } from '../api/offline';
import { recoverFromChunkError } from '../router/chunk-reload';
import { useShell, useT } from '../shell-context';
import { useNotify } from '../shell/notifications';
import { type AddItemInput, CART_KEY, type CartAnswer } from './cart-key';
import type { AddedLine, CartWriteContext, WriteResult } from './cart-writes';

export { type AddedLine, type AddItemInput, CART_KEY, type CartAnswer };

export interface UseCart {
  cart: Cart | undefined;
  /** Pieces in the cart, discount lines excluded (the header badge). */
  count: number;
  isLoading: boolean;
  /**
   * Resolves with the line the cart holds after the add (as the store reads it back) and the pieces
   * added; failures, an add the cart did not keep included, are notified and resolve null.
   */
  addItem: (input: AddItemInput) => Promise<AddedLine | null>;
  /** Resolve true on success; failures are notified and resolve false (callers rarely care why). */
  updateAmount: (itemId: number, amount: number) => Promise<boolean>;
  removeItem: (itemId: number) => Promise<boolean>;
  clear: () => Promise<boolean>;
  /** Coupon errors are the upstream's own titles, shown by the notifier and returned for inline display. */
  applyCoupon: (code: string) => Promise<WriteResult>;
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
 * Reading the cart only (SWR GET of `/api/v1/cart`, browser only: the server renders no cart). The
 * header's badge needs nothing more; `useCart()` adds the writes, whose code loads on first use.
 * The server runs no SWR hook at all: with no key it read nothing and still cost 2 % of a page
 * view's CPU (the header on every page, bench:cpu 11-27). Whether there is a window never changes
 * within one side, so each side calls the same hooks on every render.
 */
export function useCartData() {
  const { data, isLoading, mutate } =
    typeof window === 'undefined'
      ? ({} as SWRResponse<CartAnswer>)
      : // biome-ignore lint/correctness/useHookAtTopLevel: the condition is the side (server or browser), fixed for the page's life
        useSWR<CartAnswer>(CART_KEY, { shouldRetryOnError: false });
  return { cart: data?.data, isLoading, mutate };
}

type Writes = typeof import('./cart-writes');
type WriteName = 'addItem' | 'updateAmount' | 'removeItem' | 'clear' | 'applyCoupon' | 'removeCoupon';

/** The cart's writes, without the cart. */
export type CartWrites = Omit<UseCart, 'cart' | 'count' | 'isLoading'>;

/**
 * The cart's writes without subscribing to the cart: an add-to-cart button in every product box
 * writes to the cart but shows nothing of it. Subscribed, every box of a listing re-rendered on each
 * cart change, and each ran an SWR hook in every server render (bench:cpu, 11-26: the boxes' cart
 * hooks were ~4 % of a category view's CPU). The writes read the cart, where they need it, from the
 * SWR cache at call time, and update it through the cache's mutate: every subscriber sees the change.
 *
 * The writes' code (cart-writes.ts) is fetched on the first write; a deploy that replaced it reloads
 * the page once (recoverFromChunkError), any other failure is notified like a failed write. The
 * functions keep their identity across renders (effects may depend on them).
 */
export function useCartWrites(): CartWrites {
  const shell = useShell();
  const t = useT();
  const { notify, notifyError } = useNotify();
  const { mutate, cache } = useSWRConfig();
  const context = useRef<CartWriteContext>(null!);
  context.current = {
    // The arguments as given: SWR's mutate tells "read it again" (key alone) from "set it to this"
    // by how many it gets, and an explicit `undefined` would empty the cart the page shows.
    mutate: (...args: [data?: CartAnswer, options?: { revalidate: boolean }]) => mutate<CartAnswer>(CART_KEY, ...args),
    notify,
    notifyError,
    t,
    shoppingDisabled: shell.settings.shoppingDisabled,
    shoppingDisabledText: shell.settings.shoppingDisabledText,
    get cart() {
      return (cache.get(CART_KEY)?.data as CartAnswer | undefined)?.data;
    },
  };

  return useMemo(() => {
    // One wrapper per write: loads cart-writes.ts, then calls the write of that name with the context.
    const call =
      <R>(name: WriteName, failed: (error: unknown) => R) =>
      async (...args: unknown[]): Promise<R> => {
        // Offline, no write is sent (client/api/offline.ts): stop before fetching the writes' code.
        if (refuseOffline('cart')) return failed(new OfflineError('cart'));
        let module: Writes;
        try {
          module = await import('./cart-writes');
        } catch (error) {
          if (!recoverFromChunkError(error)) context.current.notifyError(error);
          return failed(error);
        }
        return (module[name] as (ctx: CartWriteContext, ...rest: unknown[]) => Promise<R>)(context.current, ...args);
      };
    const no = () => false;
    return {
      addItem: call<AddedLine | null>('addItem', () => null),
      updateAmount: call('updateAmount', no),
      removeItem: call('removeItem', no),
      clear: call('clear', no),
      applyCoupon: call<WriteResult>('applyCoupon', (error) => ({ ok: false, error })),
      removeCoupon: call('removeCoupon', no),
      refresh: () => context.current.mutate(),
    } as CartWrites;
  }, []);
}

/**
 * The shopper's cart over SWR (`/api/v1/cart` through the worker proxy, which keeps the guest token
 * in an HttpOnly cookie), with its writes (useCartWrites). The server renders no cart (it is
 * personal); the browser loads it after hydration. Each write goes through the proxy, puts the
 * returned cart into the cache and revalidates, so every consumer (badge, cart page, checkout) shows
 * the same state.
 */
export function useCart(): UseCart {
  const { cart, isLoading } = useCartData();
  const writes = useCartWrites();
  return useMemo(() => ({ cart, count: countPieces(cart), isLoading, ...writes }), [cart, isLoading, writes]);
}
