import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { OrderSchema, type Order } from '../../shared/contracts/store';
import type { DomainConfig } from '../config/domain-config';
import type { AppEnv } from '../env';
import { placedAnswer } from '../orders/placed-answer';
import { runInBackground } from '../run-in-background';
import type { OutboundMessage } from './outbound-message';

/**
 * The producer side of the outbound integrations (issue 12): after the store has placed an order or
 * taken a welcome sign-up, the events the site has enabled go on OUTBOUND_QUEUE. The shopper's
 * answer never waits for a partner: the queue send runs in the background and the consumer
 * (deliver-outbound.ts) delivers with retries and a dead-letter queue.
 */

/** What the partners get of an order: the store's own figures, never recomputed here. */
export function orderMessages(domain: DomainConfig, order: Order): OutboundMessage[] {
  const cfg = domain.integrations;
  const site = domain.code;
  const products = order.items.filter((i) => i.type !== 'discount' && !i.attributes.discount);
  const itemId = (i: Order['items'][number]) => i.catalogCode ?? String(i.variantId ?? i.id);
  const messages: OutboundMessage[] = [];
  const gdpr = order.attributes.GDPR;
  if (cfg.shopCertification.enabled && gdpr.heureka)
    messages.push({
      kind: 'shop-certification',
      site,
      dedupeKey: order.code,
      orderCode: order.code,
      email: order.customer.email,
      productItemIds: products.map(itemId),
    });
  if (cfg.priceComparison.enabled && gdpr.zbozicz)
    messages.push({
      kind: 'price-comparison',
      site,
      dedupeKey: order.code,
      orderCode: order.code,
      consent: gdpr.zbozicz,
      email: order.customer.email,
      totalPrice: order.prices.totalWithTax,
      deliveryPrice: order.prices.shipperPriceWithTax,
      otherCosts: order.prices.paymentPriceWithTax,
      currency: order.currencyCode,
      cart: products.map((i) => ({
        itemId: itemId(i),
        productName: i.name,
        unitPrice: i.prices.unitWithTax,
        quantity: i.amount,
      })),
    });
  const cjevent = order.attributes.custom.cjevent;
  if (cfg.affiliate.enabled && typeof cjevent === 'string' && cjevent !== '')
    messages.push({
      kind: 'affiliate-postback',
      site,
      dedupeKey: order.code,
      orderCode: order.code,
      cjevent,
      // Items after discounts, with tax: what the shop earns on goods (shipping is not commissioned).
      amount: order.prices.discountLimitPriceWithVat,
      currency: order.currencyCode,
      coupon: order.couponCode,
    });
  return messages;
}

export function welcomeMessages(domain: DomainConfig, email: string, origin: string, at: string): OutboundMessage[] {
  const cfg = domain.integrations.marketingAutomation;
  if (!cfg.enabled || origin !== 'welcome') return [];
  const lower = email.toLowerCase();
  return [{ kind: 'marketing-contact', site: domain.code, dedupeKey: lower, email: lower, consentAt: at, origin }];
}

function enqueue(c: Context<AppEnv>, messages: OutboundMessage[]): void {
  const queue = c.env.OUTBOUND_QUEUE;
  if (!queue || messages.length === 0) return;
  runInBackground(c, queue.sendBatch(messages.map((body) => ({ body, contentType: 'json' as const }))));
}

const PlacedAnswerSchema = z.object({ data: OrderSchema });
const SubscribeBodySchema = z.object({ email: z.email(), source: z.string().max(40).optional() });

/** After `POST /api/v1/cart/place`: a placed order reports itself (retries answer the same order; the consumer dedupes). */
export const reportPlacedOrder: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const parsed = PlacedAnswerSchema.safeParse(await placedAnswer(c));
  if (parsed.success) enqueue(c, orderMessages(c.get('domain'), parsed.data.data));
};

/** After `POST /api/v1/newsletter/subscribe` with source "welcome": a new contact for marketing automation. */
export const reportWelcomeSignup: MiddlewareHandler<AppEnv> = async (c, next) => {
  let body: unknown;
  try {
    // A clone: the proxy after us still reads (and size-limits) the original stream.
    body = c.req.method === 'POST' ? JSON.parse(await c.req.raw.clone().text()) : undefined;
  } catch {
    body = undefined;
  }
  await next();
  // 200 is a new subscription; 401 "already subscribed" (SPEC 8) was reported the first time.
  if (c.res.status !== 200) return;
  const parsed = SubscribeBodySchema.safeParse(body);
  if (parsed.success)
    enqueue(c, welcomeMessages(c.get('domain'), parsed.data.email, parsed.data.source ?? '', new Date().toISOString()));
};
