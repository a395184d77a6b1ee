import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { RedirectAnswerSchema, UrlRewriteSchema } from '../../shared/contracts/content';
import { normalizePageUrl } from '../../shared/normalize-url';
import { defaultCache } from '../upstream/read-cache';
import { createUpstreams } from '../upstream/create-upstreams';
import { UpstreamError } from '../upstream/upstream-error';
import { runInBackground } from '../run-in-background';
import { countEvent } from '../ops/stats';
import { sameSiteRedirectTarget } from '../urls/same-site-target';

export type NotFoundResolution =
  | { kind: 'rewrite'; pageSlug: string; type: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'none' };

const ResolutionSchema: z.ZodType<NotFoundResolution> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rewrite'), pageSlug: z.string(), type: z.string() }),
  z.object({ kind: z.literal('redirect'), location: z.string() }),
  z.object({ kind: z.literal('none') }),
]);

const REWRITE_PAGE_TYPES = new Set(['page', 'content_page']);

/** Optional hints for the content `redirect` lookup (spec 7: route, slug, type). */
export interface NotFoundHints {
  route?: string;
  slug?: string;
  type?: string;
}

/** The longest chain of CMS redirects followed to its end; a longer one is answered 404, like a loop. */
export const MAX_REDIRECT_HOPS = 5;

/**
 * The CMS redirect for one path: asked for the path as the storefront spells it and, in parallel,
 * with the site's default-locale prefix (`/sk/kontakt-stary`), since editors enter either form.
 * `undefined` means no redirect; `null` means one the storefront must refuse (off-site).
 */
async function redirectHop(
  c: Context<AppEnv>,
  path: string,
  hints: NotFoundHints,
): Promise<{ target: string | null | undefined; cacheable: boolean }> {
  const { content } = createUpstreams(c);
  const read = { anonymous: true, cacheTtl: 0 } as const;
  const prefixed = `/${c.get('domain').defaultLocale}${path === '/' ? '' : path}`;
  const ask = (p: string) =>
    content
      .get(
        '/redirect',
        { route: hints.route ?? 'all', path: p, slug: hints.slug, type: hints.type },
        RedirectAnswerSchema,
        read,
      )
      .then(
        (answer) => ({ answer, failed: false }),
        (e: unknown) => ({ answer: null, failed: !(e instanceof UpstreamError && e.isNotFound) }),
      );
  const [plain, withPrefix] = await Promise.all([ask(path), ask(prefixed)]);
  const cacheable = !plain.failed && !withPrefix.failed;
  const answer = plain.answer ?? withPrefix.answer;
  if (!answer) return { target: undefined, cacheable };
  return { target: sameSiteRedirectTarget(c.get('domain'), answer.redirectPath, new URL(c.req.url).host), cacheable };
}

/**
 * Issue 13: a chain of CMS redirects is answered with ONE 301 to its final target. A loop, a
 * self-redirect, an off-site hop or a chain longer than MAX_REDIRECT_HOPS yields no redirect (404).
 */
async function followRedirects(
  c: Context<AppEnv>,
  path: string,
  hints: NotFoundHints,
): Promise<{ location: string | null; cacheable: boolean }> {
  const { defaultLocale } = c.get('domain');
  const canonical = (p: string) => normalizePageUrl({ pathname: p, search: '' }, { defaultLocale }).pathname;
  const seen = new Set([path, canonical(path)]);
  let current = path;
  let location: string | null = null;
  let cacheable = true;
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    const next = await redirectHop(c, current, hop === 0 ? hints : {});
    if (!next.cacheable) cacheable = false;
    if (next.target === undefined) return { location, cacheable };
    const targetPath = next.target === null ? null : (next.target.split('?', 1)[0] ?? next.target);
    if (next.target === null || targetPath === null || seen.has(targetPath)) return { location: null, cacheable };
    seen.add(targetPath);
    location = next.target;
    current = targetPath;
  }
  // Still redirecting after the last hop allowed: treated as a loop.
  return { location: null, cacheable };
}

async function lookUp(
  c: Context<AppEnv>,
  path: string,
  hints: NotFoundHints,
): Promise<{ result: NotFoundResolution; cacheable: boolean }> {
  const { content } = createUpstreams(c);
  const locale = c.get('locale');
  // A path is written in the site's language whatever the shopper reads (German is a preference,
  // never a URL of its own): look the path up in that language, then open the page by the slug it
  // has in the shopper's (or by the site's slug: the page loader then shows the spec's fallback).
  const siteLocale = c.get('domain').defaultLocale;
  const read = { anonymous: true, cacheTtl: 0 } as const;
  let cacheable = true;
  try {
    const rewrite = await content.get('/url-rewrite', { lang: siteLocale, path }, UrlRewriteSchema, read);
    const pageSlug = rewrite.page_meta.slug[locale] || rewrite.page_meta.slug[siteLocale];
    // Spec 2 shows pages of type `page`; a `content_page` (block-built page) is a page too. Other
    // types (article, branch, ...) live on their own routes: they fall through to the redirect.
    if (pageSlug && REWRITE_PAGE_TYPES.has(rewrite.type))
      return { result: { kind: 'rewrite', pageSlug, type: rewrite.type }, cacheable };
  } catch (e) {
    // A 404 is the negative answer (cacheable); anything else is an outage: answer, but do not remember.
    if (!(e instanceof UpstreamError && e.isNotFound)) cacheable = false;
  }
  const followed = await followRedirects(c, path, hints);
  if (!followed.cacheable) cacheable = false;
  if (followed.location) return { result: { kind: 'redirect', location: followed.location }, cacheable };
  return { result: { kind: 'none' }, cacheable };
}

/**
 * Before a 404 (spec 2, 7): a content URL rewrite (a page of type `page` renders with 200; see above),
 * else a content redirect (301 to a same-site path, default-locale prefix stripped; to itself or
 * off-site → none). Both answers are cached per site + locale + path, negative ones included;
 * an upstream failure yields `none` without being cached.
 */
export async function resolveNotFound(
  c: Context<AppEnv>,
  path: string,
  hints: NotFoundHints = {},
): Promise<NotFoundResolution> {
  const domain = c.get('domain');
  const key = new Request(
    `https://not-found.cache/${domain.code}/${c.get('locale')}?path=${encodeURIComponent(path)}&route=${encodeURIComponent(hints.route ?? '')}&slug=${encodeURIComponent(hints.slug ?? '')}&type=${encodeURIComponent(hints.type ?? '')}`,
  );
  const cache = defaultCache();
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) {
    const parsed = ResolutionSchema.safeParse(await hit.json().catch(() => null));
    if (parsed.success) {
      countEvent('not-found.cache-hit');
      return parsed.data;
    }
  }
  const { result, cacheable } = await lookUp(c, path, hints);
  if (cacheable && domain.cache.notFoundTtlSeconds > 0) {
    const stored = new Response(JSON.stringify(result), {
      headers: {
        'content-type': 'application/json',
        'cache-control': `public, max-age=${domain.cache.notFoundTtlSeconds}`,
      },
    });
    runInBackground(c, cache.put(key, stored));
  }
  return result;
}
