/** Product detail and its reviews, comments and availability watchers. */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  CreateReviewRequestSchema,
  ReviewListQuerySchema,
  WatcherRequestSchema,
  type Comment,
  type PostedReview,
  type Review,
} from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import { paged } from './reference-routes';
import { loadProductDocs, productView } from './product-view';
import { fail, nowIso, parseBody, parseQuery, requestPrefs, type StoreContext } from './store-context';
import { currentUser } from './user-service';
import { boughtAndDelivered } from './review-moderation';

export const productRoutes = new Hono<DemoAppEnv>();

async function productDoc(c: StoreContext) {
  const id = Number(c.req.param('id'));
  const [doc] = Number.isInteger(id) && id > 0 ? await loadProductDocs(c.env.DB, [id]) : [];
  return doc ?? fail(404, 'Product not found', undefined, 'product_not_found');
}

productRoutes.get('/products/:id', async (c) => c.json({ data: productView(await productDoc(c), requestPrefs(c)) }));

interface ReviewRow {
  id: number;
  product_id: number;
  name: string;
  rating: number;
  text: string;
  pros: string | null;
  cons: string | null;
  verified: number;
  created_at: string;
}
const reviewView = (r: ReviewRow): Review => ({
  id: r.id,
  productId: r.product_id,
  name: r.name,
  rating: r.rating,
  text: r.text,
  pros: r.pros,
  cons: r.cons,
  verified: r.verified === 1,
  createdAt: r.created_at,
});

productRoutes.get('/products/:id/reviews', async (c) => {
  const doc = await productDoc(c);
  const q = parseQuery(c, ReviewListQuerySchema);
  const onlyWithText = q.onlyWithReview === '1' || q.onlyWithReview === 'true';
  // Only published reviews: the ones the product's rating is computed from (review-moderation.ts).
  const where = `product_id = ? AND status = 'approved'${onlyWithText ? " AND text <> ''" : ''}`;
  // Column and direction come from the zod enums, never from raw input.
  const order = `${q.sort === 'rating' ? 'rating' : 'created_at'} ${q.sortDirection === 'asc' ? 'ASC' : 'DESC'}, id DESC`;
  const [total, rows] = await c.env.DB.batch([
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM reviews WHERE ${where}`).bind(doc.id),
    c.env.DB.prepare(`SELECT * FROM reviews WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).bind(
      doc.id,
      q.perPage,
      (q.page - 1) * q.perPage,
    ),
  ]);
  const count = (total?.results[0] as { n: number } | undefined)?.n ?? 0;
  return c.json({
    data: ((rows?.results ?? []) as ReviewRow[]).map(reviewView),
    meta: {
      pagination: {
        total: count,
        perPage: q.perPage,
        currentPage: q.page,
        lastPage: Math.max(1, Math.ceil(count / q.perPage)),
      },
    },
  });
});

/**
 * A posted review waits for moderation (issue 52.6): answered 202 with its status, listed and counted
 * in the rating only once approved. Verified when the signed-in reviewer has a delivered order with
 * the product.
 */
productRoutes.post('/products/:id/reviews', async (c) => {
  const body = await parseBody(c, CreateReviewRequestSchema);
  // SPEC 5/8: an empty review answers 422 (the storefront shows globals.review.error.empty).
  if (!body.text) fail(422, 'The review is empty; please write a few words', 'text', 'review_empty');
  const doc = await productDoc(c);
  const user = await currentUser(c);
  const verified = await boughtAndDelivered(c.env.DB, user?.id ?? null, doc.id);
  const row = await c.env.DB.prepare(
    "INSERT INTO reviews (product_id, user_id, name, rating, text, pros, cons, verified, created_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending') RETURNING id",
  )
    .bind(
      doc.id,
      user?.id ?? null,
      body.name,
      body.rating,
      body.text,
      body.pros ?? null,
      body.cons ?? null,
      verified ? 1 : 0,
      nowIso(),
    )
    .first<{ id: number }>();
  const posted: PostedReview = { id: row!.id, status: 'pending', verified };
  return c.json({ data: posted }, 202);
});

const CommentListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  perPage: z.coerce.number().int().positive().max(100).default(20),
});

interface CommentRow {
  id: number;
  product_id: number;
  name: string;
  text: string;
  created_at: string;
  answer_name: string | null;
  answer_text: string | null;
  answer_at: string | null;
}

productRoutes.get('/products/:id/comments', async (c) => {
  const doc = await productDoc(c);
  const q = parseQuery(c, CommentListQuerySchema);
  const rows = await c.env.DB.prepare('SELECT * FROM comments WHERE product_id = ? ORDER BY created_at DESC')
    .bind(doc.id)
    .all<CommentRow>();
  const comments: Comment[] = rows.results.map((r) => ({
    id: r.id,
    productId: r.product_id,
    name: r.name,
    text: r.text,
    createdAt: r.created_at,
    answer: r.answer_text
      ? { name: r.answer_name ?? '', text: r.answer_text, createdAt: r.answer_at ?? r.created_at }
      : null,
  }));
  return c.json(paged(comments, q.page, q.perPage));
});

/** Back-in-stock watcher; watching twice is not an error. */
productRoutes.post('/products/:id/watchers', async (c) => {
  const body = await parseBody(c, WatcherRequestSchema);
  const doc = await productDoc(c);
  const email = body.email.toLowerCase();
  await c.env.DB.prepare('INSERT OR IGNORE INTO watchers (product_id, email, created_at) VALUES (?, ?, ?)')
    .bind(doc.id, email, nowIso())
    .run();
  return c.json({ data: { productId: doc.id, email } }, 201);
});
