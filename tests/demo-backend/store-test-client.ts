/** Helpers for the demo-backend tests: requests to SELF with the store headers, schema checks, row counts. */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import type { z } from 'zod';
import { StoreErrorSchema } from '../../shared/contracts/store';
import { demoTestEnv } from './demo-test-env';

export const BASE = 'https://demo';
export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string | null;
  guest?: string | null;
  headers?: Record<string, string>;
}

export async function call(path: string, o: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'x-inspishop-domain': 'sk',
    'x-inspishop-locale': 'sk',
    'x-inspishop-currency': 'EUR',
    ...o.headers,
  };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.guest) headers['x-guest-token'] = o.guest;
  if (o.body !== undefined || o.rawBody !== undefined) headers['content-type'] = 'application/json';
  return SELF.fetch(`${BASE}${path}`, {
    method: o.method ?? (o.body !== undefined || o.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    ...(o.rawBody !== undefined ? { body: o.rawBody } : o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
  });
}

/** Calls and parses the answer with `schema`, failing the test with the zod issues if it does not fit. */
export async function callParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  o: CallOptions = {},
  status = 200,
): Promise<z.output<S>> {
  const r = await call(path, o);
  const text = await r.text();
  expect(r.status, `${o.method ?? 'GET'} ${path}: ${text.slice(0, 400)}`).toBe(status);
  const parsed = schema.safeParse(JSON.parse(text));
  expect(parsed.success ? null : { path, issues: parsed.error.issues.slice(0, 5) }).toBeNull();
  return (parsed as { data: z.output<S> }).data;
}

/** Expects a 4xx store error with a non-empty title; returns the titles. */
export async function expectStoreError(r: Response, status: number | number[]): Promise<string[]> {
  const text = await r.text();
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, text.slice(0, 300)).toContain(r.status);
  const parsed = StoreErrorSchema.parse(JSON.parse(text));
  for (const e of parsed.errors) expect(e.title.length).toBeGreaterThan(3);
  return parsed.errors.map((e) => e.title);
}

export const db = () => demoTestEnv(env).DB;

/** Row counts of the tables a write could touch, to prove a refused request wrote nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const tables = [
    'carts',
    'cart_items',
    'orders',
    'users',
    'sessions',
    'user_tokens',
    'addresses',
    'reviews',
    'watchers',
    'shopping_lists',
    'shopping_list_items',
    'newsletter_subscriptions',
    'contact_messages',
  ];
  const results = await db().batch(tables.map((t) => db().prepare(`SELECT COUNT(*) AS n FROM ${t}`)));
  return Object.fromEntries(tables.map((t, i) => [t, (results[i]!.results[0] as { n: number }).n]));
}

export const SEED_CUSTOMER = { email: 'zakaznik@demo.sk', password: 'Demo1234!' };
export const SEED_BUSINESS = { email: 'firma@demo.sk', password: 'Demo1234!' };

export async function login(user = SEED_CUSTOMER): Promise<string> {
  const r = await call('/api/oauth/login', { body: user });
  const body = (await r.json()) as { data: { access_token: string } };
  expect(r.status).toBe(200);
  return body.data.access_token;
}

/** An available variant with stock >= 3, price <= maxPriceEur and no N+1 discount (predictable totals). */
export async function availableVariant(maxPriceEur = 40): Promise<{ productId: number; variantId: number }> {
  const ids = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
  const r = await call(`/content/catalog/product?ids=${ids}&limit=80`);
  const body = (await r.json()) as {
    products: {
      id: number;
      prices: { unitWithTax: number };
      variants: { id: number; availability: { isAvailable: boolean; stock: number } }[];
      discounts: { isNPlusOne: boolean }[];
    }[];
  };
  for (const p of body.products) {
    const v = p.variants.find((x) => x.availability.isAvailable && x.availability.stock >= 3);
    if (v && p.prices.unitWithTax <= maxPriceEur && !p.discounts.some((d) => d.isNPlusOne))
      return { productId: p.id, variantId: v.id };
  }
  throw new Error('no available product in the seed');
}

/** Adds an item as a guest; returns the guest token. */
export async function guestCartWithItem(amount = 1): Promise<{ guest: string; variantId: number }> {
  const { variantId } = await availableVariant();
  const r = await call('/api/v1/cart/items', { body: { id: variantId, type: 'variant', amount } });
  const body = (await r.json()) as { meta: { custom: { guestToken: string } } };
  expect(r.status).toBe(200);
  return { guest: body.meta.custom.guestToken, variantId };
}

export const PLACE_BODY = {
  name: 'Jana Nová',
  firstName: 'Jana',
  lastName: 'Nová',
  email: 'jana@example.com',
  phone: '+421 900 111 222',
  billing_address: { street: 'Hlavná 1', city: 'Bratislava', postcode: '811 01', country_code: 'SVK' },
  business: null,
  shipping: null,
  custom: { custom_order_number: 'PO-1', idpCampaignCode: 'IDP42' },
  comment: 'Prosím diskrétne',
  shipper_comment: null,
  payment_id: 1,
  shipper_id: 2,
  branch_id: null,
  terms: true,
  cardRequest: false,
  order_gifts: [],
  newsletter: false,
  heureka_allow: true,
  zbozicz_allow: false,
  magazine: false,
  phone_notification: false,
  delivery_time_id: null,
  utm: { source: 'test' },
};
