// A shopper's order through the storefront (SELF) against the bundled demo backend: cart, checkout
// page data, place. Shared by the money, campaign and integration tests.
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { buildPlaceOrderPayload, type PlaceOrderContext } from '../../shared/checkout-payload';
import type { Order } from '../../shared/contracts/store';
import type { CheckoutFormValues } from '../../shared/validation/checkout-schema';
import { EMPTY_VALUES } from '../../client/hooks/use-checkout-state';

export const SK = 'https://www.eshop-demo.sk';
export const CZ = 'https://www.eshop-demo.cz';

/** Cookie header value from a response's Set-Cookie lines merged over `jar`. */
export function mergeCookies(jar: string, res: Response): string {
  const map = new Map(jar ? jar.split('; ').map((kv) => [kv.split('=')[0]!, kv] as const) : []);
  for (const line of res.headers.getSetCookie()) {
    const kv = line.split(';')[0]!;
    const name = kv.split('=')[0]!;
    if (/Max-Age=0/i.test(line)) map.delete(name);
    else map.set(name, kv);
  }
  return [...map.values()].join('; ');
}

export async function get(origin: string, path: string, jar = ''): Promise<Response> {
  return SELF.fetch(`${origin}${path}`, { headers: jar ? { cookie: jar } : {} });
}

export async function post(
  origin: string,
  path: string,
  body: unknown,
  jar = '',
  headers: Record<string, string> = {},
) {
  return SELF.fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...(jar ? { cookie: jar } : {}), ...headers },
    body: JSON.stringify(body),
  });
}

/** Adds `amount` of a variant as a guest; returns the cookie jar holding the guest cart token. */
export async function guestCart(origin: string, jar = '', variantId = 10, amount = 1): Promise<string> {
  const res = await post(origin, '/api/v1/cart/items', { id: variantId, type: 'variant', amount }, jar);
  expect(res.status, await res.clone().text()).toBe(200);
  return mergeCookies(jar, res);
}

export interface OrderChoice {
  shipper?: number;
  payment?: number;
  branch?: number | null;
  email?: string;
  heurekaAllow?: boolean;
  zboziczAllow?: boolean;
  newsletter?: boolean;
}

/**
 * The checkout form as a shopper fills it (values as in SPEC 3), for buildPlaceOrderPayload: the
 * client's own empty form with the fields a guest types, so a new field cannot drift from the form.
 */
export function formValues(choice: OrderChoice, country: 'SK' | 'CZ' = 'SK'): CheckoutFormValues {
  return {
    ...EMPTY_VALUES,
    shipper: String(choice.shipper ?? 2),
    shipperBranch: choice.branch ? String(choice.branch) : '',
    payment: String(choice.payment ?? 2),
    fullName: 'Jana Nováková',
    email: choice.email ?? `jana+${crypto.randomUUID().slice(0, 8)}@example.sk`,
    phone: country === 'SK' ? '+421 900 123 456' : '+420 601 123 456',
    street: 'Hlavná',
    houseNumber: '12',
    city: country === 'SK' ? 'Bratislava' : 'Praha',
    postcode: country === 'SK' ? '811 01' : '110 00',
    country: country === 'SK' ? 'SVK' : 'CZE',
    terms: true,
    newsletter: choice.newsletter ?? false,
    heurekaAllow: choice.heurekaAllow ?? true,
    zboziczAllow: choice.zboziczAllow ?? true,
  };
}

/** Places the jar's cart the way the delivery page does; returns the store's order. */
export async function placeOrder(
  origin: string,
  jar: string,
  choice: OrderChoice = {},
  context: PlaceOrderContext = {},
  idempotencyKey = `key-${crypto.randomUUID()}`,
): Promise<Order> {
  const values = formValues(choice, origin === CZ ? 'CZ' : 'SK');
  const payload = buildPlaceOrderPayload(values as Parameters<typeof buildPlaceOrderPayload>[0], context);
  const res = await post(origin, '/api/v1/cart/place', payload, jar, { 'idempotency-key': idempotencyKey });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Order }).data;
}

export async function storedOrder(origin: string, code: string): Promise<Order> {
  const body = (await (await get(origin, '/__demo/orders')).json()) as { data: Order[] };
  const order = body.data.find((o) => o.code === code);
  expect(order).toBeDefined();
  return order!;
}

/**
 * An order page (status, payment return) as a browser opens it: a `?token=` URL answers a redirect
 * that parks the token in a cookie (issue 26.10), which the browser sends to the clean URL. Answers
 * the final response, the cookie jar and the clean path.
 */
export async function openOrderPage(origin: string, path: string, headers: Record<string, string> = {}) {
  let jar = headers.cookie ?? '';
  let target = path;
  for (let hop = 0; hop < 3; hop++) {
    const res = await SELF.fetch(`${origin}${target}`, {
      headers: { ...headers, ...(jar ? { cookie: jar } : {}) },
      redirect: 'manual',
    });
    if (res.status !== 302) return { res, jar, path: target };
    jar = mergeCookies(jar, res);
    target = res.headers.get('location')!;
  }
  throw new Error(`too many redirects from ${path}`);
}
