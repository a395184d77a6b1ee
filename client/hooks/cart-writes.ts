/**
 * The cart's writes (add, update, remove, clear, coupon): a chunk of its own, fetched by `useCart()`
 * on the first write, since most page views never change the cart.
 */
import type { KeyedMutator } from 'swr';
import type { Cart } from '../../shared/contracts/store';
import { sendJson } from '../api/fetch-json';
import type { Translate } from '../shell-context';
import type { NotificationType } from '../shell/notifications';
import { type AddItemInput, CART_KEY, type CartAnswer } from './cart-key';

/** What a write needs from the hook that calls it (read at call time, so always current). */
export interface CartWriteContext {
  mutate: KeyedMutator<CartAnswer>;
  notify: (type: NotificationType, title: string) => void;
  notifyError: (error: unknown) => void;
  t: Translate;
  shoppingDisabled: boolean;
  shoppingDisabledText: string | null | undefined;
}

export type WriteResult = { ok: true } | { ok: false; error: unknown };

/** A write's answer (`data.cart`, SPEC 7): used to update the SWR cache without a second GET. */
interface CartWriteAnswer {
  data?: { cart?: Cart };
}

/** Runs one write; on success stores its cart (when returned) and revalidates. */
async function write(
  ctx: CartWriteContext,
  url: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  body?: unknown,
): Promise<WriteResult> {
  try {
    const answer = await sendJson<CartWriteAnswer>(url, method, body);
    const next = answer?.data?.cart;
    await ctx.mutate(next ? { data: next } : undefined, { revalidate: true });
    return { ok: true };
  } catch (error) {
    ctx.notifyError(error);
    // The server's cart may have changed anyway (a line removed as invalid): re-read it.
    void ctx.mutate();
    return { ok: false, error };
  }
}

const itemUrl = (itemId: number) => `${CART_KEY}/items/${encodeURIComponent(String(itemId))}`;

export async function addItem(
  ctx: CartWriteContext,
  { productId, variantId, amount, parentId }: AddItemInput,
): Promise<boolean> {
  // SPEC 8: with shopping disabled, adding warns with the configured text and is aborted.
  if (ctx.shoppingDisabled) {
    ctx.notify('warning', ctx.shoppingDisabledText || ctx.t('cart.shoppingDisabled'));
    return false;
  }
  const parent = parentId ? { parent_id: parentId } : {};
  const body =
    variantId != null
      ? { id: variantId, type: 'variant', amount, ...parent }
      : { id: productId, type: 'product', amount, ...parent };
  return (await write(ctx, `${CART_KEY}/items`, 'POST', body)).ok;
}

export async function updateAmount(ctx: CartWriteContext, itemId: number, amount: number): Promise<boolean> {
  return (await write(ctx, itemUrl(itemId), 'PATCH', { amount })).ok;
}

export async function removeItem(ctx: CartWriteContext, itemId: number): Promise<boolean> {
  return (await write(ctx, itemUrl(itemId), 'DELETE')).ok;
}

export async function clear(ctx: CartWriteContext): Promise<boolean> {
  return (await write(ctx, `${CART_KEY}/items`, 'DELETE')).ok;
}

export function applyCoupon(ctx: CartWriteContext, code: string): Promise<WriteResult> {
  return write(ctx, `${CART_KEY}/coupon`, 'POST', { couponCode: code.trim() });
}

export async function removeCoupon(ctx: CartWriteContext): Promise<boolean> {
  return (await write(ctx, `${CART_KEY}/coupon`, 'DELETE')).ok;
}
