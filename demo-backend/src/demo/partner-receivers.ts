/**
 * Stand-in receivers for the storefront's outbound partner integrations (issue 12): marketing
 * automation AddContact, shop certification, price comparison, affiliate postback. Each records what
 * it got (readable at GET /__demo/integrations, cleared by DELETE) and answers like a partner. They
 * live under /partners (not /__demo) so the knobs can make them slow or fail, e.g.
 * `{ prefix: "/partners/shop-certification", status: 503, times: 2 }`. Module state: one isolate.
 */
import { Hono } from 'hono';
import type { DemoAppEnv } from '../env';

export interface PartnerDelivery {
  kind: 'marketing-automation' | 'shop-certification' | 'price-comparison' | 'affiliate';
  receivedAt: string;
  /** The Authorization header's scheme and whether it was present (the secret itself is not kept). */
  auth: string | null;
  body: Record<string, unknown>;
}

const deliveries: PartnerDelivery[] = [];
export const listDeliveries = () => [...deliveries];
export const clearDeliveries = () => {
  deliveries.length = 0;
};

export const partnersApp = new Hono<DemoAppEnv>();

function receiver(
  kind: PartnerDelivery['kind'],
  authorised: (auth: string | null, body: Record<string, unknown>) => boolean,
) {
  return async (c: import('hono').Context<DemoAppEnv>) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json({ error: 'not JSON' }, 400);
    }
    const auth = c.req.header('authorization') ?? null;
    if (!authorised(auth, body)) return c.json({ error: 'unauthorised' }, 401);
    deliveries.push({ kind, receivedAt: new Date().toISOString(), auth: auth?.split(' ')[0] ?? null, body });
    return c.json({ ok: true });
  };
}

const nonEmpty = (v: unknown) => typeof v === 'string' && v !== '';
partnersApp.post(
  '/marketing-automation/AddContact',
  receiver('marketing-automation', (a) => !!a?.startsWith('Basic ')),
);
partnersApp.post(
  '/shop-certification',
  receiver('shop-certification', (_a, b) => nonEmpty(b.apiKey)),
);
partnersApp.post(
  '/price-comparison',
  receiver('price-comparison', (_a, b) => nonEmpty(b.privateKey)),
);
partnersApp.post(
  '/affiliate',
  receiver('affiliate', (a) => !!a?.startsWith('Bearer ')),
);

/**
 * A stand-in tag-manager container for local runs and tests (no network): like the real loader it
 * marks dataLayer with gtm.js, then loads one more script of its own (what `strict-dynamic` must allow).
 */
export const TAG_MANAGER_SCRIPT = `(function(){var w=window;w.dataLayer=w.dataLayer||[];w.dataLayer.push({event:'gtm.js','gtm.start':Date.now(),container:'demo'});var s=document.createElement('script');s.src='/__demo/tag-manager-tag.js';document.head.appendChild(s);})();`;
export const TAG_MANAGER_TAG_SCRIPT = `(function(){window.__demoTagManagerTagLoaded=true;})();`;
