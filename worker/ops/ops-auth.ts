import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { sha256 } from '../../shared/hmac';
import { opsTokenProblem } from '../config/deployment';

/** Constant-time comparison: both sides hashed to equal length first, then timingSafeEqual. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (x: ArrayBuffer, y: ArrayBuffer) => boolean };
  if (subtle.timingSafeEqual) return subtle.timingSafeEqual(a, b);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** Why ops is off, logged once per isolate. */
const loggedProblems = new Set<string>();

/** `/__ops/*` needs `Authorization: Bearer ${OPS_TOKEN}`; without a usable OPS_TOKEN, ops is off. */
export const requireOpsToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.env.OPS_TOKEN;
  c.header('cache-control', 'no-store');
  // Missing, or in production short or a known development token (issue 11.2): ops stays shut.
  // Answered like any unknown ops path (ops-app.ts); why it is off goes to the log only (issue 26.8).
  const problem = opsTokenProblem(c.env);
  if (problem || !expected) {
    if (problem && !loggedProblems.has(problem)) {
      loggedProblems.add(problem);
      console.warn(`[storefront] ${problem}`);
    }
    return c.json({ error: 'not found' }, 404);
  }
  const header = c.req.header('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!given || !(await sameSecret(given, expected))) {
    c.header('www-authenticate', 'Bearer');
    return c.json({ error: 'unauthorized' }, 401);
  }
  await next();
};
