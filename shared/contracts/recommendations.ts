/**
 * The recommendation engine (SPEC 7 "third party: … a recommendation engine (POST or GET)"): what the
 * worker asks it, what it answers (checked before any of it reaches a shopper), and what the browser
 * asks the worker. The demo backend's stand-in (demo-backend/src/demo/recommendation-engine-stand-in.ts)
 * speaks the same contract; docs/INTEGRATIONS.md describes it for a provider.
 */
import { z } from '../zod';
import { LocaleSchema } from '../i18n/locales';

/** Most products one question may name (a product page names one, a cart a few). */
export const MAX_RECOMMENDATION_SEEDS = 20;
/** Most items read from an answer; the site's `limit` (at most this) cuts further. */
export const MAX_RECOMMENDATION_ITEMS = 24;

const productId = z.number().int().positive().max(2_147_483_647);

/**
 * The worker's question. GET sends it as the query `productIds=1,2&limit=8&locale=sk&site=sk`,
 * POST as this JSON body.
 */
export const RecommendationRequestSchema = z
  .object({
    productIds: z.array(productId).min(1).max(MAX_RECOMMENDATION_SEEDS),
    limit: z.number().int().min(1).max(MAX_RECOMMENDATION_ITEMS),
    locale: LocaleSchema,
    /** The site's domain code (`sk`, `cz`): one engine account may serve several shops. */
    site: z.string().regex(/^[a-z]{2,8}$/),
  })
  .strict();
export type RecommendationRequest = z.infer<typeof RecommendationRequestSchema>;

/**
 * The engine's answer: product ids, best first, each maybe with a score. Extra fields are ignored
 * (engines add their own); a list longer than an engine would sensibly send is refused as garbage.
 */
export const RecommendationAnswerSchema = z.object({
  items: z.array(z.object({ id: productId, score: z.number().finite().optional() })).max(200),
});
export type RecommendationAnswer = z.infer<typeof RecommendationAnswerSchema>;

/** `productIds` as the browser writes it: comma-separated ids, sorted and deduplicated here. */
const idList = z
  .string()
  .max(MAX_RECOMMENDATION_SEEDS * 11)
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'comma-separated product ids')
  .transform((s) => [...new Set(s.split(',').map(Number))].sort((a, b) => a - b))
  .pipe(z.array(productId).min(1).max(MAX_RECOMMENDATION_SEEDS));

/**
 * The browser's question to the worker (`GET /api/recommendations?productIds=…`). Strict: nothing
 * but the ids reaches the engine (no endpoint, limit or site of the caller's choosing).
 */
export const RecommendationQuerySchema = z.object({ productIds: idList }).strict();

/** The worker's answer: recommended product ids, best first; empty when the engine is off, failed or said nothing. */
export interface RecommendationsAnswer {
  ids: number[];
}

/** The engine's answer as ids to show: no duplicates, none of the products asked about, at most `limit`. */
export function recommendedIds(answer: RecommendationAnswer, asked: readonly number[], limit: number): number[] {
  const seen = new Set(asked);
  const ids: number[] = [];
  for (const item of answer.items) {
    if (ids.length >= limit) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    ids.push(item.id);
  }
  return ids;
}
