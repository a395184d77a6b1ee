import type { z } from 'zod';
import {
  DomainRegistrySchema,
  DomainsOverrideSchema,
  type CacheRules,
  type Integrations,
  type DomainConfig,
  type DomainRegistry,
} from './domain-config';
import { deepMerge } from './deep-merge';
import type { ReadKind } from '../cache/read-kinds';

// The sites of this storefront, as code defaults. Per-environment values come from
// `env.DOMAINS_JSON` (see DomainsOverrideSchema); live cache rules from KV (cache-rules-override.ts).

const DEMO_BACKEND = 'https://demo-backend.internal';

const defaultUpstreams = {
  store: `${DEMO_BACKEND}/api/v1`,
  oauth: `${DEMO_BACKEND}/api/oauth`,
  content: `${DEMO_BACKEND}/content`,
  graphql: `${DEMO_BACKEND}/content/graphql`,
  image: `${DEMO_BACKEND}/image`,
  timeoutMs: 5000,
  searchTimeoutMs: 2000,
};

/**
 * Partner integrations: all off by default (docs/INTEGRATIONS.md); endpoints point at
 * the demo backend's stand-in receivers, which development enables through DOMAINS_JSON.
 */
export const defaultIntegrations = (code: string): Integrations => {
  const site = code.toUpperCase();
  return {
    marketingAutomation: {
      enabled: false,
      endpoint: `${DEMO_BACKEND}/partners/marketing-automation/AddContact`,
      accountId: `eshop-${code}`,
      userSecret: `MARKETING_AUTOMATION_USER_${site}`,
      passwordSecret: `MARKETING_AUTOMATION_PASSWORD_${site}`,
    },
    shopCertification: {
      enabled: false,
      endpoint: `${DEMO_BACKEND}/partners/shop-certification`,
      apiKeySecret: `SHOP_CERTIFICATION_API_KEY_${site}`,
    },
    priceComparison: {
      enabled: false,
      endpoint: `${DEMO_BACKEND}/partners/price-comparison`,
      shopId: `eshop-${code}`,
      apiKeySecret: `PRICE_COMPARISON_API_KEY_${site}`,
    },
    affiliate: {
      enabled: false,
      endpoint: `${DEMO_BACKEND}/partners/affiliate`,
      enterpriseId: `eshop-${code}`,
      actionId: 'purchase',
      apiKeySecret: `AFFILIATE_API_KEY_${site}`,
    },
    tagManagerId: null,
    tagManagerUrl: 'https://www.googletagmanager.com/gtm.js?id={id}',
    addressValidation: {
      enabled: false,
      endpoint: `${DEMO_BACKEND}/partners/address-validation`,
      apiKeySecret: `ADDRESS_VALIDATION_API_KEY_${site}`,
      timeoutMs: 1500,
    },
    recommendations: {
      enabled: false,
      endpoint: `${DEMO_BACKEND}/partners/recommendations`,
      method: 'GET',
      apiKeySecret: null,
      timeoutMs: 1500,
      limit: 8,
      cacheSeconds: 300,
    },
  };
};

/**
 * Each read kind's TTL in seconds (every kind must be named: a new kind without one does not
 * compile); undefined: the site's \`defaultTtlSeconds\`.
 */
const DEFAULT_TTL_BY_KIND: Record<ReadKind, number | undefined> = {
  product: 60,
  category: 120,
  article: 300,
  search: 30,
  page: undefined,
  reference: undefined,
  menu: undefined,
};

const defaultCacheRules: CacheRules = {
  globals: { ttlSeconds: 300, staleSeconds: 3600 },
  upstreamReads: {
    defaultTtlSeconds: 60,
    staleOnErrorSeconds: 3600,
    ttlByKind: DEFAULT_TTL_BY_KIND,
  },
  notFoundTtlSeconds: 300,
  pageCache: {
    enabled: true,
    ttlSeconds: 60,
    // A flash message (shared/flash-cookie.ts) is for one view: a refused form's page renders it (register).
    bypassCookies: ['apollo-token', 'guest-cart-token', 'user-variant', 'user-groups', 'flash'],
  },
  // Long enough for a warm page (reads in the colo cache) to go out whole with its real status;
  // short enough that a slow upstream costs the shell at most this much (issue 6: first byte
  // within 30 ms whatever the upstream latency). The first byte at a slow upstream is this wait plus
  // the shell's render, and a fast page's is its whole render, so the faster pages render the closer
  // the gap comes to the wait itself: at 35 ms it read 28.4-30.6 ms on 11-27 as renders got cheaper.
  renderStatusWaitMs: 25,
  imageTtlSeconds: 30 * 24 * 3600,
  // One page-cache hit in ten has its log line (every error and miss has one): hits are most of the
  // traffic and the least telling; ops raise it live when they need to (docs/OPERATIONS.md, "Request logs").
  requestLog: { hitSampleRate: 0.1 },
};

export const DEFAULT_DOMAINS: DomainConfig[] = [
  {
    code: 'sk',
    canonicalHost: 'www.eshop-demo.sk',
    // Local dev (`http://sk.localhost:8787`) and tests reach the site through these.
    hostAliases: ['eshop-demo.sk', 'sk.localhost', 'localhost', '127.0.0.1', 'www.example.sk', 'example.sk'],
    defaultLocale: 'sk',
    locales: ['sk', 'de'],
    translationVariant: 'default',
    defaultCurrency: 'EUR',
    currencies: ['EUR', 'CZK'],
    currencyFromIp: true,
    homeCountry: 'SK',
    menuCodes: { main: 'mainMenu', footer: ['footerShop', 'footerAbout', 'footerHelp'] },
    upstreams: defaultUpstreams,
    integrations: defaultIntegrations('sk'),
    cache: defaultCacheRules,
    maxRequestBodyBytes: 64 * 1024,
  },
  {
    code: 'cz',
    canonicalHost: 'www.eshop-demo.cz',
    hostAliases: ['eshop-demo.cz', 'cz.localhost', 'www.example.cz', 'example.cz'],
    defaultLocale: 'cs',
    locales: ['cs', 'de'],
    translationVariant: 'default',
    defaultCurrency: 'CZK',
    currencies: ['CZK', 'EUR'],
    currencyFromIp: true,
    homeCountry: 'CZ',
    menuCodes: { main: 'mainMenu', footer: ['footerShop', 'footerAbout', 'footerHelp'] },
    upstreams: defaultUpstreams,
    integrations: defaultIntegrations('cz'),
    cache: defaultCacheRules,
    maxRequestBodyBytes: 64 * 1024,
  },
];

export class DomainConfigError extends Error {
  override name = 'DomainConfigError';
}

function describeZodError(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/**
 * Builds and validates the registry: defaults plus the DOMAINS_JSON overrides.
 * Throws DomainConfigError with every problem spelled out; nothing is half-applied.
 */
export function buildDomainRegistry(domainsJson: string | undefined): DomainRegistry {
  let override: z.infer<typeof DomainsOverrideSchema> = { domains: {} };
  if (domainsJson && domainsJson.trim() !== '') {
    let raw: unknown;
    try {
      raw = JSON.parse(domainsJson);
    } catch (e) {
      throw new DomainConfigError(`DOMAINS_JSON is not JSON: ${(e as Error).message}`);
    }
    const parsed = DomainsOverrideSchema.safeParse(raw);
    if (!parsed.success) throw new DomainConfigError(`DOMAINS_JSON: ${describeZodError(parsed.error)}`);
    override = parsed.data;
  }
  const byCode = new Map<string, unknown>(DEFAULT_DOMAINS.map((d) => [d.code, d]));
  for (const [code, patch] of Object.entries(override.domains)) {
    byCode.set(code, deepMerge(byCode.get(code) ?? {}, { ...patch, code }));
  }
  const result = DomainRegistrySchema.safeParse({
    domains: [...byCode.values()],
    fallbackCode: override.fallbackCode ?? 'sk',
  });
  if (!result.success) throw new DomainConfigError(`domain config: ${describeZodError(result.error)}`);
  return result.data;
}

/** The site a Host header belongs to (port and case ignored); unknown hosts get the fallback site. */
export function findDomain(registry: DomainRegistry, host: string | undefined): DomainConfig {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const hit = registry.domains.find((d) => d.canonicalHost === name || d.hostAliases.includes(name));
  // Registry validation guarantees the fallback exists.
  return hit ?? registry.domains.find((d) => d.code === registry.fallbackCode)!;
}

// Workers have no start hook: the first request in an isolate builds the registry, and the
// outcome (registry or error) is kept for the isolate's life. A bad config therefore answers
// 500 on every request and is logged once per isolate, loudly, instead of half-working.
let memo: { source: string | undefined; result: DomainRegistry | DomainConfigError } | undefined;

export function loadDomainRegistry(domainsJson: string | undefined): DomainRegistry {
  if (!memo || memo.source !== domainsJson) {
    try {
      memo = { source: domainsJson, result: buildDomainRegistry(domainsJson) };
    } catch (e) {
      const error = e instanceof DomainConfigError ? e : new DomainConfigError(String(e));
      console.error(
        `[storefront] FATAL: invalid domain configuration, every request answers 500 until fixed. ${error.message}`,
      );
      memo = { source: domainsJson, result: error };
    }
  }
  if (memo.result instanceof DomainConfigError) throw memo.result;
  return memo.result;
}
