import type { Context } from 'hono';
import {
  AddressCheckRequestSchema,
  AddressServiceAnswerSchema,
  type AddressCheckAnswer,
  type AddressServiceRequest,
} from '../../shared/contracts/address-validation';
import { fromAddressServiceCountry, toAddressServiceCountry } from '../../shared/validation/address-validation';
import type { AppEnv } from '../env';
import { ipKey, overRateLimit } from '../middleware/rate-limit';
import { logUpstreamFailure, upstreamFetch } from '../upstream/upstream-fetch';
import { apiError } from './api-errors';
import { readJsonBody } from './read-json-body';

const OWN_RULES: AddressCheckAnswer = { active: false };

/**
 * `POST /api/address-validation` (SPEC 5): the browser's fields to the site's address-validation
 * service and its verdicts back. Not a proxy: the endpoint comes from the site's config, the body
 * is rebuilt from the seven allow-listed fields, and the answer is schema-checked and cut to the
 * fields asked. Off (the default) it is a 404; a service that fails, times out or answers nonsense
 * yields `active: false`, so the form falls back to the shop's own rules and never blocks a shopper.
 */
export async function addressValidationRoute(c: Context<AppEnv>): Promise<Response> {
  const config = c.get('domain').integrations.addressValidation;
  if (!config.enabled) return apiError(c, 404, 'Not found');
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const parsed = AddressCheckRequestSchema.safeParse(body.json);
  if (!parsed.success) return apiError(c, 422, 'fields: not an address to check');
  const own = () => c.json({ data: OWN_RULES });

  const country = toAddressServiceCountry(parsed.data.country);
  const apiKey = (c.env as unknown as Record<string, unknown>)[config.apiKeySecret];
  // A country the service does not cover, or no key configured: the shop's own rules.
  if (!country || typeof apiKey !== 'string' || apiKey === '') return own();
  // Over the per-address limit: the shop's own rules too, without asking the (paid) service. A 429
  // would only tell a shopper's form to stop checking, which falling back does without a message.
  if (await overRateLimit(c.env, 'ADDRESS_CHECK_RATE_LIMIT', [ipKey(c)])) return own();

  const request: AddressServiceRequest = { country, language: c.get('locale'), fields: parsed.data.fields };
  let answer: unknown;
  try {
    const response = await upstreamFetch(
      c.env,
      config.endpoint,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify(request),
      },
      { timeoutMs: config.timeoutMs },
    );
    if (!response.ok) return own(); // upstreamFetch logged a 5xx; a 4xx is our request's fault, still no block
    answer = await response.json();
  } catch {
    return own(); // time-out or network error, logged by upstreamFetch
  }
  const checked = AddressServiceAnswerSchema.safeParse(answer);
  if (!checked.success || fromAddressServiceCountry(checked.data.country) !== parsed.data.country) {
    logUpstreamFailure('address-validation', 'an answer that fails its schema or speaks of another country');
    return own();
  }
  // Verdicts only for the fields asked: the service cannot judge (or blank) a field we did not send.
  const asked = new Set(Object.keys(parsed.data.fields));
  const results = Object.fromEntries(Object.entries(checked.data.results).filter(([field]) => asked.has(field)));
  return c.json({ data: { active: true, results } satisfies AddressCheckAnswer });
}
