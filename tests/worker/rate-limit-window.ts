import { retryAfterSeconds, type RateLimitBinding } from '../../worker/middleware/rate-limit';

/**
 * Runs a rate-limit sequence (N tries, then "the next one is refused") so that its verdict never
 * depends on when it ran. Cloudflare's limiter, and Miniflare's simulation of it in these tests,
 * counts in fixed windows aligned to the wall clock, and a new window forgets every count: a
 * sequence that straddles a boundary starts again from zero halfway through, and its 429 never comes
 * (CI, 2026-11-26: "12 wrong passwords … expected [401 × 12] to include 429" on a loaded machine).
 *
 * A failure is a failure when the whole run stayed in one window. A run that crossed a boundary is
 * run once more: it starts in a fresh window and, being far shorter than one, cannot cross again.
 * The run must take fresh keys (a new address, a new account) each time it is called.
 */
export async function inOneLimitWindow<T>(binding: RateLimitBinding, run: () => Promise<T>): Promise<T> {
  const windowMs = retryAfterSeconds(binding) * 1000;
  const windowNow = () => Math.floor(Date.now() / windowMs);
  const started = windowNow();
  try {
    return await run();
  } catch (error) {
    if (windowNow() === started) throw error;
    return run();
  }
}
