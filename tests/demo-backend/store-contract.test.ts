/**
 * Contract tests of the store API: every endpoint of SPEC 7 answers, and the answer parses with the
 * schema from shared/contracts/store.ts that the storefront validates with.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  AddCartItemResponseSchema,
  BatchAddResponseSchema,
  CartResponseSchema,
  CartValidateResponseSchema,
  CartWriteResponseSchema,
  CommentSchema,
  CompanySchema,
  ContactMessageSchema,
  CountrySchema,
  CreditsSchema,
  CurrencySchema,
  DeliveryTimeSchema,
  DemoTokensSchema,
  GlobalsSchema,
  LoginResponseSchema,
  NewsletterSubscriptionSchema,
  OkResponseSchema,
  OrderGiftSchema,
  OrderSchema,
  PublicOrderSchema,
  PaymentSchema,
  PostedReviewSchema,
  ProductCategorySchema,
  ProductSchema,
  ReviewSchema,
  ShipperSchema,
  ShoppingListSchema,
  StoreBranchSchema,
  UpdateCartItemResponseSchema,
  UserAddressSchema,
  UserSchema,
  WatcherSchema,
  storeEnvelope,
  storeListEnvelope,
} from '../../shared/contracts/store';
import { call, callParsed, guestCartWithItem, login, PLACE_BODY, SEED_BUSINESS } from './store-test-client';

const v1 = (path: string) => `/api/v1${path}`;

describe('reference data', () => {
  test('currencies: EUR and CZK with symbol right, 2 decimals, comma and space', async () => {
    const { data } = await callParsed(v1('/currencies'), storeEnvelope(z.array(CurrencySchema)));
    expect(
      data.map((c) => [c.code, c.symbol, c.symbolPlacement, c.decimalPlaces, c.decimalPoint, c.millesimalPoint]),
    ).toEqual([
      ['EUR', '€', 'right', 2, ',', ' '],
      ['CZK', 'Kč', 'right', 2, ',', ' '],
    ]);
  });

  test('countries, 100 a page', async () => {
    const body = await callParsed(v1('/countries?perPage=100'), storeListEnvelope(CountrySchema));
    expect(body.data.map((c) => c.code)).toContain('CZE');
    expect(body.meta.pagination.perPage).toBe(100);
  });

  test('globals per domain: settings the spec reads', async () => {
    const sk = (await callParsed(v1('/globals'), storeEnvelope(GlobalsSchema))).data;
    expect(sk.settings.integrations.welcome_campaign).toBe('1');
    expect(sk.settings.functions.shopping_lists).toBe(true);
    expect(sk.settings.shippers.some((s) => s.code === 'PERSONAL')).toBe(true);
    expect(sk.currencyCode).toBe('EUR');
    const cz = (
      await callParsed(v1('/globals'), storeEnvelope(GlobalsSchema), {
        headers: { 'x-inspishop-domain': 'cz', 'x-inspishop-locale': 'cs', 'x-inspishop-currency': 'CZK' },
      })
    ).data;
    expect(cz.domain.code).toBe('cz');
    expect(cz.freeShippingAt).toBe(1200);
  });

  test('product categories, 200 a page, sorted by name', async () => {
    const body = await callParsed(
      v1('/product-categories?perPage=200&page=1'),
      storeListEnvelope(ProductCategorySchema),
    );
    const names = body.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sk')));
    expect(body.data.find((c) => c.id === 10)?.productCount).toBeGreaterThan(0);
  });

  test('shippers (hidden PERSONAL, pickup point without address), payments, order gifts', async () => {
    const shippers = (await callParsed(v1('/shippers'), storeEnvelope(z.array(ShipperSchema)))).data;
    expect(shippers.find((s) => s.type === 'PERSONAL')?.hidden).toBe(true);
    expect(shippers.find((s) => s.type === 'PICKUP_POINT')?.requiredAddress).toBe(false);
    expect(shippers.some((s) => s.blockedPayments.length > 0)).toBe(true);
    await callParsed(v1('/payments'), storeEnvelope(z.array(PaymentSchema)));
    const gifts = (await callParsed(v1('/order-gifts'), storeEnvelope(z.array(OrderGiftSchema)))).data;
    expect(gifts.length).toBeGreaterThan(0);
  });

  test('branches: by shipper with search and paging, by keys, by remote id', async () => {
    const found = await callParsed(v1('/branches?shipper_id=3&s=brno&perPage=2'), storeListEnvelope(StoreBranchSchema));
    expect(found.data).toHaveLength(2);
    expect(found.meta.pagination.total).toBe(4);
    const byKeys = await callParsed(v1('/branches?keys=1,3'), storeListEnvelope(StoreBranchSchema));
    expect(byKeys.data.map((b) => b.id)).toEqual([1, 3]);
    const one = await callParsed(
      v1(`/shippers/3/branches/remoteId/${found.data[0]!.remoteId}`),
      storeEnvelope(StoreBranchSchema),
    );
    expect(one.data.id).toBe(found.data[0]!.id);
  });

  test('delivery times for the express shipper', async () => {
    const times = (
      await callParsed(v1('/delivery-times?since=2026-11-23&shipperId=5'), storeEnvelope(z.array(DeliveryTimeSchema)))
    ).data;
    expect(times.length).toBe(15);
    expect(times[0]!.date).toBe('2026-11-23');
  });

  test('ARES: seeded company by IČO', async () => {
    const company = (await callParsed(v1('/ares/ico?ico=27082440'), storeEnvelope(CompanySchema))).data;
    expect(company.name).toContain('Wellness');
  });
});

describe('products', () => {
  test('product with variants, tags, alternatives; CZK prices with Czech VAT', async () => {
    const eur = (await callParsed(v1('/products/5'), storeEnvelope(ProductSchema))).data;
    expect(eur.variants.length).toBeGreaterThan(0);
    expect(eur.alternatives.length).toBeGreaterThan(0);
    const czk = (
      await callParsed(v1('/products/5'), storeEnvelope(ProductSchema), {
        headers: { 'x-inspishop-currency': 'CZK', 'x-inspishop-locale': 'cs' },
      })
    ).data;
    expect(czk.prices.currencyCode).toBe('CZK');
    expect(czk.prices.unitWithoutTax).toBeCloseTo(czk.prices.unitWithTax / 1.21, 1);
    expect(czk.slug).toBe(eur.slugs.cs);
  });

  test('reviews paged (5 by default), comments, watchers, new review', async () => {
    const reviews = await callParsed(v1('/products/5/reviews'), storeListEnvelope(ReviewSchema));
    expect(reviews.meta.pagination.perPage).toBe(5);
    await callParsed(
      v1('/products/5/reviews?sort=rating&sortDirection=asc&onlyWithReview=1'),
      storeListEnvelope(ReviewSchema),
    );
    await callParsed(v1('/products/5/comments'), storeListEnvelope(CommentSchema));
    await callParsed(
      v1('/products/5/watchers'),
      storeEnvelope(WatcherSchema),
      { body: { email: 'watch@example.com' } },
      201,
    );
    // Posted reviews wait for moderation (reviews-moderation.test.ts): 202 with the status.
    const created = await callParsed(
      v1('/products/5/reviews'),
      storeEnvelope(PostedReviewSchema),
      { body: { name: 'Eva', rating: 80, text: 'Príjemné.' } },
      202,
    );
    expect(created.data).toMatchObject({ status: 'pending', verified: false });
  });
});

describe('cart', () => {
  test('guest cart: token on first write, add, update, batch, coupon, validate, shippers, payments, remove, clear', async () => {
    const empty = await callParsed(v1('/cart'), CartResponseSchema);
    expect(empty.data.items).toHaveLength(0);
    const { guest, variantId } = await guestCartWithItem(1);
    const again = await callParsed(v1('/cart/items'), AddCartItemResponseSchema, {
      guest,
      body: { id: variantId, amount: 1 },
    });
    expect(again.meta.custom.guestToken).toBe(guest);
    expect(again.data.changedAmount).toBe(1);
    expect(again.data.addedItem.amount).toBe(2);
    const updated = await callParsed(v1(`/cart/items/${again.data.addedItem.id}`), UpdateCartItemResponseSchema, {
      guest,
      method: 'PATCH',
      body: { amount: 3 },
    });
    expect(updated.data.updatedItem.amount).toBe(3);
    const batch = await callParsed(v1('/cart/items/batch'), BatchAddResponseSchema, {
      guest,
      body: {
        items: [
          { id: variantId, amount: 1, newLine: true },
          { id: 999_999, type: 'product', amount: 1 },
        ],
      },
    });
    expect(batch.data.added).toBe(1);
    expect(batch.data.errors).toHaveLength(1);
    const coupon = await callParsed(v1('/cart/coupon'), CartWriteResponseSchema, {
      guest,
      body: { couponCode: 'ZLAVA5' },
    });
    expect(coupon.data.cart.items.some((i) => i.attributes.discount)).toBe(true);
    await callParsed(v1('/cart/coupon'), CartWriteResponseSchema, { guest, method: 'DELETE' });
    const validated = await callParsed(v1('/cart/validate'), CartValidateResponseSchema, { guest, method: 'POST' });
    expect(validated.data.valid).toBe(true);
    const shippers = (await callParsed(v1('/cart/shippers'), storeEnvelope(z.array(ShipperSchema)), { guest })).data;
    expect(shippers.length).toBe(5);
    await callParsed(v1('/cart/payments'), storeEnvelope(z.array(PaymentSchema)), { guest });
    const priced = await callParsed(v1('/cart?shipper_id=4&payment_id=3'), CartResponseSchema, { guest });
    expect(priced.data.prices.paymentPriceWithTax).toBe(1.5);
    const czk = await callParsed(v1('/cart'), CartResponseSchema, {
      guest,
      headers: { 'x-inspishop-currency': 'CZK' },
    });
    expect(czk.data.currencyCode).toBe('CZK');
    const removed = await callParsed(v1(`/cart/items/${updated.data.updatedItem.id}`), CartWriteResponseSchema, {
      guest,
      method: 'DELETE',
    });
    expect(removed.data.cart.items.length).toBe(1);
    const cleared = await callParsed(v1('/cart/items'), CartWriteResponseSchema, { guest, method: 'DELETE' });
    expect(cleared.data.cart.items).toHaveLength(0);
  });

  test('coupon with a minimum order is refused below it', async () => {
    const { guest } = await guestCartWithItem(1);
    const r = await call(v1('/cart/coupon'), { guest, body: { couponCode: 'LETO15' } });
    expect(r.status).toBe(422);
  });

  test('place order, read it by token and by code', async () => {
    const { guest } = await guestCartWithItem(2);
    const order = (await callParsed(v1('/cart/place'), storeEnvelope(OrderSchema), { guest, body: PLACE_BODY })).data;
    expect(order.customOrderNumber).toBe('PO-1');
    expect(order.idpCampaignCode).toBe('IDP42');
    expect(order.attributes.GDPR.zbozicz).toBe(false);
    await callParsed(v1(`/orders/token/${order.token}`), storeEnvelope(OrderSchema));
    // By code alone: the public view, nothing personal (issue 11.1); with the token: the full order.
    const bare = await call(v1(`/orders/code/${order.code}`));
    const bareJson = (await bare.json()) as { data: Record<string, unknown> };
    expect(storeEnvelope(PublicOrderSchema.strict()).safeParse(bareJson).success).toBe(true);
    for (const secret of [
      order.token,
      order.customer.email,
      order.customer.phone,
      order.billingAddress?.street ?? order.customer.email,
    ])
      expect(JSON.stringify(bareJson)).not.toContain(secret);
    await callParsed(v1(`/orders/code/${order.code}?token=${order.token}`), storeEnvelope(OrderSchema));
    const wrongToken = await call(v1(`/orders/code/${order.code}?token=${order.token.slice(1)}x`));
    expect(JSON.stringify(await wrongToken.json())).not.toContain(order.customer.email);
    expect((await call(v1('/orders/token/nope'))).status).toBe(404);
    const demoOrders = await callParsed('/__demo/orders', storeEnvelope(z.array(OrderSchema)));
    expect(demoOrders.data.some((o) => o.code === order.code)).toBe(true);
  });
});

describe('users', () => {
  test('register, login, user, patch, password, addresses, credits, logout', async () => {
    const registered = await callParsed(
      v1('/register'),
      storeEnvelope(UserSchema),
      {
        body: {
          email: 'new@example.com',
          password: 'Secret123',
          password_confirmation: 'Secret123',
          firstName: 'Nina',
          lastName: 'Nová',
        },
      },
      201,
    );
    expect(registered.data.email).toBe('new@example.com');
    const login = await callParsed('/api/oauth/login', LoginResponseSchema, {
      body: { email: 'new@example.com', password: 'Secret123' },
    });
    const token = login.data.access_token;
    await callParsed(v1('/user'), storeEnvelope(UserSchema), { token });
    const patched = await callParsed(v1('/user'), storeEnvelope(UserSchema), {
      token,
      method: 'PATCH',
      body: { firstName: 'Nina B.', attributes: { custom: { formalTitle: 'Mrs' } } },
    });
    expect(patched.data.firstName).toBe('Nina B.');
    expect(patched.data.attributes.custom.formalTitle).toBe('Mrs');
    await callParsed(v1('/user/password'), OkResponseSchema, {
      token,
      method: 'PATCH',
      body: { old_password: 'Secret123', password: 'Secret456', password_confirmation: 'Secret456' },
    });
    const address = await callParsed(
      v1('/user/addresses'),
      storeEnvelope(UserAddressSchema),
      { token, body: { name: 'Nina', street: 'Nová 1', city: 'Brno', postcode: '602 00', countryCode: 'CZE' } },
      201,
    );
    await callParsed(v1(`/user/addresses/${address.data.id}`), storeEnvelope(UserAddressSchema), {
      token,
      method: 'PATCH',
      body: { city: 'Praha' },
    });
    const list = await callParsed(v1('/user/addresses'), storeEnvelope(z.array(UserAddressSchema)), { token });
    expect(list.data[0]!.city).toBe('Praha');
    await callParsed(v1(`/user/addresses/${address.data.id}`), OkResponseSchema, { token, method: 'DELETE' });
    await callParsed(v1('/user/credits/amount'), storeEnvelope(CreditsSchema), { token });
    await callParsed('/api/oauth/logout', OkResponseSchema, { token, method: 'POST' });
    expect((await call(v1('/user'), { token })).status).toBe(401);
  });

  test('business user has group b2b', async () => {
    const token = await login(SEED_BUSINESS);
    const user = (await callParsed(v1('/user'), storeEnvelope(UserSchema), { token })).data;
    expect(user.groups).toContain('b2b');
    expect(user.isBusiness).toBe(true);
  });

  test('forgot and reset password with the token from /__demo/tokens', async () => {
    await callParsed(v1('/forgot-password'), OkResponseSchema, {
      body: { email: 'zakaznik@demo.sk', callbackUrl: 'https://shop/resetovat-heslo' },
    });
    const tokens = await callParsed('/__demo/tokens?email=zakaznik@demo.sk', DemoTokensSchema);
    const reset = tokens.data.find((t) => t.kind === 'reset')!;
    await callParsed(v1('/reset-password'), OkResponseSchema, {
      body: {
        email: 'zakaznik@demo.sk',
        token: reset.token,
        password: 'NewPass123',
        password_confirmation: 'NewPass123',
      },
    });
    await callParsed('/api/oauth/login', LoginResponseSchema, {
      body: { email: 'zakaznik@demo.sk', password: 'NewPass123' },
    });
    // The token is spent.
    expect(
      (
        await call(v1('/reset-password'), {
          body: {
            email: 'zakaznik@demo.sk',
            token: reset.token,
            password: 'Again1234',
            password_confirmation: 'Again1234',
          },
        })
      ).status,
    ).toBe(422);
  });

  test('orders list, detail, by code, CSV exports for a logged-in buyer', async () => {
    const token = await login(SEED_BUSINESS);
    const { variantId } = await guestCartWithItem(1);
    await callParsed(v1('/cart/items'), AddCartItemResponseSchema, { token, body: { id: variantId, amount: 2 } });
    const order = (
      await callParsed(v1('/cart/place'), storeEnvelope(OrderSchema), {
        token,
        body: { ...PLACE_BODY, email: 'firma@demo.sk' },
      })
    ).data;
    const list = await callParsed(v1('/user/orders?page=1&perPage=10'), storeListEnvelope(OrderSchema), { token });
    expect(list.data.map((o) => o.id)).toContain(order.id);
    await callParsed(v1(`/user/orders/${order.id}`), storeEnvelope(OrderSchema), { token });
    await callParsed(v1(`/user/orders/code/${order.code}`), storeEnvelope(OrderSchema), { token });
    // The owner, logged in, reads the full order by code without the order token.
    await callParsed(v1(`/orders/code/${order.code}`), storeEnvelope(OrderSchema), { token });
    const csv = await call(v1(`/user/orders/${order.id}/items/export`), { token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    // A UTF-8 BOM (Excel), then the column names in the request's language (sk by default here).
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe(
      '"Kód";"Názov";"Množstvo";"Cena za kus s DPH";"Spolu s DPH";"Mena"',
    );
    expect((await call(v1(`/user/orders/${order.id}/items/images/export`), { token })).status).toBe(200);
  });

  test('shopping lists and the wishlist', async () => {
    const token = await login(SEED_BUSINESS);
    const lists = await callParsed(v1('/user/shopping-lists'), storeEnvelope(z.array(ShoppingListSchema)), { token });
    expect(lists.data.some((l) => l.code === 'wishlist')).toBe(true);
    const wish = await callParsed(
      v1('/user/shopping-lists/wishlist/items'),
      storeEnvelope(ShoppingListSchema),
      { token, body: { id: 50 } },
      201,
    );
    expect(wish.data.items[0]!.variantId).toBe(50);
    await callParsed(v1('/user/shopping-lists/code/wishlist'), storeEnvelope(ShoppingListSchema), { token });
    const created = await callParsed(
      v1('/user/shopping-lists'),
      storeEnvelope(ShoppingListSchema),
      { token, body: { name: 'Darčeky' } },
      201,
    );
    await callParsed(
      v1(`/user/shopping-lists/${created.data.id}/items`),
      storeEnvelope(ShoppingListSchema),
      { token, body: { id: 50, amount: 2 } },
      201,
    );
    const got = await callParsed(v1(`/user/shopping-lists/${created.data.id}`), storeEnvelope(ShoppingListSchema), {
      token,
    });
    const itemId = got.data.items[0]!.id;
    await callParsed(v1(`/user/shopping-lists/${created.data.id}/items/${itemId}`), storeEnvelope(ShoppingListSchema), {
      token,
      method: 'DELETE',
    });
    await callParsed(v1(`/user/shopping-lists/${created.data.id}`), OkResponseSchema, { token, method: 'DELETE' });
  });
});

describe('newsletter and contact', () => {
  test('subscribe, then 401 with a title for the same e-mail (SPEC 8)', async () => {
    await callParsed(v1('/newsletter/subscribe'), storeEnvelope(NewsletterSubscriptionSchema), {
      body: { email: 'news@example.com', callbackUrl: 'https://shop/aktivovat', source: 'welcome' },
    });
    const again = await call(v1('/newsletter/subscribe'), {
      body: { email: 'news@example.com', callbackUrl: 'https://shop/aktivovat' },
    });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { errors: { title: string }[] }).errors[0]!.title).toMatch(/already subscribed/);
  });

  test('contact form', async () => {
    await callParsed(
      v1('/contact-form'),
      storeEnvelope(ContactMessageSchema),
      { body: { name: 'Jana', email: 'jana@example.com', message: 'Dobrý deň' } },
      201,
    );
  });
});
