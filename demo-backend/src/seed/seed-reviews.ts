/**
 * The seed's reviews and questions, and the one rule that turns a product's published reviews into
 * its rating: the product's `rating`, `ratingCount` and `verifiedRatingCount` are always worked out
 * from the reviews the reviews endpoint lists (issue 52.6: the page said "10 hodnotení" and listed one),
 * by the seed here and again whenever a moderator publishes or withdraws one (store/review-moderation.ts).
 */
import { SEED_EPOCH, type ProductDoc } from './product-generator';
import { SeededRandom, seedFor } from './prng';

const REVIEW_NAMES = ['Jana', 'Petra', 'Martin', 'Lucia', 'Tomáš', 'Eva', 'Michal', 'Zuzana', 'Peter', 'Katarína'];
const REVIEW_TEXTS = [
  'Veľmi príjemný produkt, balenie prišlo diskrétne a rýchlo.',
  'Kvalita zodpovedá cene, určite objednám znova.',
  'Příjemná vůně a jemná konzistence, doporučuji.',
  'Doručení do druhého dne, vše v pořádku.',
  'Pekný dizajn, trochu menšie balenie, než som čakala.',
  'Skvělý dárek, partnerka byla nadšená.',
  '',
];
const COMMENT_TEXTS = [
  ['Je produkt vhodný aj pre citlivú pokožku?', 'Áno, produkt je dermatologicky testovaný.'],
  ['Dá sa kombinovať s inými produktmi?', 'Odporúčame kombinovať s produktmi na vodnej báze.'],
  ['Jak dlouho vydrží po otevření?', 'Po otevření doporučujeme spotřebovat do 12 měsíců.'],
];

/** Only the first products get reviews and questions: enough to show, cheap at 50,000. */
export const REVIEWED_PRODUCTS_MAX = 600;

export interface ReviewSummary {
  /** 0-100, to two decimals; null without reviews. */
  rating: number | null;
  ratingCount: number;
  verifiedRatingCount: number;
}

/** The product's rating from its published reviews: their average, their number, how many are verified. */
export function summariseReviews(reviews: readonly { rating: number; verified: boolean }[]): ReviewSummary {
  if (reviews.length === 0) return { rating: null, ratingCount: 0, verifiedRatingCount: 0 };
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return {
    rating: Math.round((sum / reviews.length) * 100) / 100,
    ratingCount: reviews.length,
    verifiedRatingCount: reviews.filter((r) => r.verified).length,
  };
}

/** `[product_id, name, rating, text, verified, created_at]`, as seed-catalog inserts them (all published). */
export type SeedReviewRow = [number, string, number, string, 0 | 1, string];
/** `[product_id, name, text, created_at, answer_name, answer_text, answer_at]`. */
export type SeedCommentRow = [number, string, string, string, string, string, string];

/**
 * A product's seeded reviews and question, and its doc's rating set from those reviews. The generator's
 * own `ratingCount` only bounds how many are written (it stays part of the generator's random stream).
 */
export function seedProductFeedback(doc: ProductDoc): { reviews: SeedReviewRow[]; comments: SeedCommentRow[] } {
  const reviews: SeedReviewRow[] = [];
  const comments: SeedCommentRow[] = [];
  if (doc.id <= REVIEWED_PRODUCTS_MAX && doc.ratingCount > 0) {
    const rng = new SeededRandom(seedFor(doc.id, 7));
    const count = Math.min(doc.ratingCount, rng.int(0, 7));
    for (let r = 0; r < count; r++) {
      const at = new Date(SEED_EPOCH - rng.int(1, 400) * 86_400_000).toISOString();
      reviews.push([
        doc.id,
        rng.pick(REVIEW_NAMES),
        rng.int(10, 20) * 5,
        rng.pick(REVIEW_TEXTS),
        rng.chance(0.6) ? 1 : 0,
        at,
      ]);
    }
    if (rng.chance(0.3)) {
      const [q, a] = rng.pick(COMMENT_TEXTS) as [string, string];
      const at = SEED_EPOCH - rng.int(2, 300) * 86_400_000;
      comments.push([
        doc.id,
        rng.pick(REVIEW_NAMES),
        q,
        new Date(at).toISOString(),
        'Zákaznícka podpora',
        a,
        new Date(at + 86_400_000).toISOString(),
      ]);
    }
  }
  Object.assign(doc, summariseReviews(reviews.map((r) => ({ rating: r[2], verified: r[4] === 1 }))));
  return { reviews, comments };
}
