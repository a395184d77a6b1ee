import type { DomainConfig } from '../config/domain-config';
import { loadDomainRegistry } from '../config/domains';
import type { Env } from '../env';
import { upstreamFetch } from '../upstream/upstream-fetch';
import { OutboundMessageSchema, type OutboundMessage } from './outbound-message';

/**
 * The consumer of OUTBOUND_QUEUE (issue 12): one partner request per message, with the site's
 * endpoint and secrets read now. A delivered message is remembered in KV under its dedupe key, so a
 * duplicate report (a retried place, a replayed answer) or a redelivery is acknowledged without a
 * second request. Failures are retried with a growing delay; after max_retries the queue moves the
 * message to the dead-letter queue (wrangler.toml), where nothing is lost.
 */

const SENT_TTL_S = 90 * 24 * 3600;
const PARTNER_TIMEOUT_MS = 10_000;

export const sentKey = (m: Pick<OutboundMessage, 'kind' | 'site' | 'dedupeKey'>) =>
  `outbound-sent:${m.kind}:${m.site}:${m.dedupeKey}`;

function secret(env: Env, name: string): string | null {
  const value = (env as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The partner request for a message, or null when the site has it off or lacks its secrets. */
export function partnerRequest(
  m: OutboundMessage,
  domain: DomainConfig,
  env: Env,
): { url: string; init: RequestInit } | null {
  const cfg = domain.integrations;
  const json = (url: string, body: unknown, headers: Record<string, string> = {}) => ({
    url,
    init: { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
  });
  switch (m.kind) {
    case 'marketing-contact': {
      const c = cfg.marketingAutomation;
      const user = secret(env, c.userSecret);
      const password = secret(env, c.passwordSecret);
      if (!c.enabled || !user || !password) return null;
      // SPEC 7 AddContact: double opt-in is forced, the shopper is not opted in until confirming.
      return json(
        c.endpoint,
        {
          accountId: c.accountId,
          email: m.email,
          origin: m.origin,
          isOptedIn: false,
          forceDoubleReOptIn: true,
          columns: { gdpr_marketing_parent: true, gdpr_marketing_date: m.consentAt },
        },
        { authorization: `Basic ${btoa(`${user}:${password}`)}` },
      );
    }
    case 'shop-certification': {
      const c = cfg.shopCertification;
      const apiKey = secret(env, c.apiKeySecret);
      if (!c.enabled || !apiKey) return null;
      return json(c.endpoint, { apiKey, email: m.email, orderId: m.orderCode, productItemIds: m.productItemIds });
    }
    case 'price-comparison': {
      const c = cfg.priceComparison;
      const apiKey = secret(env, c.apiKeySecret);
      if (!c.enabled || !apiKey) return null;
      return json(c.endpoint, {
        shopId: c.shopId,
        privateKey: apiKey,
        orderId: m.orderCode,
        consent: m.consent,
        email: m.consent ? m.email : null,
        totalPrice: m.totalPrice,
        deliveryPrice: m.deliveryPrice,
        otherCosts: m.otherCosts,
        currency: m.currency,
        cart: m.cart,
      });
    }
    case 'affiliate-postback': {
      const c = cfg.affiliate;
      const apiKey = secret(env, c.apiKeySecret);
      if (!c.enabled || !apiKey) return null;
      return json(
        c.endpoint,
        {
          enterpriseId: c.enterpriseId,
          actionId: c.actionId,
          cjevent: m.cjevent,
          orderId: m.orderCode,
          amount: m.amount,
          currency: m.currency,
          coupon: m.coupon,
        },
        { authorization: `Bearer ${apiKey}` },
      );
    }
  }
}

/** Delay before the next attempt: base × 2^(attempt-1), at most an hour. */
export const retryDelaySeconds = (env: Env, attempts: number) =>
  Math.min(3600, Math.max(0, Number(env.OUTBOUND_RETRY_BASE_S ?? '30') || 0) * 2 ** Math.max(0, attempts - 1));

export async function deliverOutbound(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const registry = loadDomainRegistry(env.DOMAINS_JSON);
  // One at a time: two copies of one event in a batch must see each other's KV mark.
  for (const message of batch.messages) {
    const parsed = OutboundMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(`[outbound] dropped a malformed message ${message.id}`);
      message.ack();
      continue;
    }
    const m = parsed.data;
    const domain = registry.domains.find((d) => d.code === m.site);
    const request = domain ? partnerRequest(m, domain, env) : null;
    if (!request) {
      message.ack(); // switched off or unconfigured since it was queued: nothing is sent
      continue;
    }
    const key = sentKey(m);
    if ((await env.CACHE_KV.get(key)) !== null) {
      message.ack();
      continue;
    }
    let ok = false;
    let why = '';
    try {
      const res = await upstreamFetch(env, request.url, request.init, { timeoutMs: PARTNER_TIMEOUT_MS });
      ok = res.ok;
      why = `HTTP ${res.status}`;
      await res.body?.cancel();
    } catch (e) {
      why = String(e);
    }
    if (ok) {
      await env.CACHE_KV.put(key, new Date().toISOString(), { expirationTtl: SENT_TTL_S });
      message.ack();
    } else {
      console.warn(`[outbound] ${m.kind} ${m.dedupeKey} attempt ${message.attempts} failed: ${why}`);
      message.retry({ delaySeconds: retryDelaySeconds(env, message.attempts) });
    }
  }
}
