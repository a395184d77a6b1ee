/**
 * Every mutating store endpoint refuses bad input with a 4xx `{ errors: [{ title }] }` and writes
 * nothing (row counts of every table a write could touch stay the same).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import {
  call,
  expectStoreError,
  guestCartWithItem,
  login,
  PLACE_BODY,
  rowCounts,
  SEED_BUSINESS,
  type CallOptions,
} from './store-test-client';

let guest = '';
let token = '';
let itemId = 0;

beforeAll(async () => {
  ({ guest } = await guestCartWithItem(1));
  const cart = (await (await call('/api/v1/cart', { guest })).json()) as { data: { items: { id: number }[] } };
  itemId = cart.data.items[0]!.id;
  token = await login(SEED_BUSINESS);
});

type Case = [name: string, path: string, options: () => CallOptions, status: number | number[], titleMatch?: RegExp];

const cases: Case[] = [
  ['add item: amount 0', '/api/v1/cart/items', () => ({ body: { id: 50, amount: 0 } }), 422, /amount/],
  ['add item: not JSON', '/api/v1/cart/items', () => ({ rawBody: '{nope' }), 400, /JSON/],
  [
    'add item: unknown product',
    '/api/v1/cart/items',
    () => ({ body: { id: 9_999_999, type: 'product', amount: 1 } }),
    404,
    /not found/,
  ],
  [
    'add item: too many for the stock',
    '/api/v1/cart/items',
    () => ({ guest, body: { id: 50, amount: 9999 } }),
    [404, 422],
  ],
  ['batch: no items', '/api/v1/cart/items/batch', () => ({ guest, body: { items: [] } }), 422, /items/],
  [
    'batch: only unknown products',
    '/api/v1/cart/items/batch',
    () => ({ body: { items: [{ id: 9_999_999, type: 'product', amount: 1 }] } }),
    422,
  ],
  [
    'update item: negative amount',
    `/api/v1/cart/items/ITEM`,
    () => ({ guest, method: 'PATCH', body: { amount: -1 } }),
    422,
    /amount/,
  ],
  [
    'update item: unknown line',
    '/api/v1/cart/items/987654',
    () => ({ guest, method: 'PATCH', body: { amount: 1 } }),
    404,
  ],
  ['remove item: unknown line', '/api/v1/cart/items/987654', () => ({ guest, method: 'DELETE' }), 404],
  ['clear cart: no cart', '/api/v1/cart/items', () => ({ method: 'DELETE' }), 404],
  ['coupon: empty code', '/api/v1/cart/coupon', () => ({ guest, body: { couponCode: '' } }), 422, /couponCode/],
  [
    'coupon: unknown code',
    '/api/v1/cart/coupon',
    () => ({ guest, body: { couponCode: 'NOPE' } }),
    422,
    /discount code/,
  ],
  ['remove coupon: no cart', '/api/v1/cart/coupon', () => ({ method: 'DELETE' }), 404],
  ['credits: negative', '/api/v1/cart/credits', () => ({ guest, body: { credits: -5 } }), 422, /credits/],
  ['credits: guest', '/api/v1/cart/credits', () => ({ guest, body: { credits: 5 } }), 401, /log in/],
  [
    'place: terms not accepted',
    '/api/v1/cart/place',
    () => ({ guest, body: { ...PLACE_BODY, terms: false } }),
    422,
    /Terms/,
  ],
  ['place: bad phone', '/api/v1/cart/place', () => ({ guest, body: { ...PLACE_BODY, phone: '0900' } }), 422, /Phone/],
  [
    'place: blocked payment',
    '/api/v1/cart/place',
    () => ({ guest, body: { ...PLACE_BODY, shipper_id: 2, payment_id: 4 } }),
    422,
    /payment/,
  ],
  [
    'place: pickup point without branch',
    '/api/v1/cart/place',
    () => ({ guest, body: { ...PLACE_BODY, shipper_id: 3, payment_id: 1 } }),
    422,
    /pickup/,
  ],
  ['place: empty cart', '/api/v1/cart/place', () => ({ body: PLACE_BODY }), 422, /empty/],
  ['watcher: bad e-mail', '/api/v1/products/5/watchers', () => ({ body: { email: 'nope' } }), 422, /email/],
  [
    'review: empty text (SPEC 5)',
    '/api/v1/products/5/reviews',
    () => ({ body: { name: 'Eva', rating: 80, text: '  ' } }),
    422,
    /empty/,
  ],
  ['review: no name', '/api/v1/products/5/reviews', () => ({ body: { rating: 80, text: 'ok' } }), 422, /name/],
  [
    'register: passwords differ',
    '/api/v1/register',
    () => ({
      body: {
        email: 'x@example.com',
        password: 'Secret123',
        password_confirmation: 'Other123',
        firstName: 'A',
        lastName: 'B',
      },
    }),
    422,
    /match/,
  ],
  [
    'register: taken e-mail',
    '/api/v1/register',
    () => ({
      body: {
        email: 'firma@demo.sk',
        password: 'Secret123',
        password_confirmation: 'Secret123',
        firstName: 'A',
        lastName: 'B',
      },
    }),
    422,
    /already registered/,
  ],
  [
    'login: wrong password',
    '/api/oauth/login',
    () => ({ body: { email: 'firma@demo.sk', password: 'wrong' } }),
    401,
    /Invalid/,
  ],
  ['login: not an e-mail', '/api/oauth/login', () => ({ body: { email: 'nope', password: 'x' } }), 422, /email/],
  ['patch user: nothing to change', '/api/v1/user', () => ({ token, method: 'PATCH', body: {} }), 422, /Nothing/],
  ['patch user: not logged in', '/api/v1/user', () => ({ method: 'PATCH', body: { firstName: 'X' } }), 401],
  [
    'password: wrong old password',
    '/api/v1/user/password',
    () => ({
      token,
      method: 'PATCH',
      body: { old_password: 'bad', password: 'Secret999', password_confirmation: 'Secret999' },
    }),
    422,
    /current password/,
  ],
  [
    'forgot password: bad e-mail',
    '/api/v1/forgot-password',
    () => ({ body: { email: 'x', callbackUrl: 'https://shop' } }),
    422,
    /email/,
  ],
  [
    'reset password: bad token',
    '/api/v1/reset-password',
    () => ({
      body: { email: 'firma@demo.sk', token: 'nope', password: 'Secret999', password_confirmation: 'Secret999' },
    }),
    422,
    /invalid or has expired/,
  ],
  [
    'address: no street',
    '/api/v1/user/addresses',
    () => ({ token, body: { name: 'A', city: 'B', postcode: '1', countryCode: 'SVK' } }),
    422,
    /street/,
  ],
  [
    'address patch: unknown',
    '/api/v1/user/addresses/98765',
    () => ({ token, method: 'PATCH', body: { city: 'X' } }),
    404,
  ],
  ['address delete: unknown', '/api/v1/user/addresses/98765', () => ({ token, method: 'DELETE' }), 404],
  ['shopping list: empty name', '/api/v1/user/shopping-lists', () => ({ token, body: { name: '' } }), 422, /name/],
  [
    'shopping list item: unknown variant',
    '/api/v1/user/shopping-lists/wishlist/items',
    () => ({ token, body: { id: 99_999_999 } }),
    404,
  ],
  ['shopping list item: guest', '/api/v1/user/shopping-lists/wishlist/items', () => ({ body: { id: 50 } }), 401],
  ['shopping list delete: unknown', '/api/v1/user/shopping-lists/98765', () => ({ token, method: 'DELETE' }), 404],
  [
    'newsletter: bad e-mail',
    '/api/v1/newsletter/subscribe',
    () => ({ body: { email: 'nope', callbackUrl: 'https://shop/aktivovat' } }),
    422,
    /email/,
  ],
  [
    'contact: empty message',
    '/api/v1/contact-form',
    () => ({ body: { name: 'A', email: 'a@example.com', message: '' } }),
    422,
    /message/,
  ],
  ['ARES: bad checksum', '/api/v1/ares/ico?ico=12345678', () => ({}), 422, /IČO/],
  ['knobs: empty knob', '/__demo/knobs', () => ({ body: { prefix: '/api' } }), 422, /knob/],
];

describe('bad input answers 4xx with a title and writes nothing', () => {
  test.each(cases)('%s', async (_name, path, options, status, titleMatch) => {
    const before = await rowCounts();
    const r = await call(path.replace('ITEM', String(itemId)), options());
    const titles = await expectStoreError(r, status);
    if (titleMatch) expect(titles.join(' | ')).toMatch(titleMatch);
    expect(await rowCounts()).toEqual(before);
  });

  test('unknown store path: 404 in the error shape', async () => {
    await expectStoreError(await call('/api/v1/nope'), 404);
  });
});
