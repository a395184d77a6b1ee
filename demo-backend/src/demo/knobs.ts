/**
 * Latency and failure injection for tests and benchmarks (`/__demo/knobs`), off by default. A knob
 * applies to every request whose path starts with its prefix (the longest prefix wins). Module state:
 * it lives as long as the isolate, which is what a test run or a benchmark needs.
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { DemoAppEnv } from '../env';

export const DemoKnobSchema = z
  .object({
    /** Path prefix, e.g. "/api/v1/cart" or "/content/graphql". */
    prefix: z.string().startsWith('/'),
    /** Fixed delay before answering. */
    delayMs: z.number().int().min(0).max(120_000).optional(),
    /** Answer this status with a store error body instead of the real answer. */
    status: z.number().int().min(400).max(599).optional(),
    /** Never answer within N seconds: hold the request N s, then 504 (clients must time out first). */
    timeoutS: z.number().min(0).max(600).optional(),
    /** Answer 200 with a truncated JSON body. */
    malformed: z.boolean().optional(),
    /** Apply to the next N matching requests only, then remove itself ("fail twice, then succeed"). */
    times: z.number().int().min(1).max(10_000).optional(),
  })
  .refine(
    (k) => k.delayMs !== undefined || k.status !== undefined || k.timeoutS !== undefined || k.malformed,
    'A knob needs delayMs, status, timeoutS or malformed',
  );
export type DemoKnob = z.infer<typeof DemoKnobSchema>;

const knobs = new Map<string, DemoKnob>();

export const listKnobs = () => [...knobs.values()];
export const setKnob = (k: DemoKnob) => knobs.set(k.prefix, k);
export const clearKnobs = (prefix?: string) => (prefix ? knobs.delete(prefix) : knobs.clear());

function knobFor(path: string): DemoKnob | undefined {
  let best: DemoKnob | undefined;
  for (const k of knobs.values())
    if (path.startsWith(k.prefix) && (!best || k.prefix.length > best.prefix.length)) best = k;
  return best;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const knobsMiddleware: MiddlewareHandler<DemoAppEnv> = async (c, next) => {
  const path = new URL(c.req.url).pathname;
  const knob = path.startsWith('/__demo/') ? undefined : knobFor(path);
  if (!knob) return next();
  if (knob.times !== undefined) {
    if (knob.times <= 1) knobs.delete(knob.prefix);
    else knobs.set(knob.prefix, { ...knob, times: knob.times - 1 });
  }
  if (knob.delayMs) await sleep(knob.delayMs);
  if (knob.timeoutS !== undefined) {
    await sleep(knob.timeoutS * 1000);
    return c.json({ errors: [{ title: `Injected time-out (${knob.timeoutS} s)`, status: 504 }] }, 504);
  }
  if (knob.status)
    return c.json(
      { errors: [{ title: `Injected failure (${knob.status})`, status: knob.status }] },
      knob.status as 500,
    );
  if (knob.malformed) return c.body('{"data": {"truncated": ', 200, { 'content-type': 'application/json' });
  return next();
};
