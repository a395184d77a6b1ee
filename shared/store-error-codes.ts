/**
 * Machine-readable codes the store puts next to an error's English `title` (`{ errors: [{ title,
 * field?, status?, code?, params? }] }`). The storefront never shows a store title: it picks a
 * dictionary key by code, then by field, then by status (shared/store-error-message.ts). Kept free
 * of zod so the browser's notifier can import it on every page.
 */
export const STORE_ERROR_CODES = [
  'invalid_input',
  'invalid_json',
  'invalid_credentials',
  'login_required',
  'email_taken',
  'wrong_password',
  'reset_token_invalid',
  'activation_token_invalid',
  'coupon_not_found',
  'coupon_minimum',
  'credits_not_enough',
  'product_not_found',
  'variant_not_found',
  'not_available',
  'stock_limit',
  'cart_not_found',
  'cart_line_not_found',
  'cart_empty',
  'cart_unavailable',
  'order_minimum',
  'shipper_unknown',
  'payment_unknown',
  'payment_blocked',
  'branch_required',
  'address_required',
  'delivery_time_unknown',
  'gift_unknown',
  'gift_not_reached',
  'order_not_found',
  'address_not_found',
  'list_not_found',
  'list_forbidden',
  'list_name_taken',
  'list_item_not_found',
  'already_subscribed',
  'ico_invalid',
  'ico_not_found',
  'review_empty',
  'branch_not_found',
  /** A withdrawal after the 14-day period (shared/withdrawal-period.ts). */
  'withdrawal_period_ended',
  /** A withdrawal naming a line the order lacks, or more pieces than were ordered. */
  'withdrawal_line_invalid',
  'server_error',
  /** The storefront's rate limiter (worker/middleware/rate-limit.ts), params { seconds }. */
  'too_many_requests',
] as const;
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** One error item as the storefront reads it (the store may leave out everything but the title). */
export interface StoreErrorLike {
  code?: string;
  field?: string;
  status?: number;
  params?: Record<string, string | number>;
}
