import { z } from 'zod';

/**
 * One outbound partner delivery on the OUTBOUND_QUEUE (issue 12). The producer (report-events.ts)
 * puts only what the partner needs; the consumer (deliver-outbound.ts) adds endpoint and credentials
 * from the site's config and secrets at delivery time, so no secret ever sits in a queue message.
 * `dedupeKey` makes each delivery happen once even when the producer reports the same event twice.
 */
const base = { site: z.string().regex(/^[a-z]{2,8}$/), dedupeKey: z.string().min(1).max(200) };

export const OutboundMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('marketing-contact'),
    ...base,
    email: z.email(),
    /** When the shopper agreed (ISO date-time): the gdpr_marketing_date column. */
    consentAt: z.string(),
    /** The sign-up's origin (SPEC 7: sent when the source is "welcome"). */
    origin: z.string().max(40),
  }),
  z.object({
    kind: z.literal('shop-certification'),
    ...base,
    orderCode: z.string(),
    email: z.email(),
    productItemIds: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('price-comparison'),
    ...base,
    orderCode: z.string(),
    consent: z.boolean(),
    email: z.email().nullable(),
    totalPrice: z.number(),
    deliveryPrice: z.number(),
    otherCosts: z.number(),
    currency: z.string(),
    cart: z.array(
      z.object({ itemId: z.string(), productName: z.string(), unitPrice: z.number(), quantity: z.number() }),
    ),
  }),
  z.object({
    kind: z.literal('affiliate-postback'),
    ...base,
    orderCode: z.string(),
    cjevent: z.string(),
    amount: z.number(),
    currency: z.string(),
    coupon: z.string().nullable(),
  }),
]);
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;
export type OutboundKind = OutboundMessage['kind'];
