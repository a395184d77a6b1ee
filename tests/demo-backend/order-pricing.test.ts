/**
 * Money has one source (issue 12): the store prices shipping and payment into the cart
 * (`GET cart?shipper_id=&payment_id=`) and the placed order carries exactly the same figures.
 */
import { expect, test } from 'vitest';
import { CartSchema, OrderSchema, storeEnvelope } from '../../shared/contracts/store';
import { availableVariant, call, callParsed, PLACE_BODY } from './store-test-client';

type Site = { domain: 'sk' | 'cz'; locale: 'sk' | 'cs'; currency: 'EUR' | 'CZK' };
const SK: Site = { domain: 'sk', locale: 'sk', currency: 'EUR' };
const CZ: Site = { domain: 'cz', locale: 'cs', currency: 'CZK' };
const headersOf = (s: Site) => ({
  'x-inspishop-domain': s.domain,
  'x-inspishop-locale': s.locale,
  'x-inspishop-currency': s.currency,
});

async function cartWith(site: Site, amount: number, maxPriceEur = 40): Promise<string> {
  const { variantId } = await availableVariant(maxPriceEur);
  const r = await call('/api/v1/cart/items', {
    headers: headersOf(site),
    body: { id: variantId, type: 'variant', amount },
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { meta: { custom: { guestToken: string } } }).meta.custom.guestToken;
}

async function pricedCart(site: Site, guest: string, shipperId: number, paymentId: number) {
  return (
    await callParsed(`/api/v1/cart?shipper_id=${shipperId}&payment_id=${paymentId}`, storeEnvelope(CartSchema), {
      guest,
      headers: headersOf(site),
    })
  ).data;
}

async function place(site: Site, guest: string, body: Record<string, unknown>) {
  return (
    await callParsed('/api/v1/cart/place', storeEnvelope(OrderSchema), {
      guest,
      headers: headersOf(site),
      body: { ...PLACE_BODY, ...body },
    })
  ).data;
}

for (const site of [SK, CZ]) {
  test(`${site.currency}: courier + cash on delivery is priced into the cart and the order alike`, async () => {
    const guest = await cartWith(site, 1);
    const cart = await pricedCart(site, guest, 2, 3);
    expect(cart.prices.shipperPriceWithTax).toBe(site.currency === 'EUR' ? 3.9 : 99);
    expect(cart.prices.paymentPriceWithTax).toBe(site.currency === 'EUR' ? 1.5 : 39);
    expect(cart.prices.totalWithTax).toBeCloseTo(
      cart.prices.itemsWithTax + cart.prices.shipperPriceWithTax + cart.prices.paymentPriceWithTax,
      2,
    );
    const order = await place(site, guest, { shipper_id: 2, payment_id: 3 });
    expect(order.prices).toEqual(cart.prices);
  });

  test(`${site.currency}: a pickup point order costs what the cart said`, async () => {
    const guest = await cartWith(site, 1);
    const cart = await pricedCart(site, guest, 3, 1);
    expect(cart.prices.shipperPriceWithTax).toBe(site.currency === 'EUR' ? 2.49 : 59);
    const branches = (await (await call('/api/v1/branches?shipper_id=3', { headers: headersOf(site) })).json()) as {
      data: { id: number }[];
    };
    const order = await place(site, guest, { shipper_id: 3, payment_id: 1, branch_id: branches.data[0]?.id ?? 0 });
    expect(order.prices).toEqual(cart.prices);
  });

  test(`${site.currency}: over the free-shipping threshold the courier is free in cart and order`, async () => {
    const guest = await cartWith(site, 3, 40);
    let cart = await pricedCart(site, guest, 2, 2);
    // Three pieces may still sit under the threshold: add until the store says shipping is free.
    for (let i = 0; i < 10 && cart.prices.discountLimitPriceWithVat < cart.prices.freeShippingAt; i++) {
      const { variantId } = await availableVariant(40);
      await call('/api/v1/cart/items', { guest, headers: headersOf(site), body: { id: variantId, amount: 1 } });
      cart = await pricedCart(site, guest, 2, 2);
    }
    expect(cart.prices.discountLimitPriceWithVat).toBeGreaterThanOrEqual(cart.prices.freeShippingAt);
    expect(cart.prices.shipperPriceWithTax).toBe(0);
    const order = await place(site, guest, { shipper_id: 2, payment_id: 2 });
    expect(order.prices).toEqual(cart.prices);
  });

  test(`${site.currency}: a coupon lowers cart and order by the same amount`, async () => {
    const guest = await cartWith(site, 2);
    const applied = await call('/api/v1/cart/coupon', {
      guest,
      headers: headersOf(site),
      body: { couponCode: 'ZLAVA5' },
    });
    expect(applied.status).toBe(200);
    const cart = await pricedCart(site, guest, 2, 3);
    expect(cart.prices.discountsWithTax).toBe(site.currency === 'EUR' ? -5 : -125);
    expect(cart.prices.totalWithTax).toBeCloseTo(
      cart.prices.itemsWithTax +
        cart.prices.discountsWithTax +
        cart.prices.shipperPriceWithTax +
        cart.prices.paymentPriceWithTax,
      2,
    );
    const order = await place(site, guest, { shipper_id: 2, payment_id: 3 });
    expect(order.prices).toEqual(cart.prices);
    expect(order.couponCode).toBe('ZLAVA5');
  });
}
