import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { app } from '../../worker/app';
import worker from '../../worker/index';
import { retryDelaySeconds, sentKey } from '../../worker/integrations/deliver-outbound';
import type { OutboundMessage } from '../../worker/integrations/outbound-message';
import { get, guestCart, mergeCookies, placeOrder, post, SK, storedOrder } from './order-journey';

// Issue 12: partner events go through OUTBOUND_QUEUE (wrangler.toml) to the demo backend's stand-in
// receivers, which record what they get (GET /__demo/integrations). Waiting is on recorded state,
// never on time: a bounded poll of that record, or the consumer called directly.

interface Delivery {
  kind: string;
  auth: string | null;
  body: Record<string, unknown>;
}
const deliveries = async (): Promise<Delivery[]> =>
  ((await (await get(SK, '/__demo/integrations')).json()) as { data: Delivery[] }).data;
const forOrder = (all: Delivery[], code: string) => all.filter((d) => d.body.orderId === code);

/** Polls the recorded deliveries until `done` holds (bounded: fails rather than hangs). */
async function until(done: (all: Delivery[]) => boolean): Promise<Delivery[]> {
  for (let i = 0; i < 1200; i++) {
    const all = await deliveries();
    if (done(all)) return all;
    await scheduler.wait(50);
  }
  throw new Error('the expected deliveries never arrived');
}

const knob = (prefix: string, times: number) =>
  post(SK, '/__demo/knobs', { prefix, status: 503, times }).then((r) => expect(r.status).toBe(200));

async function knobPrefixes(): Promise<string[]> {
  return ((await (await get(SK, '/__demo/knobs')).json()) as { data: { prefix: string }[] }).data.map((k) => k.prefix);
}

/** A guest order with every consent and an affiliate click: all three order reports apply. */
async function consentingOrder(cjevent = `cj-${crypto.randomUUID().slice(0, 8)}`) {
  const jar = await guestCart(SK, mergeCookies('', await get(SK, `/api/v1/cart?cjevent=${cjevent}`)));
  return placeOrder(SK, jar, { heurekaAllow: true, zboziczAllow: true }, { cjevent });
}

describe('outbound integrations through the queue', { timeout: 120_000 }, () => {
  test('each partner gets its report exactly once when it fails twice first', async () => {
    await knob('/partners/shop-certification', 2);
    await knob('/partners/price-comparison', 2);
    await knob('/partners/affiliate', 2);
    await knob('/partners/marketing-automation', 2);
    const order = await consentingOrder();
    const email = `welcome+${crypto.randomUUID().slice(0, 8)}@example.sk`;
    const signup = await post(SK, '/api/v1/newsletter/subscribe', {
      email,
      callbackUrl: '/aktivovat',
      source: 'welcome',
    });
    expect(signup.status).toBe(200);

    const all = await until(
      (a) =>
        forOrder(a, order.code).length === 3 &&
        a.some((d) => d.body.email === email && d.kind === 'marketing-automation'),
    );
    // Each stand-in failed twice (its knob is used up) and then got exactly one delivery.
    expect(await knobPrefixes()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^\/partners\//)]));
    const mine = forOrder(all, order.code);
    expect(mine.map((d) => d.kind).sort()).toEqual(['affiliate', 'price-comparison', 'shop-certification']);
    const stored = await storedOrder(SK, order.code);
    const cert = mine.find((d) => d.kind === 'shop-certification')!;
    expect(cert.body).toMatchObject({ apiKey: 'dev-shop-certification-key', email: stored.customer.email });
    expect(cert.body.productItemIds).toEqual(
      stored.items.filter((i) => i.type !== 'discount').map((i) => i.catalogCode),
    );
    expect(mine.find((d) => d.kind === 'price-comparison')!.body).toMatchObject({
      consent: true,
      totalPrice: stored.prices.totalWithTax,
      deliveryPrice: stored.prices.shipperPriceWithTax,
    });
    expect(mine.find((d) => d.kind === 'affiliate')!).toMatchObject({
      auth: 'Bearer',
      body: { cjevent: stored.attributes.custom.cjevent, amount: stored.prices.discountLimitPriceWithVat },
    });
    const contact = all.filter((d) => d.body.email === email);
    expect(contact).toHaveLength(1);
    expect(contact[0]).toMatchObject({
      kind: 'marketing-automation',
      auth: 'Basic',
      body: { accountId: 'eshop-sk', origin: 'welcome', isOptedIn: false, forceDoubleReOptIn: true },
    });
    expect(contact[0]!.body.columns).toMatchObject({ gdpr_marketing_parent: true });
  });

  test('a retried place and reloads of the finished page send nothing twice', async () => {
    const cjevent = `cj-${crypto.randomUUID().slice(0, 8)}`;
    const jar = await guestCart(SK, mergeCookies('', await get(SK, `/api/v1/cart?cjevent=${cjevent}`)));
    const key = `retry-${crypto.randomUUID()}`;
    const first = await placeOrder(SK, jar, {}, { cjevent }, key);
    await until((a) => forOrder(a, first.code).length === 3);
    // The same place again (same key, then a new key for the closed cart) answers the same order...
    expect((await placeOrder(SK, jar, {}, { cjevent }, key)).code).toBe(first.code);
    expect((await placeOrder(SK, jar, {}, { cjevent })).code).toBe(first.code);
    // ...and the finished page, reloaded, is just a page.
    for (let i = 0; i < 2; i++) expect((await get(SK, '/kosik/dokoncenie', jar)).status).toBe(200);
    // The queue is FIFO: once a later order's reports are in, the duplicates have been handled.
    const later = await consentingOrder();
    const all = await until((a) => forOrder(a, later.code).length === 3);
    expect(forOrder(all, first.code)).toHaveLength(3);
  });

  test("nothing is sent without the shopper's consent", async () => {
    const jar = await guestCart(SK);
    const refused = await placeOrder(SK, jar, { heurekaAllow: false, zboziczAllow: false });
    const later = await consentingOrder();
    const all = await until((a) => forOrder(a, later.code).length === 3);
    expect(forOrder(all, refused.code)).toEqual([]);
  });
});

describe('nothing configured, nothing sent', () => {
  test('a site without enabled integrations queues nothing for a placed order', async () => {
    const queued: unknown[] = [];
    const recordingQueue = {
      send: async (m: unknown) => void queued.push(m),
      sendBatch: async (ms: { body: unknown }[]) => void queued.push(...ms.map((m) => m.body)),
    };
    // The code defaults: every integration off (no DOMAINS_JSON).
    const testEnv = { ...env, DOMAINS_JSON: undefined, OUTBOUND_QUEUE: recordingQueue };
    const call = async (path: string, init: RequestInit = {}) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`${SK}${path}`, init), testEnv, ctx);
      await (await import('cloudflare:test')).waitOnExecutionContext(ctx);
      return res;
    };
    const add = await call('/api/v1/cart/items', {
      method: 'POST',
      headers: { origin: SK, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 10, type: 'variant', amount: 1 }),
    });
    expect(add.status, await add.clone().text()).toBe(200);
    const jar = mergeCookies('', add);
    const { buildPlaceOrderPayload } = await import('../../shared/checkout-payload');
    const { formValues } = await import('./order-journey');
    const payload = buildPlaceOrderPayload(formValues({}) as never, { cjevent: 'cj-off' });
    const placed = await call('/api/v1/cart/place', {
      method: 'POST',
      headers: { origin: SK, 'content-type': 'application/json', cookie: jar },
      body: JSON.stringify(payload),
    });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const welcome = await call('/api/v1/newsletter/subscribe', {
      method: 'POST',
      headers: { origin: SK, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `off+${crypto.randomUUID().slice(0, 8)}@example.sk`,
        callbackUrl: '/aktivovat',
        source: 'welcome',
      }),
    });
    expect(welcome.status, await welcome.clone().text()).toBe(200);
    expect(queued).toEqual([]);
  });

  test('the consumer sends nothing for a site whose secrets are missing, and acknowledges', async () => {
    const message: OutboundMessage = {
      kind: 'shop-certification',
      site: 'sk',
      dedupeKey: `no-secret-${crypto.randomUUID()}`,
      orderCode: 'NO-SECRET-1',
      email: 'a@example.sk',
      productItemIds: ['X'],
    };
    const batch = createMessageBatch('storefront-outbound', [
      { id: 'm1', timestamp: Date.now(), attempts: 1, body: message },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, SHOP_CERTIFICATION_API_KEY_SK: undefined } as never, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(['m1']);
    expect(result.retryMessages).toEqual([]);
    expect(forOrder(await deliveries(), 'NO-SECRET-1')).toEqual([]);
    expect(await env.CACHE_KV.get(sentKey(message))).toBeNull();
  });
});

describe('the consumer, called directly', () => {
  test('retry delays grow from the configured base and stop at an hour', () => {
    const at = (base: string | undefined, attempts: number) =>
      retryDelaySeconds({ ...env, OUTBOUND_RETRY_BASE_S: base }, attempts);
    expect([1, 2, 3, 4].map((n) => at('1', n))).toEqual([1, 2, 4, 8]);
    expect(at(undefined, 1)).toBe(30);
    expect(at('30', 20)).toBe(3600);
  });

  test('a failing partner is retried with a growing delay; a delivered message is never sent again', async () => {
    const code = `DIRECT-${crypto.randomUUID().slice(0, 8)}`;
    const message: OutboundMessage = {
      kind: 'shop-certification',
      site: 'sk',
      dedupeKey: code,
      orderCode: code,
      email: 'a@example.sk',
      productItemIds: ['X'],
    };
    const attempt = async (attempts: number) => {
      const batch = createMessageBatch('storefront-outbound', [
        { id: `m${attempts}`, timestamp: Date.now(), attempts, body: message },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env, ctx);
      return getQueueResult(batch, ctx);
    };
    await knob('/partners/shop-certification', 2);
    expect((await attempt(1)).retryMessages.map((m) => m.msgId)).toEqual(['m1']);
    expect((await attempt(2)).retryMessages.map((m) => m.msgId)).toEqual(['m2']);
    expect((await attempt(3)).explicitAcks).toEqual(['m3']);
    // A redelivery (or a duplicate report) after success: acknowledged, not sent.
    expect((await attempt(4)).explicitAcks).toEqual(['m4']);
    expect(forOrder(await deliveries(), code)).toHaveLength(1);
  });
});
