import {
  RecommendationAnswerSchema,
  recommendedIds,
  type RecommendationRequest,
} from '../../shared/contracts/recommendations';
import type { Integrations } from '../config/domain-config';
import type { Env } from '../env';
import { logUpstreamFailure, upstreamFetch } from '../upstream/upstream-fetch';

export type RecommendationConfig = Integrations['recommendations'];

/** The log key of every engine failure: one line per interval however many products ask. */
const LOG_KEY = 'recommendations';

/** The engine's bearer key from its secret, '' when the site names none; undefined when named but not set. */
export function recommendationKey(env: Env, config: RecommendationConfig): string | undefined {
  if (config.apiKeySecret === null) return '';
  const key = (env as unknown as Record<string, unknown>)[config.apiKeySecret];
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/** The HTTP request for one question: GET with the question in the query, POST with it as JSON. */
export function engineRequest(
  config: RecommendationConfig,
  question: RecommendationRequest,
  key: string,
): [string, RequestInit] {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  if (config.method === 'POST') {
    headers['content-type'] = 'application/json';
    return [config.endpoint, { method: 'POST', headers, body: JSON.stringify(question) }];
  }
  const url = new URL(config.endpoint);
  url.searchParams.set('productIds', question.productIds.join(','));
  url.searchParams.set('limit', String(question.limit));
  url.searchParams.set('locale', question.locale);
  url.searchParams.set('site', question.site);
  return [url.href, { method: 'GET', headers }];
}

/**
 * Asks the site's recommendation engine (SPEC 7) which products to show beside `question.productIds`.
 * Never throws and never fails the shopper: an error status, a time-out, a network error or an answer
 * that fails its schema is logged (once per interval, like every upstream failure) and yields null,
 * which the caller shows as no row. `ok` ids are cut to the site's limit, without the asked products
 * and duplicates.
 */
export async function askRecommendationEngine(
  env: Env,
  config: RecommendationConfig,
  question: RecommendationRequest,
  key: string,
): Promise<number[] | null> {
  const [url, init] = engineRequest(config, question, key);
  let answer: unknown;
  try {
    const response = await upstreamFetch(env, url, init, { timeoutMs: config.timeoutMs });
    if (!response.ok) {
      // upstreamFetch logged a 5xx; a 4xx (a refused key, a question it does not take) is ours to report.
      if (response.status < 500) logUpstreamFailure(LOG_KEY, `HTTP ${response.status} from the engine`);
      await response.body?.cancel();
      return null;
    }
    answer = await response.json();
  } catch (e) {
    // A time-out or network error was logged by upstreamFetch; what is left is a body that is not JSON.
    if (e instanceof SyntaxError) logUpstreamFailure(LOG_KEY, 'an answer that is not JSON');
    return null;
  }
  const checked = RecommendationAnswerSchema.safeParse(answer);
  if (!checked.success) {
    logUpstreamFailure(LOG_KEY, 'an answer that fails its schema (shared/contracts/recommendations.ts)');
    return null;
  }
  return recommendedIds(checked.data, question.productIds, question.limit);
}
