import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';
import { VIDEO_EMBED_ORIGIN } from '../render/video-embed';

const NONCE_BYTES = 16;
/**
 * Random bytes for the next 256 nonces: `getRandomValues` costs about the same for 4 KB as for 16
 * bytes, and one call per request was 1-3.5 % of a page view's CPU (bench:cpu profile, 11-27). Every
 * nonce still takes 128 bits of its own from the CSPRNG; a used slice is never handed out again.
 */
const randomPool = new Uint8Array(NONCE_BYTES * 256);
let poolOffset = randomPool.length;

function newNonce(): string {
  if (poolOffset === randomPool.length) {
    crypto.getRandomValues(randomPool);
    poolOffset = 0;
  }
  const bytes = randomPool.subarray(poolOffset, (poolOffset += NONCE_BYTES));
  return btoa(String.fromCharCode.apply(null, bytes as unknown as number[]));
}

/** Where the request's nonce goes in the policy (the policy is written once per isolate, not per request). */
const NONCE_SLOT = '\u0000nonce\u0000';

/**
 * The Content-Security-Policy, cut where the nonce goes. Written once per isolate for each tag-manager
 * setting: built per request (Hono's policy callbacks, an array copied and joined) it was a few % of a
 * page view's CPU (bench:cpu, 11-27), for the same text every time but the nonce.
 */
function policyAround(tagManager: boolean): string[] {
  // A site with a tag manager (issue 12) lets its tags send hits; scripts need nothing: 'strict-dynamic'.
  const tags = tagManager
    ? ' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com'
    : '';
  const nonce = `'nonce-${NONCE_SLOT}'`;
  return [
    "default-src 'self'",
    // 'strict-dynamic': the nonce'd entry script may load the route chunks it imports.
    `script-src ${nonce} 'strict-dynamic'`,
    // Stylesheets are files (plain CSS per page, linked from the Vite manifest); an inline <style> needs the nonce.
    `style-src 'self' ${nonce}`,
    // React `style={…}` props render as attributes; they cannot run script, so allowed.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${tags}`,
    "font-src 'self'",
    `connect-src 'self'${tags}`,
    // The offline service worker at /sw.js ('strict-dynamic' would refuse it: a worker has no nonce).
    "worker-src 'self'",
    // The category video's player (issue 18.3), built only after a click and consent: that host alone.
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .join('; ')
    .split(NONCE_SLOT);
}
const POLICY = { withTags: policyAround(true), withoutTags: policyAround(false) };

function contentSecurityPolicy(c: Context<AppEnv>): string {
  const around = c.get('domain')?.integrations.tagManagerId ? POLICY.withTags : POLICY.withoutTags;
  return around.join(c.get('nonce'));
}

// Hono's middleware for the fixed headers (no per-request callbacks: the list is built once); the
// policy, which carries the nonce, is ours (above).
const headers = secureHeaders({
  contentSecurityPolicy: undefined,
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: true,
});

/** Whether this response's headers may be set: a passed-through one's throw a TypeError. */
function headersAreMutable(res: Response): boolean {
  try {
    // A header every answer gets anyway (secureHeaders sets it next), so the probe changes nothing.
    res.headers.set('x-content-type-options', 'nosniff');
    return true;
  } catch {
    return false;
  }
}

/**
 * Secure headers on every response, with a fresh CSP nonce per request in `c.get('nonce')`:
 * every inline script the renderer emits must carry `nonce={c.get('nonce')}`.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('nonce', newNonce());
  await headers(c, async () => {
    await next();
    // Responses passed through from a fetch, a service binding or the Cache API have immutable
    // headers; those are re-wrapped (the body stream is not copied) so the headers can be set on
    // every answer. The worker's own answers (every rendered page, every page-cache hit) are not:
    // a re-wrap is two Response objects and a copy of every header (Hono's `res` setter), per request.
    if (headersAreMutable(c.res)) return;
    const res = new Response(c.res.body, c.res);
    // Unset first: assigning over a response copies its old headers into the new one again.
    c.res = undefined;
    c.res = res;
  });
  c.res.headers.set('content-security-policy', contentSecurityPolicy(c));
  // A page that must not leak its URL (login-as) asks for no Referer at all.
  const referrerPolicy = c.get('referrerPolicy');
  if (referrerPolicy) c.res.headers.set('referrer-policy', referrerPolicy);
};
