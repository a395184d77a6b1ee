/**
 * Review moderation: a posted review is 'pending' until a moderator approves or rejects it
 * (demo: `POST /__demo/reviews/:id` `{ status }`). Only approved reviews are listed, and the
 * product's rating is recomputed from them on every change (seed/seed-reviews.ts summariseReviews),
 * so the rating, its count and the list always describe the same reviews.
 */
import { z } from 'zod';
import { summariseReviews } from '../seed/seed-reviews';

export const ReviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/**
 * A verified purchase: the reviewer is signed in and has a delivered order containing the product
 * (the store's rule the reviews section states; guests' reviews are never marked verified).
 */
export async function boughtAndDelivered(db: D1Database, userId: number | null, productId: number): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .prepare(
      `SELECT 1 AS hit FROM orders o, json_each(o.doc, '$.items') i
       WHERE o.user_id = ?1 AND json_extract(o.doc, '$.status') = 'delivered'
         AND json_extract(i.value, '$.productId') = ?2 LIMIT 1`,
    )
    .bind(userId, productId)
    .first<{ hit: number }>();
  return row !== null;
}

/** Sets a review's status and the product's rating from its approved reviews; false when there is no such review. */
export async function setReviewStatus(db: D1Database, reviewId: number, status: ReviewStatus): Promise<boolean> {
  const review = await db
    .prepare('UPDATE reviews SET status = ? WHERE id = ? RETURNING product_id')
    .bind(status, reviewId)
    .first<{ product_id: number }>();
  if (!review) return false;
  await refreshProductRating(db, review.product_id);
  return true;
}

export async function refreshProductRating(db: D1Database, productId: number): Promise<void> {
  const rows = await db
    .prepare("SELECT rating, verified FROM reviews WHERE product_id = ? AND status = 'approved'")
    .bind(productId)
    .all<{ rating: number; verified: number }>();
  const summary = summariseReviews(rows.results.map((r) => ({ rating: r.rating, verified: r.verified === 1 })));
  await db
    .prepare(
      "UPDATE product_docs SET doc = json_set(doc, '$.rating', json(?1), '$.ratingCount', ?2, '$.verifiedRatingCount', ?3) WHERE id = ?4",
    )
    .bind(JSON.stringify(summary.rating), summary.ratingCount, summary.verifiedRatingCount, productId)
    .run();
}
