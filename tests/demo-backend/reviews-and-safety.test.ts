/**
 * Honest reviews and product-safety facts in the demo backend (issue 49.2-3, 52.6): the product's
 * rating is computed from the reviews its endpoint lists; a posted review waits for moderation and
 * changes nothing until approved; only a signed-in buyer with a delivered order is verified; the
 * content seeds manufacturers (one outside the EU, with its EU responsible person), material and
 * product warnings, and leaves one brand without a manufacturer.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { BrandSchema } from '../../shared/contracts/content';
import {
  OrderSchema,
  PostedReviewSchema,
  ProductSchema,
  ReviewSchema,
  storeEnvelope,
  storeListEnvelope,
} from '../../shared/contracts/store';
import { brandsQuery, materialsByIdsQuery } from '../../shared/contracts/content-queries';
import { EU_COUNTRIES } from '../../shared/product-safety';
import { summariseReviews } from '../../demo-backend/src/seed/seed-reviews';
import { call, callParsed, login, PLACE_BODY, SEED_CUSTOMER, availableVariant } from './store-test-client';

const product = async (id: number, headers: Record<string, string> = {}) =>
  (await callParsed(`/api/v1/products/${id}`, storeEnvelope(ProductSchema), { headers })).data;

async function allReviews(id: number) {
  const page = await callParsed(`/api/v1/products/${id}/reviews?perPage=100`, storeListEnvelope(ReviewSchema));
  return page;
}

const post = (id: number, body: object, token?: string) =>
  callParsed(`/api/v1/products/${id}/reviews`, storeEnvelope(PostedReviewSchema), { body, token }, 202);

const moderate = (reviewId: number, status: 'approved' | 'rejected') =>
  call(`/__demo/reviews/${reviewId}`, { body: { status } });

describe('the rating is the listed reviews', () => {
  test('every seeded product: ratingCount = the reviews listed, rating = their average, verified counted', async () => {
    let rated = 0;
    for (let id = 1; id <= 40; id++) {
      const p = await product(id);
      const list = await allReviews(id);
      expect(p.ratingCount, `product ${id}`).toBe(list.meta.pagination.total);
      expect(p.ratingCount).toBe(list.data.length);
      const summary = summariseReviews(list.data);
      expect({ rating: p.rating, count: p.ratingCount, verified: p.verifiedRatingCount }, `product ${id}`).toEqual({
        rating: summary.rating,
        count: summary.ratingCount,
        verified: summary.verifiedRatingCount,
      });
      if (p.ratingCount > 0) rated++;
    }
    expect(rated).toBeGreaterThan(5);
  });
});

describe('moderation', () => {
  test('a guest review waits: not listed, not counted, until approved; a rejected one never shows', async () => {
    const before = await product(3);
    const posted = await post(3, { name: 'Host', rating: 20, text: 'Nič moc.' });
    expect(posted.data).toMatchObject({ status: 'pending', verified: false });
    expect((await product(3)).ratingCount).toBe(before.ratingCount);
    expect((await allReviews(3)).data.map((r) => r.id)).not.toContain(posted.data.id);

    const queue = (await (await call('/__demo/reviews?status=pending&product=3')).json()) as {
      data: { id: number }[];
    };
    expect(queue.data.map((r) => r.id)).toContain(posted.data.id);

    expect((await moderate(posted.data.id, 'approved')).status).toBe(200);
    const after = await product(3);
    const list = await allReviews(3);
    expect(list.data.map((r) => r.id)).toContain(posted.data.id);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.rating).toBe(summariseReviews(list.data).rating);
    expect(after.verifiedRatingCount).toBe(before.verifiedRatingCount);

    const spam = await post(3, { name: 'Spam', rating: 100, text: 'Kupte u nás!' });
    expect((await moderate(spam.data.id, 'rejected')).status).toBe(200);
    expect((await allReviews(3)).data.map((r) => r.id)).not.toContain(spam.data.id);
    expect((await product(3)).ratingCount).toBe(after.ratingCount);

    expect((await moderate(999_999, 'approved')).status).toBe(404);
    expect((await call('/__demo/reviews/3', { body: { status: 'published' } })).status).toBe(422);
  });

  test('verified only for a signed-in buyer whose order with the product was delivered', async () => {
    const token = await login(SEED_CUSTOMER);
    const { productId, variantId } = await availableVariant();
    const add = await call('/api/v1/cart/items', { token, body: { id: variantId, type: 'variant', amount: 1 } });
    expect(add.status, await add.clone().text()).toBe(200);
    // Before delivery: not verified.
    const early = await post(productId, { name: 'Zákazník', rating: 80, text: 'Ešte nedorazilo.' }, token);
    expect(early.data.verified).toBe(false);
    const placed = await call('/api/v1/cart/place', { token, body: { ...PLACE_BODY, email: SEED_CUSTOMER.email } });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const order = storeEnvelope(OrderSchema).parse(await placed.json()).data;
    const notYet = await post(productId, { name: 'Zákazník', rating: 80, text: 'Objednané.' }, token);
    expect(notYet.data.verified).toBe(false);
    expect((await call(`/__demo/orders/${order.code}/delivered`, { body: { date: '2026-11-20' } })).status).toBe(200);
    const bought = await post(productId, { name: 'Zákazník', rating: 100, text: 'Výborné.' }, token);
    expect(bought.data.verified).toBe(true);
    // A guest writing about the same product is not.
    expect((await post(productId, { name: 'Host', rating: 100, text: 'Super.' })).data.verified).toBe(false);

    const before = await product(productId);
    await moderate(bought.data.id, 'approved');
    const after = await product(productId);
    expect(after.verifiedRatingCount).toBe(before.verifiedRatingCount + 1);
    const listed = (await allReviews(productId)).data.find((r) => r.id === bought.data.id);
    expect(listed?.verified).toBe(true);
  });
});

const gql = async <S extends z.ZodType>(query: string, variables: object, schema: S) => {
  const r = await call('/content/graphql', { body: { query, variables } });
  const body = (await r.json()) as { data: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return schema.parse(body.data);
};

describe('product-safety facts in the content', () => {
  test('brands link their manufacturer; one outside the EU names an EU responsible person; one brand has none', async () => {
    for (const locale of ['sk', 'cs', 'de'] as const) {
      const { brands } = await gql(brandsQuery.document, { locale }, z.object({ brands: z.array(BrandSchema) }));
      const withManufacturer = brands.filter((b) => b.manufacturer);
      expect(withManufacturer.length).toBeGreaterThan(brands.length / 2);
      expect(brands.filter((b) => !b.manufacturer).map((b) => b.title)).toEqual(['Lumea']);
      const outside = withManufacturer.filter((b) => !EU_COUNTRIES.has(b.manufacturer!.address.country_code));
      expect(new Set(outside.map((b) => b.manufacturer!.address.country_code))).toEqual(new Set(['CN', 'US', 'GB']));
      for (const b of outside) {
        const rp = b.manufacturer!.eu_responsible_person;
        expect(rp, b.title).not.toBeNull();
        expect(EU_COUNTRIES.has(rp!.address.country_code)).toBe(true);
        expect(rp!.email ?? rp!.web_form).toBeTruthy();
      }
      for (const b of withManufacturer) expect(b.manufacturer!.email ?? b.manufacturer!.web_form).toBeTruthy();
      const china = outside.find((b) => b.manufacturer!.address.country_code === 'CN')!;
      expect(china.manufacturer!.address.country).toBe({ sk: 'Čína', cs: 'Čína', de: 'China' }[locale]);
    }
  });

  test('materials and products carry warnings in the asked language', async () => {
    const ids = ['3001', '3002', '3003', '3004', '3005', '3006', '3007', '3008'];
    const sk = await gql(materialsByIdsQuery.document, { ids, locale: 'sk' }, materialsByIdsQuery.result);
    const de = await gql(materialsByIdsQuery.document, { ids, locale: 'de' }, materialsByIdsQuery.result);
    for (const m of sk.materials) expect(m.safety_warnings.length, m.title).toBeGreaterThan(0);
    expect(sk.materials.find((m) => m._id === '3001')!.safety_warnings[0]).toMatch(/silikónovými/);
    expect(de.materials.find((m) => m._id === '3001')!.safety_warnings[0]).toMatch(/Silikonbasis/);
    const cs = await product(1, { 'x-inspishop-locale': 'cs' });
    expect(cs.content.safety_information?.length).toBeGreaterThan(0);
    expect(cs.content.safety_information?.join(' ')).toMatch(/dosah dětí|použití|Před/);
  });
});
