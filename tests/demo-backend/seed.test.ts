/** The seed is deterministic (no Math.random), and the worker's embedded migrations match the files. */
import { env, SELF } from 'cloudflare:test';
import { expect, test } from 'vitest';
import { EMBEDDED_MIGRATIONS } from '../../demo-backend/src/db/embedded-migrations';
import { seedCatalog } from '../../demo-backend/src/seed/seed-catalog';
import { sha256Hex } from '../../shared/hmac';
import { generateProduct, idsByCategory, categoryOf } from '../../demo-backend/src/seed/product-generator';
import { demoTestEnv } from './demo-test-env';
import { db } from './store-test-client';

async function catalogueDigest(): Promise<string> {
  const rows = await db().prepare('SELECT id, doc FROM product_docs ORDER BY id').all<{ id: number; doc: string }>();
  const params = await db().prepare('SELECT param_id, value_id, product_id FROM product_params ORDER BY 1, 2, 3').all();
  const text = JSON.stringify([rows.results, params.results]);
  return sha256Hex(text);
}

test('embedded migrations equal migrations/*.sql (run demo-backend/scripts/embed-migrations.mjs)', () => {
  expect(EMBEDDED_MIGRATIONS).toEqual(demoTestEnv(env).TEST_MIGRATIONS);
});

test('the first request seeds DEMO_PRODUCTS products; seeding again gives the same catalogue', async () => {
  expect((await SELF.fetch('https://demo/api/v1/products/1')).status).toBe(200);
  const count = await db().prepare('SELECT COUNT(*) AS n FROM products').first<{ n: number }>();
  expect(count?.n).toBe(300);
  const first = await catalogueDigest();
  const timing = await seedCatalog(db(), 300);
  expect(timing.products).toBe(300);
  expect(await catalogueDigest()).toBe(first);
});

test('a product is the same whatever the catalogue size (apart from alternatives)', () => {
  const small = idsByCategory(300);
  const large = idsByCategory(5000);
  const a = generateProduct(17, small.get(categoryOf(17).id) ?? []);
  const b = generateProduct(17, large.get(categoryOf(17).id) ?? []);
  expect({ ...a, alternatives: [] }).toEqual({ ...b, alternatives: [] });
  expect(generateProduct(17, small.get(categoryOf(17).id) ?? [])).toEqual(a);
});

test('seed texts stay tasteful and slugs are unique per locale', async () => {
  const slugs = await db()
    .prepare('SELECT locale, COUNT(*) AS n, COUNT(DISTINCT slug) AS d FROM product_slugs GROUP BY locale')
    .all<{ n: number; d: number }>();
  for (const r of slugs.results) expect(r.n).toBe(r.d);
});

test('seed users, coupons and companies exist', async () => {
  const users = await db()
    .prepare('SELECT email, groups_json FROM users ORDER BY id')
    .all<{ email: string; groups_json: string }>();
  expect(users.results.map((u) => JSON.parse(u.groups_json))).toEqual(
    expect.arrayContaining([['b2b'], ['restricted']]),
  );
  const coupons = await db().prepare('SELECT code FROM coupons').all();
  expect(coupons.results).toHaveLength(3);
});
