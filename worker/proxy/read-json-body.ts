import type { Context } from 'hono';
import { apiError } from './api-errors';

/**
 * The request body as JSON text for forwarding: empty → undefined; not JSON → a 400 answer.
 * (Size is limited before this by the bodyLimit middleware in api-proxy.ts.)
 */
export async function readJsonBody(
  c: Context,
): Promise<{ ok: true; text: string | undefined; json: unknown } | { ok: false; response: Response }> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return { ok: true, text: undefined, json: undefined };
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, response: apiError(c, 400, 'The request body could not be read') };
  }
  if (text.trim() === '') return { ok: true, text: undefined, json: undefined };
  try {
    const json: unknown = JSON.parse(text);
    return { ok: true, text: JSON.stringify(json), json };
  } catch {
    return { ok: false, response: apiError(c, 400, 'The request body is not valid JSON') };
  }
}
