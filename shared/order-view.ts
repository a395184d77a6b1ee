import type { BankTransfer, Order, PaymentState, PublicOrder } from './contracts/store';
import { pathFor } from './route-paths';

/**
 * What the order pages (thank-you, order status, account order detail) show of an order: every line,
 * gift, discount and coupon, shipping and payment, credits and the total, exactly as the store priced
 * them (nothing is added up here), the pickup point, the promised delivery, the payment state and, for
 * bank transfers, how to pay. Built by the worker from the store's full or public order.
 */
export interface OrderLineView {
  id: number;
  type: 'product' | 'gift' | 'discount';
  productId: number | null;
  name: string;
  amount: number;
  unitWithTax: number;
  totalWithTax: number;
}

/** A payment QR symbol: the standard, the text it carries, and its modules as one SVG path. */
export interface PaymentQrView {
  standard: 'pay-by-square' | 'spayd';
  payload: string;
  /** Dark modules in module units, quiet zone included. */
  path: string;
  /** Width and height in modules. */
  size: number;
}

export interface OrderView {
  code: string;
  status: Order['status'];
  createdAt: string;
  currencyCode: string;
  lines: OrderLineView[];
  /** Gifts the order qualified for (free, no price line). */
  orderGifts: { id: number; name: string }[];
  couponCode: string | null;
  prices: {
    itemsWithTax: number;
    discountsWithTax: number;
    creditsWithTax: number;
    shipperPriceWithTax: number;
    paymentPriceWithTax: number;
    totalWithTax: number;
  };
  shipper: { name: string };
  payment: { name: string; code: string };
  /** The store's payment state; "unpaid": an online payment without a confirmed outcome. */
  paymentState: PaymentState | 'unpaid' | null;
  pickupPoint: { name: string; street?: string; city?: string; postcode?: string } | null;
  delivery: { date: string; from: string | null; to: string | null } | null;
  bankTransfer: (BankTransfer & { qr: PaymentQrView | null }) | null;
  /** Online payment can be (re)tried: unpaid or failed card payment of a live order. */
  canPayOnline: boolean;
  /** The shopper's withdrawal from the contract: when the store received it (null: none). */
  withdrawal: { requestedAt: string; lines: { itemId: number; name: string; amount: number }[] } | null;
}

const ONLINE_PAYMENT_CODES = new Set(['CARD']);

/** An order's view; `qr` makes the transfer's QR symbol (the worker's, so encoders stay server-side). */
export function toOrderView(
  order: Order | PublicOrder,
  qr: (transfer: BankTransfer) => PaymentQrView | null,
): OrderView {
  const online = ONLINE_PAYMENT_CODES.has(order.payment.code);
  const paymentState = order.paymentState ?? (online ? 'unpaid' : null);
  const transfer = order.bankTransfer;
  // A paid or cancelled order needs no payment instructions any more.
  const transferOpen = transfer && paymentState !== 'paid' && order.status !== 'cancelled';
  return {
    code: order.code,
    status: order.status,
    createdAt: order.createdAt,
    currencyCode: order.currencyCode,
    lines: order.items.map((i) => ({
      id: i.id,
      type: i.type,
      productId: i.productId,
      name: i.name,
      amount: i.amount,
      unitWithTax: i.prices.unitWithTax,
      totalWithTax: i.prices.totalWithTax,
    })),
    orderGifts: order.gifts.map((g) => ({ id: g.id, name: g.name })),
    couponCode: 'couponCode' in order ? order.couponCode : null,
    prices: {
      itemsWithTax: order.prices.itemsWithTax,
      discountsWithTax: order.prices.discountsWithTax,
      creditsWithTax: order.prices.creditsWithTax,
      shipperPriceWithTax: order.prices.shipperPriceWithTax,
      paymentPriceWithTax: order.prices.paymentPriceWithTax,
      totalWithTax: order.prices.totalWithTax,
    },
    shipper: { name: order.shipper.name },
    payment: { name: order.payment.name, code: order.payment.code },
    paymentState,
    pickupPoint: order.pickupPoint
      ? {
          name: order.pickupPoint.name,
          street: order.pickupPoint.street,
          city: order.pickupPoint.city,
          postcode: order.pickupPoint.postcode,
        }
      : null,
    delivery: order.delivery,
    bankTransfer: transferOpen ? { ...transfer, qr: qr(transfer) } : null,
    canPayOnline: online && (paymentState === 'unpaid' || paymentState === 'failed') && order.status !== 'cancelled',
    withdrawal: order.withdrawal ?? null,
  };
}

/** Where an unpaid online payment is (re)started, for a page that holds the order's token. */
export function payHrefFor(view: OrderView, token: string | undefined): string | null {
  if (!view.canPayOnline || !token) return null;
  return `${pathFor('payment-callback')}?status=paid&code=${encodeURIComponent(view.code)}&token=${encodeURIComponent(token)}`;
}
