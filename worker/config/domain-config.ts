import { z } from 'zod';
import { READ_KINDS, type ReadKind } from '../cache/read-kinds';
import { LocaleSchema } from '../../shared/i18n/locales';
import { mayPageCache, ROUTES } from '../../shared/routes';
import { MAX_RECOMMENDATION_ITEMS } from '../../shared/contracts/recommendations';

// The shape of one site's configuration. Defaults live in ./domains.ts; wrangler.toml's
// DOMAINS_JSON may override them per environment, and ops may override the cache rules live
// (KV key `ops:cache-rules:<code>`). Every source goes through these schemas.

/** ISO 4217 code as the store API spells it (upper case). */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'a currency is three upper-case letters');

const seconds = z
  .number()
  .int()
  .min(0)
  .max(365 * 24 * 3600);

/**
 * Cache rules of one site: what ops may change without a deploy. Strict at every level: a typo
 * (`pageCache.ttlSecond`) is refused with its name instead of being dropped in silence.
 */
/**
 * Bounds of every list and string an ops override may set (issue 26.11): the rules are read from KV
 * on every request, so their size is part of every request's cost, and an oversized override is a
 * 400 naming the field rather than a slower shop.
 */
/** One optional TTL per read kind: an unknown kind is an error naming it, not a silent no-op. */
type ReadKindShape = { [K in ReadKind]: z.ZodOptional<typeof seconds> };
const MAX_BYPASS_COOKIES = 32;

export const CacheRulesSchema = z
  .object({
    /** Globals, menus, currencies, countries in KV (stale-while-revalidate). */
    globals: z.strictObject({
      ttlSeconds: seconds.min(1),
      /** After ttl, a stale entry is served at once and refreshed in the background for this long. */
      staleSeconds: seconds,
    }),
    /** Upstream reads (products, categories, articles, search) in the Cache API, by read kind. */
    upstreamReads: z.strictObject({
      defaultTtlSeconds: seconds,
      /** How long after its TTL an entry may still be served when the upstream fails. */
      staleOnErrorSeconds: seconds,
      ttlByKind: z
        .strictObject(Object.fromEntries(READ_KINDS.map((kind) => [kind, seconds.optional()])) as ReadKindShape)
        .default({}),
    }),
    /** url-rewrite / redirect answers for unknown paths, negative ones included. */
    notFoundTtlSeconds: seconds,
    /** Anonymous whole-page HTML in the Cache API. */
    pageCache: z.strictObject({
      enabled: z.boolean(),
      ttlSeconds: seconds,
      /**
       * Route names (shared/routes.ts) whose anonymous pages this site caches; absent: the routes the
       * table marks `pageCache: 'default'`. Only routes the table allows can be named.
       */
      routes: z
        .array(
          z.string().max(64).refine(mayPageCache, {
            message: 'not a route name in shared/routes.ts whose pages may be page-cached',
          }),
        )
        // Each route at most once: no list longer than the route table (issue 26.11; read on every request).
        .max(ROUTES.length)
        .optional(),
      /** Any of these cookies present → the page is personal: never read or written. */
      bypassCookies: z.array(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/)).max(MAX_BYPASS_COOKIES),
    }),
    /** How long the renderer waits for page data before it commits to a status code. */
    renderStatusWaitMs: z.number().int().min(0).max(10_000),
    /** Images from the image CDN, served with this max-age and kept in the Cache API. */
    imageTtlSeconds: seconds,
    /**
     * The one-line-per-request log (worker/ops/request-log.ts): every error, miss and uncached answer
     * is logged; page-cache hits, the bulk of the traffic and the least telling, only this share.
     */
    requestLog: z.strictObject({ hitSampleRate: z.number().min(0).max(1) }).default({ hitSampleRate: 1 }),
  })
  .strict();
export type CacheRules = z.infer<typeof CacheRulesSchema>;

const upstreamUrl = z.url({ protocol: /^https?$/ }).refine((u) => !u.endsWith('/'), 'no trailing slash');

export const UpstreamsSchema = z
  .object({
    /** Store API base, e.g. https://demo-backend.internal/api/v1 */
    store: upstreamUrl,
    /** Store auth endpoints (spec 7: POST api/oauth/login, api/oauth/logout). */
    oauth: upstreamUrl,
    /** Content REST base (url-rewrite, redirect, menu-object, catalog/*, search). */
    content: upstreamUrl,
    /** Content GraphQL endpoint. */
    graphql: upstreamUrl,
    /** Image CDN base (/image/{style}-w{w}-h{h}-crop-upscale/{path}). */
    image: upstreamUrl,
    /** Per-call time-out for every upstream call of this site. */
    timeoutMs: z.number().int().min(50).max(60_000),
    /** Spec 7/9: the search service answers within 2000 ms or the page goes on without it. */
    searchTimeoutMs: z.number().int().min(50).max(60_000),
  })
  .strict();
export type Upstreams = z.infer<typeof UpstreamsSchema>;

/** Name of a Worker secret (`wrangler secret put NAME`); the value itself never sits in config. */
const secretName = z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/, 'a secret name is UPPER_SNAKE_CASE');

/**
 * Outbound partner integrations of one site (issue 12, docs/INTEGRATIONS.md). Each is
 * off unless `enabled` AND its secrets are set: nothing configured means nothing sent. Deliveries go
 * through the OUTBOUND_QUEUE (worker/integrations/).
 */
export const IntegrationsSchema = z
  .object({
    /** SPEC 7 marketing automation AddContact for welcome sign-ups (basic auth). */
    marketingAutomation: z
      .object({
        enabled: z.boolean(),
        endpoint: upstreamUrl,
        accountId: z.string().max(100),
        userSecret: secretName,
        passwordSecret: secretName,
      })
      .strict(),
    /** SPEC 7 shop certification (apiKey, email, orderId, productItemIds), only with the shopper's consent. */
    shopCertification: z.object({ enabled: z.boolean(), endpoint: upstreamUrl, apiKeySecret: secretName }).strict(),
    /** SPEC 9 price-comparison conversion, once per order code, only with the shopper's consent. */
    priceComparison: z
      .object({ enabled: z.boolean(), endpoint: upstreamUrl, shopId: z.string().max(100), apiKeySecret: secretName })
      .strict(),
    /** SPEC 9 affiliate postback for orders that arrived with a `cjevent`. */
    affiliate: z
      .object({
        enabled: z.boolean(),
        endpoint: upstreamUrl,
        enterpriseId: z.string().max(100),
        actionId: z.string().max(100),
        apiKeySecret: secretName,
      })
      .strict(),
    /** SPEC 9 tag manager container (e.g. GTM-XXXX); loaded only after cookie consent. */
    tagManagerId: z
      .string()
      .regex(/^[A-Z]{2,4}-[A-Z0-9]{4,12}$/)
      .nullable(),
    /** Where the container loader comes from (`{id}` is replaced); a local stand-in in development. */
    tagManagerUrl: z.string().regex(/^(https:\/\/[a-z0-9.-]+|)\/[A-Za-z0-9._~/?=&{}-]*$/),
    /**
     * SPEC 5 address-validation service: while on, its verdicts replace the shop's own rules for
     * e-mail, full name, phone, IČO, street, house number and postcode in checkout. Reached only
     * through POST /api/address-validation (worker/proxy/address-validation-route.ts); a failure or
     * time-out falls back to the shop's own rules.
     */
    addressValidation: z
      .object({
        enabled: z.boolean(),
        endpoint: upstreamUrl,
        apiKeySecret: secretName,
        /** The shopper waits for it on blur and before placing the order: keep it short. */
        timeoutMs: z.number().int().min(100).max(10_000),
      })
      .strict(),
    /**
     * SPEC 7 recommendation engine (POST or GET; contract in shared/contracts/recommendations.ts): the
     * product page's "recommended for you" row. Reached only through GET /api/recommendations
     * (worker/proxy/recommendations-route.ts), after the page has loaded; a failure, time-out or
     * unusable answer shows no row.
     */
    recommendations: z
      .object({
        enabled: z.boolean(),
        endpoint: upstreamUrl,
        method: z.enum(['GET', 'POST']),
        /** The bearer key's secret, or null for an engine that wants none. */
        apiKeySecret: secretName.nullable(),
        /** Nobody waits for the row (it is below the fold), but the worker should not hold a call long. */
        timeoutMs: z.number().int().min(100).max(10_000),
        /** Most products the row shows (the engine is asked for this many). */
        limit: z.number().int().min(1).max(MAX_RECOMMENDATION_ITEMS),
        /** How long anonymous answers are shared (s-maxage, and the worker's own copy per product). */
        cacheSeconds: z.number().int().min(0).max(86_400),
      })
      .strict(),
  })
  .strict();
export type Integrations = z.infer<typeof IntegrationsSchema>;

const hostName = z.string().regex(/^[a-z0-9.-]+$/, 'a host is lower-case letters, digits, dots and dashes (no port)');

export const DomainConfigSchema = z
  .object({
    /** Domain code sent upstream and used in cache keys: `sk`, `cz`. */
    code: z.string().regex(/^[a-z]{2,8}$/),
    canonicalHost: hostName,
    /** Other hosts answering for this site (local dev, tests). */
    hostAliases: z.array(hostName),
    defaultLocale: LocaleSchema,
    locales: z.array(LocaleSchema).min(1),
    /** Translation variant header sent upstream (spec 7). */
    translationVariant: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    defaultCurrency: CurrencyCodeSchema,
    currencies: z.array(CurrencyCodeSchema).min(1),
    /** Spec 9: EUR when the visitor's country is not CZ. */
    currencyFromIp: z.boolean(),
    /** The site's home country (ISO alpha-2): what local development assumes when no geo-IP exists. */
    homeCountry: z.string().regex(/^[A-Z]{2}$/),
    /** Content menu-object codes the shell loads: the main menu and the footer columns in order. */
    menuCodes: z.object({ main: z.string().min(1), footer: z.array(z.string().min(1)) }).strict(),
    upstreams: UpstreamsSchema,
    integrations: IntegrationsSchema,
    cache: CacheRulesSchema,
    /** Largest request body the API proxy forwards. */
    maxRequestBodyBytes: z
      .number()
      .int()
      .min(1024)
      .max(10 * 1024 * 1024),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (!d.locales.includes(d.defaultLocale))
      ctx.addIssue({ code: 'custom', path: ['locales'], message: `must include defaultLocale ${d.defaultLocale}` });
    if (!d.currencies.includes(d.defaultCurrency))
      ctx.addIssue({
        code: 'custom',
        path: ['currencies'],
        message: `must include defaultCurrency ${d.defaultCurrency}`,
      });
  });
export type DomainConfig = z.infer<typeof DomainConfigSchema>;

/** All sites of one deployment plus the one answering unknown hosts. */
export const DomainRegistrySchema = z
  .object({
    domains: z.array(DomainConfigSchema).min(1),
    /** Code of the site that answers a Host no site claims (workers.dev preview, bare IPs). */
    fallbackCode: z.string(),
  })
  .superRefine((r, ctx) => {
    const codes = new Set<string>();
    const hosts = new Map<string, string>();
    for (const d of r.domains) {
      if (codes.has(d.code))
        ctx.addIssue({ code: 'custom', path: ['domains'], message: `duplicate domain code ${d.code}` });
      codes.add(d.code);
      for (const h of [d.canonicalHost, ...d.hostAliases]) {
        const other = hosts.get(h);
        if (other && other !== d.code)
          ctx.addIssue({
            code: 'custom',
            path: ['domains'],
            message: `host ${h} claimed by both ${other} and ${d.code}`,
          });
        hosts.set(h, d.code);
      }
    }
    if (!codes.has(r.fallbackCode))
      ctx.addIssue({ code: 'custom', path: ['fallbackCode'], message: `no domain with code ${r.fallbackCode}` });
  });
export type DomainRegistry = z.infer<typeof DomainRegistrySchema>;

/**
 * DOMAINS_JSON: per-environment overrides. `domains` maps a code to a partial config merged
 * (deeply, arrays replaced) onto the default of that code; a new code must be complete.
 */
export const DomainsOverrideSchema = z
  .object({
    domains: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
    fallbackCode: z.string().optional(),
  })
  .strict();
