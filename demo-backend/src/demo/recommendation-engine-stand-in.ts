/**
 * Stand-in for the recommendation engine (SPEC 7 "third party"), at /partners/recommendations so the
 * knobs can make it slow, fail or answer nonsense. It speaks the contract of
 * shared/contracts/recommendations.ts by GET (the question in the query) and by POST (as JSON): for the
 * products asked about it recommends other saleable products of their categories, those of the same
 * brand first, each group by rating (best first, unrated last), then by number of ratings. A bearer key
 * is optional (the storefront sends one when the site names its secret); a malformed one is refused.
 */
import { Hono, type Context } from 'hono';
import { RecommendationRequestSchema, type RecommendationAnswer } from '../../../shared/contracts/recommendations';
import { demoProductCount, ensureDatabase } from '../db/ensure-database';
import type { DemoAppEnv } from '../env';

const RECOMMEND_SQL = `
WITH asked AS (SELECT value AS id FROM json_each(?1)),
     seed AS (SELECT category_id, brand_id FROM products WHERE id IN (SELECT id FROM asked))
SELECT p.id AS id,
       p.brand_id IN (SELECT brand_id FROM seed) AS sameBrand,
       json_extract(d.doc, '$.rating') AS rating,
       json_extract(d.doc, '$.ratingCount') AS ratingCount
FROM products p JOIN product_docs d ON d.id = p.id
WHERE p.category_id IN (SELECT category_id FROM seed)
  AND p.id NOT IN (SELECT id FROM asked)
  AND json_extract(d.doc, '$.saleable') = 1
ORDER BY sameBrand DESC, rating IS NULL, rating DESC, ratingCount DESC, p.id
LIMIT ?2`;

interface Row {
  id: number;
  sameBrand: number;
  rating: number | null;
  ratingCount: number;
}

/** A score in 0..1: the rating (0–100) scaled, a fifth off for another brand. */
const scoreOf = (row: Row) => Math.round(((row.rating ?? 0) / 100) * (row.sameBrand ? 1 : 0.8) * 1000) / 1000;

async function recommend(c: Context<DemoAppEnv>, raw: unknown): Promise<Response> {
  const auth = c.req.header('authorization');
  if (auth !== undefined && !/^Bearer \S+$/.test(auth)) return c.json({ error: 'unauthorised' }, 401);
  const question = RecommendationRequestSchema.safeParse(raw);
  if (!question.success) return c.json({ error: 'bad request' }, 400);
  await ensureDatabase(c.env.DB, demoProductCount(c.env.DEMO_PRODUCTS));
  const rows = await c.env.DB.prepare(RECOMMEND_SQL)
    .bind(JSON.stringify(question.data.productIds), question.data.limit)
    .all<Row>();
  return c.json({ items: rows.results.map((r) => ({ id: r.id, score: scoreOf(r) })) } satisfies RecommendationAnswer);
}

export const recommendationEngineStandIn = new Hono<DemoAppEnv>();

recommendationEngineStandIn.get('/', (c) => {
  const q = c.req.query();
  return recommend(c, {
    productIds: (q.productIds ?? '').split(',').filter(Boolean).map(Number),
    limit: Number(q.limit),
    locale: q.locale,
    site: q.site,
  });
});

recommendationEngineStandIn.post('/', async (c) => {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return c.json({ error: 'not JSON' }, 400);
  }
  return recommend(c, raw);
});
