import type { Context } from 'hono';
import {
  MAX_RECOMMENDATION_ITEMS,
  RecommendationQuerySchema,
  type RecommendationsAnswer,
} from '../../shared/contracts/recommendations';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { askRecommendationEngine, recommendationKey } from '../integrations/recommendation-engine';
import { ipKey, overRateLimit } from '../middleware/rate-limit';
import { isPersonalised } from '../middleware/read-session';
import { runInBackground } from '../run-in-background';
import { defaultCache } from '../upstream/read-cache';
import { apiError } from './api-errors';

/** What the worker keeps of an answer in the Cache API: the ids, read back through this schema. */
const StoredIdsSchema = z.array(z.number().int().positive()).max(MAX_RECOMMENDATION_ITEMS);

/** The worker's own copy of one question's answer (the engine's answer is the same for every shopper). */
function cacheKeyOf(c: Context<AppEnv>, productIds: readonly number[], limit: number): string {
  return `https://recommendations.cache/${c.get('domain').code}/${c.get('locale')}/${limit}?productIds=${productIds.join(',')}`;
}

/**
 * `GET /api/recommendations?productIds=1,2` (SPEC 7 recommendation engine): the ids the site's engine
 * recommends beside these products, best first, for the product page's row (it turns them into boxes
 * through `/api/content/catalog/product?ids=`). Not a proxy: only the ids come from the browser; the
 * endpoint, method, key and limit from the site's config. The engine's answer is the same for everyone
 * (it is told no more than the products, language and site), so the worker keeps a copy per question for
 * `cacheSeconds` and anonymous answers say so to shared caches (`s-maxage`); personal requests are
 * `private, no-store` like every personal answer. Off, unkeyed, failing, slow or talking nonsense, the
 * engine yields `{ ids: [] }` (no row), never an error; only a malformed question is a 400.
 */
export async function recommendationsRoute(c: Context<AppEnv>): Promise<Response> {
  const query = RecommendationQuerySchema.safeParse(c.req.query());
  if (!query.success)
    return apiError(c, 400, 'productIds: comma-separated product ids, at most 20, and no other parameter');
  const productIds = query.data.productIds;
  const config = c.get('domain').integrations.recommendations;
  const shared = isPersonalised(c.get('session'))
    ? 'private, no-store'
    : `public, max-age=0, s-maxage=${config.cacheSeconds}`;
  const answer = (ids: number[], cacheControl = shared) => {
    c.header('cache-control', cacheControl);
    return c.json({ data: { ids } satisfies RecommendationsAnswer });
  };

  const key = recommendationKey(c.env, config);
  // Off, or its secret named but not set (worker/config/deployment.ts reports that in production): no row.
  if (!config.enabled || key === undefined) return answer([]);

  const cacheKey = cacheKeyOf(c, productIds, config.limit);
  if (config.cacheSeconds > 0) {
    const hit = await defaultCache().match(cacheKey);
    const stored = hit ? StoredIdsSchema.safeParse(await hit.json().catch(() => null)) : null;
    if (stored?.success) return answer(stored.data);
  }
  // Over the per-address limit: no row, without asking the (often paid) engine. Only questions the copy
  // could not answer count, so a shopper browsing products never meets it; a caller walking the catalogue
  // through us does.
  if (await overRateLimit(c.env, 'RECOMMENDATION_RATE_LIMIT', [ipKey(c)])) return answer([], 'no-store');
  const ids = await askRecommendationEngine(
    c.env,
    config,
    { productIds, limit: config.limit, locale: c.get('locale'), site: c.get('domain').code },
    key,
  );
  // A failure is not kept anywhere: the next view asks again (and the log says so once per interval).
  if (ids === null) return answer([], 'no-store');
  if (config.cacheSeconds > 0)
    runInBackground(
      c,
      defaultCache().put(
        cacheKey,
        new Response(JSON.stringify(ids), {
          headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${config.cacheSeconds}` },
        }),
      ),
    );
  return answer(ids);
}
