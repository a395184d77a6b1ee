import { describe, expect, test } from 'vitest';
import { IntegrationsSchema } from '../../worker/config/domain-config';
import { defaultIntegrations } from '../../worker/config/domains';
import {
  RecommendationAnswerSchema,
  RecommendationQuerySchema,
  recommendedIds,
} from '../../shared/contracts/recommendations';

// SPEC 7 recommendation engine: the schemas at its three boundaries (site config, the engine's answer,
// the browser's question) and how an answer becomes the ids a row shows.

describe('recommendation engine config', () => {
  const base = defaultIntegrations('sk');
  const withEngine = (recommendations: Record<string, unknown>) =>
    IntegrationsSchema.safeParse({ ...base, recommendations: { ...base.recommendations, ...recommendations } });

  test('the default is valid and off, by GET, without a key, 1500 ms', () => {
    expect(IntegrationsSchema.parse(base).recommendations).toMatchObject({
      enabled: false,
      method: 'GET',
      apiKeySecret: null,
      timeoutMs: 1500,
    });
  });

  test.each([
    ['a method other than GET or POST', { method: 'PUT' }],
    ['an endpoint that is not http(s)', { endpoint: 'ftp://engine.example/recommend' }],
    ['a key written as a value instead of a secret name', { apiKeySecret: 'sk_live_abc' }],
    ['a time-out under 100 ms', { timeoutMs: 10 }],
    ['a time-out over 10 s', { timeoutMs: 60_000 }],
    ['more than 24 products', { limit: 50 }],
    ['an unknown field', { timeout: 1500 }],
  ])('refuses %s', (_name, change) => {
    expect(withEngine(change).success).toBe(false);
  });

  test('takes POST with a key secret', () => {
    expect(withEngine({ enabled: true, method: 'POST', apiKeySecret: 'RECOMMENDATIONS_API_KEY_SK' }).success).toBe(
      true,
    );
  });
});

describe("the engine's answer", () => {
  test('ids with or without scores; extra fields are ignored', () => {
    const parsed = RecommendationAnswerSchema.parse({ items: [{ id: 3, score: 0.9, why: 'x' }, { id: 4 }], took: 3 });
    expect(parsed.items).toEqual([{ id: 3, score: 0.9 }, { id: 4 }]);
  });

  test.each([
    ['no items list', { ids: [1, 2] }],
    ['ids as strings', { items: [{ id: '3' }] }],
    ['a negative id', { items: [{ id: -3 }] }],
    ['a score that is not a number', { items: [{ id: 3, score: 'high' }] }],
    ['an absurdly long list', { items: Array.from({ length: 201 }, (_, i) => ({ id: i + 1 })) }],
    ['not an object', 'garbage'],
  ])('refuses %s', (_name, answer) => {
    expect(RecommendationAnswerSchema.safeParse(answer).success).toBe(false);
  });

  test('recommendedIds: engine order, no duplicates, none of the asked products, at most the limit', () => {
    const answer = { items: [5, 1, 7, 5, 9, 2, 11].map((id) => ({ id })) };
    expect(recommendedIds(answer, [1, 2], 3)).toEqual([5, 7, 9]);
    expect(recommendedIds({ items: [] }, [1], 8)).toEqual([]);
  });
});

describe("the browser's question", () => {
  test('ids are sorted and deduplicated (one cache entry per set of products)', () => {
    expect(RecommendationQuerySchema.parse({ productIds: '9,3,9' })).toEqual({ productIds: [3, 9] });
  });

  test.each([
    [{}],
    [{ productIds: '' }],
    [{ productIds: '0' }],
    [{ productIds: '1,,2' }],
    [{ productIds: '1.5' }],
    [{ productIds: '12345678901' }],
    [{ productIds: Array.from({ length: 21 }, (_, i) => i + 1).join(',') }],
    [{ productIds: '1', limit: '100' }],
  ])('refuses %j', (query) => {
    expect(RecommendationQuerySchema.safeParse(query).success).toBe(false);
  });
});
