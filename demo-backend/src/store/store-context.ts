/**
 * Per-request store context: locale, domain, currency and user from the headers of SPEC 6/7 (names in
 * shared/contracts/store.ts STORE_HEADERS), plus the error shape and body validation every route uses.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { STORE_HEADERS, type CurrencyCode, type DomainCode } from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import type { StoreErrorCode } from '../../../shared/store-error-codes';

export type Locale = 'sk' | 'cs' | 'de';
export type StoreContext = Context<DemoAppEnv>;

export interface RequestPrefs {
  locale: Locale;
  domain: DomainCode;
  currency: CurrencyCode;
}

/** Domain defaults: sk site speaks Slovak in EUR, cz site Czech in CZK. */
export const DOMAIN_DEFAULTS: Record<DomainCode, { locale: Locale; currency: CurrencyCode; country: string }> = {
  sk: { locale: 'sk', currency: 'EUR', country: 'SVK' },
  cz: { locale: 'cs', currency: 'CZK', country: 'CZE' },
};

export function requestPrefs(c: StoreContext): RequestPrefs {
  const domainHeader = c.req.header(STORE_HEADERS.domain)?.toLowerCase();
  const domain: DomainCode = domainHeader === 'cz' || domainHeader === 'cs' ? 'cz' : 'sk';
  const localeHeader = (c.req.header(STORE_HEADERS.locale) ?? c.req.query('lang'))?.toLowerCase();
  const locale: Locale =
    localeHeader === 'sk' || localeHeader === 'cs' || localeHeader === 'de'
      ? localeHeader
      : DOMAIN_DEFAULTS[domain].locale;
  const currencyHeader = c.req.header(STORE_HEADERS.currency)?.toUpperCase();
  const currency: CurrencyCode =
    currencyHeader === 'EUR' || currencyHeader === 'CZK' ? currencyHeader : DOMAIN_DEFAULTS[domain].currency;
  return { locale, domain, currency };
}

export interface StoreErrorItem {
  title: string;
  field?: string;
  status?: number;
  /** What the storefront translates (shared/store-error-codes.ts); the title stays English. */
  code?: StoreErrorCode;
  params?: Record<string, string | number>;
}

/** Thrown by routes; store-app's onError turns it into `{ errors: [...] }` with the status. */
export class StoreHttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500,
    readonly errors: StoreErrorItem[],
  ) {
    super(errors[0]?.title ?? 'Error');
  }
}

export const fail = (
  status: StoreHttpError['status'],
  title: string,
  field?: string,
  code?: StoreErrorCode,
  params?: Record<string, string | number>,
): never => {
  throw new StoreHttpError(status, [
    { title, ...(field ? { field } : {}), status, ...(code ? { code } : {}), ...(params ? { params } : {}) },
  ]);
};

/** Validates a JSON body with a shared contract schema; 400 for non-JSON, 422 listing every issue. */
export async function parseBody<S extends z.ZodType>(c: StoreContext, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    fail(400, 'Request body must be valid JSON', undefined, 'invalid_json');
  }
  return parseWith(schema, raw);
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new StoreHttpError(
      422,
      result.error.issues.map((issue) => ({
        title: issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
        ...(issue.path.length ? { field: issue.path.join('.') } : {}),
        status: 422,
        code: 'invalid_input' as const,
      })),
    );
  }
  return result.data;
}

/** Validates the query string (repeated keys become arrays only for the given keys). */
export function parseQuery<S extends z.ZodType>(c: StoreContext, schema: S, arrayKeys: string[] = []): z.output<S> {
  const raw: Record<string, unknown> = { ...c.req.query() };
  for (const key of arrayKeys) {
    const values = c.req.queries(key);
    if (values) raw[key] = values;
  }
  return parseWith(schema, raw);
}

export const nowIso = () => new Date().toISOString();
