/**
 * The cart's writes (add, update, remove, clear, coupon): a chunk of its own, fetched by `useCart()`
 * on the first write, since most page views never change the cart.
 */
import { createElement, type ReactNode } from 'react';
import type { Cart, CartItem } from '../../shared/contracts/store';
import { sameSitePath } from '../../shared/same-site-path';
import { pushEcommerce } from '../analytics/data-layer';
import { ApiError, fetchJson, sendJson } from '../api/fetch-json';
import type { Translate } from '../shell-context';
import type { NotificationType } from '../shell/notifications';
import { type AddItemInput, CART_KEY, type CartAnswer } from './cart-key';

/** What a write needs from the hook that calls it (read at call time, so always current). */
export interface CartWriteContext {
  /** Puts a cart into the SWR cache (none: keeps it) and, unless told not to, reads it again. */
  mutate: (data?: CartAnswer, options?: { revalidate: boolean }) => Promise<unknown>;
  notify: (type: NotificationType, title: string, options?: { text?: ReactNode; durationMs?: number }) => void;
  notifyError: (error: unknown) => void;
  t: Translate;
  shoppingDisabled: boolean;
  shoppingDisabledText: string | null | undefined;
  /** The cart as the page shows it (what a removed line was, for tracking). */
  cart?: Cart;
}

export type WriteResult = { ok: true } | { ok: false; error: unknown };

/** A write's answer (`data.cart`, SPEC 7): used to update the SWR cache without a second GET. */
interface CartWriteAnswer {
  data?: { cart?: Cart; addedItem?: CartItem; updatedItem?: CartItem; changedAmount?: number };
}

/** SPEC 9 add_to_cart / remove_from_cart for a line whose amount changed by `change` (store figures). */
function trackChange(line: CartItem | undefined, change: number, currency: string | undefined): void {
  if (!line || !change || line.attributes.discount) return;
  const quantity = Math.abs(change);
  pushEcommerce(change > 0 ? 'add_to_cart' : 'remove_from_cart', {
    currency,
    value: line.prices.unitWithTax * quantity,
    items: [
      {
        item_id: line.product?.catalogCode ?? String(line.variantId ?? line.id),
        item_name: line.name,
        item_category: line.product?.categoryFullname ?? undefined,
        price: line.prices.unitWithTax,
        quantity,
      },
    ],
  });
}

/** Runs one write; on success stores its cart (when returned) and revalidates. */
async function write(
  ctx: CartWriteContext,
  url: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  body?: unknown,
  /** 'caller': the caller shows the refusal itself (beside its field); no notification as well. */
  report: 'notify' | 'caller' = 'notify',
): Promise<WriteResult> {
  try {
    const before = ctx.cart;
    const answer = await sendJson<CartWriteAnswer>(url, method, body);
    const next = answer?.data?.cart;
    const changed = answer?.data?.addedItem ?? answer?.data?.updatedItem;
    if (changed) trackChange(changed, answer?.data?.changedAmount ?? 0, next?.currencyCode);
    else if (method === 'DELETE' && before) {
      // A removed line (or a cleared cart): what was there is what left.
      const left = new Set(next?.items.map((i) => i.id) ?? []);
      for (const line of before.items) if (!left.has(line.id)) trackChange(line, -line.amount, before.currencyCode);
    }
    await ctx.mutate(next ? { data: next } : undefined, { revalidate: true });
    return { ok: true };
  } catch (error) {
    if (report === 'notify' || !(error instanceof ApiError)) ctx.notifyError(error);
    // The server's cart may have changed anyway (a line removed as invalid): re-read it.
    void ctx.mutate();
    return { ok: false, error };
  }
}

const itemUrl = (itemId: number) => `${CART_KEY}/items/${encodeURIComponent(String(itemId))}`;

/** What the store confirms an add put in the cart: the cart's line, and how many pieces this add added. */
export interface AddedLine {
  line: CartItem;
  amount: number;
}

/**
 * SPEC 1: with guest carts off, a visitor who is not logged in gets no cart: the worker answers an add
 * with 401 login_required naming the login page (`params.login`, worker/proxy/settings-guards.ts).
 * They are told so, with a link to log in that brings them back here. False when the answer is not that.
 */
function loginToShop(ctx: CartWriteContext, error: unknown): boolean {
  const login =
    error instanceof ApiError && error.status === 401 ? sameSitePath(String(error.item.params?.login)) : null;
  if (!login) return false;
  const href = `${login}?${new URLSearchParams({ redirect: location.pathname + location.search })}`;
  const link = createElement('a', { href, 'data-testid': 'login-to-shop' }, ctx.t('cart.loginToShop.link'));
  ctx.notify('warning', ctx.t('cart.loginToShop.title'), { text: link, durationMs: 8000 });
  return true;
}

/**
 * Adds a line and confirms it from the cart this browser holds afterwards, not from the write's own
 * answer: the store answers an add with the cart it has just made, even when the browser then refuses
 * the cart's cookie (cookies blocked; WebKit and a Secure cookie over http, issue 27), and that cart
 * is gone on the very next request. The cart is read back once (the read the cache's revalidation
 * would have made anyway); without the line in it the shopper is told so, and null is returned.
 */
export async function addItem(
  ctx: CartWriteContext,
  { productId, variantId, amount, parentId, credits }: AddItemInput,
): Promise<AddedLine | null> {
  // SPEC 8: with shopping disabled, adding warns with the configured text and is aborted.
  if (ctx.shoppingDisabled) {
    ctx.notify('warning', ctx.shoppingDisabledText || ctx.t('cart.shoppingDisabled'));
    return null;
  }
  const parent = { ...(parentId ? { parent_id: parentId } : {}), ...(credits ? { credits } : {}) };
  const body =
    variantId != null
      ? { id: variantId, type: 'variant', amount, ...parent }
      : { id: productId, type: 'product', amount, ...parent };
  try {
    const answer = await sendJson<CartWriteAnswer>(`${CART_KEY}/items`, 'POST', body);
    const added = answer?.data?.addedItem;
    const held = await fetchJson<CartAnswer>(CART_KEY);
    await ctx.mutate(held, { revalidate: false });
    const line = added ? held.data.items.find((item) => item.id === added.id) : undefined;
    if (!added || !line) {
      ctx.notify('danger', ctx.t('cart.notKept'));
      return null;
    }
    const pieces = answer?.data?.changedAmount ?? amount;
    trackChange(added, pieces, held.data.currencyCode);
    return { line, amount: pieces };
  } catch (error) {
    if (!loginToShop(ctx, error)) ctx.notifyError(error);
    // The server's cart may have changed anyway: re-read it.
    void ctx.mutate();
    return null;
  }
}

export async function updateAmount(ctx: CartWriteContext, itemId: number, amount: number): Promise<boolean> {
  const { ok } = await write(ctx, itemUrl(itemId), 'PATCH', { amount });
  // SPEC 8 "Cart update success": the new amount is confirmed by the store, say so.
  if (ok) ctx.notify('success', ctx.t('cart.updated'));
  return ok;
}

export async function removeItem(ctx: CartWriteContext, itemId: number): Promise<boolean> {
  return (await write(ctx, itemUrl(itemId), 'DELETE')).ok;
}

export async function clear(ctx: CartWriteContext): Promise<boolean> {
  return (await write(ctx, `${CART_KEY}/items`, 'DELETE')).ok;
}

export function applyCoupon(ctx: CartWriteContext, code: string): Promise<WriteResult> {
  // The coupon form shows the store's refusal beside the code (one message per error, issue 31).
  return write(ctx, `${CART_KEY}/coupon`, 'POST', { couponCode: code.trim() }, 'caller');
}

export async function removeCoupon(ctx: CartWriteContext): Promise<boolean> {
  return (await write(ctx, `${CART_KEY}/coupon`, 'DELETE')).ok;
}
