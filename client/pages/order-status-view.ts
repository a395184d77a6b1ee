import { z } from '../../shared/zod';
import { PaymentStateSchema } from '../../shared/contracts/store';

/**
 * What the order status page shows, and nothing more: the public view of an order (status, dates,
 * items, totals, shipper, payment with its state, pickup point name). The bare order-by-code answer
 * is restricted to these fields (issue 11); the token answer carries more, which is ignored here.
 * Every figure is the store's (issue 12): the page adds nothing up.
 */
const money = z.number();
/** The store's confirmed payment states, plus "unpaid": an online payment the store has no outcome for. */
export type PaymentState = z.infer<typeof PaymentStateSchema> | 'unpaid';

export const OrderStatusViewSchema = z.object({
  code: z.string(),
  status: z.string(),
  createdAt: z.string(),
  currencyCode: z.string(),
  items: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      name: z.string(),
      amount: z.number(),
      prices: z.object({ totalWithTax: money }),
    }),
  ),
  prices: z.object({
    itemsWithTax: money,
    discountsWithTax: money.optional().catch(undefined),
    shipperPriceWithTax: money,
    paymentPriceWithTax: money,
    totalWithTax: money,
  }),
  shipper: z.object({ name: z.string() }),
  payment: z.object({
    name: z.string(),
    code: z.string().optional().catch(undefined),
  }),
  /** The store's payment state (null: no outcome confirmed); unknown values are shown as nothing rather than guessed. */
  paymentState: PaymentStateSchema.nullable().optional().catch(undefined),
  pickupPoint: z.object({ name: z.string() }).nullable().optional().catch(undefined),
  /** Present only on the token answer (the shopper's own link): lets the pay button name the order. */
  token: z.string().optional().catch(undefined),
});
export type OrderStatusView = z.infer<typeof OrderStatusViewSchema>;

/** Online payments can be paid again from the status page while the store says they are unpaid. */
const ONLINE_PAYMENT_CODES = new Set(['CARD']);

export function paymentStateOf(order: OrderStatusView): PaymentState | undefined {
  if (order.paymentState) return order.paymentState;
  return ONLINE_PAYMENT_CODES.has(order.payment.code ?? '') ? 'unpaid' : undefined;
}

export function canPayOnline(order: OrderStatusView): boolean {
  const state = paymentStateOf(order);
  return (
    ONLINE_PAYMENT_CODES.has(order.payment.code ?? '') &&
    (state === 'unpaid' || state === 'failed') &&
    order.status !== 'cancelled'
  );
}
