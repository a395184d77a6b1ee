import type { DomainConfig } from './config/domain-config';
import type { Locale } from '../shared/i18n/locales';
import type { Translate } from '../shared/i18n/dictionary';

/** Bindings declared in wrangler.toml. */
export interface Env {
  ASSETS: Fetcher;
  CACHE_KV: KVNamespace;
  /** The catalogue change log (`[[durable_objects.bindings]]`; worker/cache/catalog-change-store.ts). */
  CATALOG_CHANGES: DurableObjectNamespace<import('./cache/catalog-change-store').CatalogChangeStore>;
  DEMO_BACKEND: Fetcher;
  ENVIRONMENT: string;
  /** "true" only in development: `?__country=SK` (or cookie `dev-country`) simulates geo-IP. */
  ALLOW_COUNTRY_OVERRIDE?: string;
  /** "true" only in local development: no geo-IP there, so each site assumes its home country. */
  ASSUME_HOME_COUNTRY?: string;
  OPS_TOKEN?: string;
  /** Optional JSON overriding/adding domain configs per environment (validated at start). */
  DOMAINS_JSON?: string;
  /** Per-site numbers across isolates (`[[analytics_engine_datasets]]`, optional; worker/ops/site-metrics.ts). */
  ANALYTICS?: AnalyticsEngineDataset;
  /** The dataset's name, for reading it back through the SQL API (default `storefront_metrics`). */
  ANALYTICS_DATASET?: string;
  /** Account id and an API token with "Account Analytics: Read": without both, ops stats are per isolate. */
  ANALYTICS_ACCOUNT_ID?: string;
  ANALYTICS_API_TOKEN?: string;
  /** "off" silences the one-JSON-line-per-request log (the worker tests; worker/ops/request-log.ts). */
  REQUEST_LOGS?: string;
  /** Where the request log line goes: `console` (default; Workers Logs) or `memory` (the benches). */
  REQUEST_LOG_SINK?: string;
  /** Shared secret of the store's catalogue webhook (POST /__hooks/catalog; worker/hooks/catalog-hook.ts). */
  CATALOG_HOOK_SECRET?: string;
  /** HMAC key signing the user-variant / user-groups cookies (worker/middleware/signed-cookies.ts). */
  USER_COOKIE_SECRET?: string;
  /** Rate limits (`[[ratelimits]]` in wrangler.toml; worker/middleware/rate-limit.ts). */
  LOGIN_RATE_LIMIT?: RateLimit;
  ACCOUNT_RATE_LIMIT?: RateLimit;
  FORM_RATE_LIMIT?: RateLimit;
  COUPON_RATE_LIMIT?: RateLimit;
  ORDER_LOOKUP_RATE_LIMIT?: RateLimit;
  ADDRESS_CHECK_RATE_LIMIT?: RateLimit;
  RECOMMENDATION_RATE_LIMIT?: RateLimit;
  /** Outbound partner deliveries (worker/integrations/); absent binding = nothing is sent. */
  OUTBOUND_QUEUE?: Queue<import('./integrations/outbound-message').OutboundMessage>;
  /** First retry delay of a failed partner delivery, doubled per attempt (default 30 s). */
  OUTBOUND_RETRY_BASE_S?: string;
}

/** What the browser's cookies say about the shopper (validated; bad values dropped). */
export interface Session {
  /** Bearer token from the HttpOnly auth cookie `apollo-token`. */
  token?: string;
  /** Guest cart token from the HttpOnly cookie `guest-cart-token`. */
  guestToken?: string;
  variant?: string;
  groups: string[];
  /**
   * The request carried one of the personalising cookies, valid or not: its answer is private even
   * when a forged value was ignored (it also clears that cookie, and a Set-Cookie is never shared).
   */
  personalisingCookieSent?: boolean;
}

export interface Tracking {
  utm: Partial<Record<'campaign' | 'content' | 'medium' | 'source' | 'term', string>>;
  idp?: string;
  cjevent?: string;
}

export interface AppVariables {
  domain: DomainConfig;
  locale: Locale;
  /**
   * The page URL's language could not be read (no URL knowledge to tell a German slug from a
   * Slovak one): its page is not shared through the page cache (worker/middleware/choose-locale.ts).
   */
  localeUnsettled?: true;
  currency: string;
  /** Per-request CSP nonce: every inline script the renderer emits carries it. */
  nonce: string;
  /** Replaced (endSession), never changed in place: the upstream headers are kept per session object. */
  session: Readonly<Session>;
  tracking: Tracking;
  /** Translator of the request's locale (set by the page renderer). */
  t: Translate;
  /** A stricter Referrer-Policy for this answer (the login-as page: `no-referrer`). */
  referrerPolicy?: 'no-referrer';
  /**
   * The first moment what this page shows changes by the clock alone (a delivery promise's cut-off
   * or midnight: worker/loaders/delivery.ts); shared copies of the page are kept no longer.
   */
  showsUntil?: number;
  /** Country used for currency (cf.country, or the dev override). */
  country?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
