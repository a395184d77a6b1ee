import type { Context } from 'hono';
import type { PageMeta, PagePayload, PageRedirect } from '../../shared/page-payload';
import { matchRoute, ROUTES, type PageKey, type RouteDef } from '../../shared/routes';
import type { AppEnv } from '../env';
import { loaderFor, rewriteLoaderFor } from './loader-registry';
import type { LoaderContext, LoaderResult } from '../loaders/page-loader';
import { signInGate } from '../loaders/account-area';
import { resolveNotFound } from '../not-found/resolve-not-found';
import { UpstreamError } from '../upstream/upstream-error';
import { preloadPage } from '../../client/router/page-registry';
import { completePageMeta } from './social-meta';
import { cmsPageSlug, knowledgeFor, knowledgeOfPath } from '../urls/known-url';
import { withSiteUrls } from '../urls/page-alternates';
import { derivedView, objectId } from '../loaders/view-memo';
import { fixedRoutePaths, matchPageRoute } from '../urls/locale-routes';

export type ResolvedPage = (PagePayload & { cacheable: boolean }) | PageRedirect;

function errorPayload(c: Context<AppEnv>, url: URL, status: 403 | 404 | 500): ResolvedPage {
  const t = c.get('t');
  const key = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'serverError';
  return {
    page: 'error',
    route: 'error',
    params: {},
    url: url.pathname + url.search,
    status,
    meta: { title: t(`errors.${key}.title`), noindex: true },
    data: { status },
    cacheable: false,
  };
}

function toPayload(
  c: Context<AppEnv>,
  url: URL,
  route: RouteDef,
  page: PageKey,
  params: Record<string, string>,
  result: LoaderResult,
): ResolvedPage {
  switch (result.kind) {
    case 'ok': {
      const resolvedPage = result.page ?? page;
      const indexed = route.index ? result.meta : { ...result.meta, noindex: true };
      return {
        page: resolvedPage,
        route: route.name,
        params,
        url: url.pathname + url.search,
        status: result.status ?? 200,
        // The route's policy, once for every loader: noindex where search engines have no business,
        // shared caches only where the route allows them and the answer is not the shopper's own.
        // A shared view's meta (worker/loaders/view-memo.ts) is completed once per page kind and URL.
        meta: derivedView(
          indexed,
          () =>
            `complete ${objectId(c.get('domain'))} ${c.get('locale')} ${route.name} ${resolvedPage} ${url.pathname}`,
          () => completePageMeta(c, resolvedPage, url, indexed, route.content?.describedAs),
        ),
        data: result.data,
        cacheable: route.sharedCache !== undefined && result.personal !== true,
      };
    }
    case 'redirect':
      return { redirect: result.location, status: result.status ?? 301 };
    case 'error':
      return errorPayload(c, url, result.status);
    case 'not-found':
      return errorPayload(c, url, 404);
  }
}

/**
 * Runs the route's loader for a (normalised) URL. A miss asks the content API for a URL rewrite
 * (a CMS page renders with 200) and then a redirect (same-site 301) before answering 404.
 * Upstream failures become the 500 page; nothing here throws.
 */
export async function resolvePage(c: Context<AppEnv>, url: URL): Promise<ResolvedPage> {
  const resolved = await resolveWithoutModule(c, url);
  // The page's component is a lazy chunk in the browser; on the server load it with the data, so a
  // page whose data is ready renders in the first flush instead of suspending on its own module.
  if (!('redirect' in resolved)) await preloadPage(resolved.page);
  return resolved;
}

/**
 * A moved page keeps the query it was asked with (a chosen language, a page number, campaign tags),
 * unless the redirect names its own: `/masazne-oleje?locale=de` on the Czech site is the German list
 * at the Czech slug, not the Czech one.
 */
function keepQuery(location: string, url: URL): string {
  return url.search && !location.includes('?') ? `${location}${url.search}` : location;
}

/** The product page's route: a wildcard product URL (below) is rendered as that route's page. */
const PRODUCT_ROUTE = ROUTES.find((r) => r.name === 'product-slug');

/** The product slug of a wildcard product path (its last segment). */
function lastSegment(path: string): string {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function resolveWithoutModule(c: Context<AppEnv>, url: URL): Promise<ResolvedPage> {
  const match = matchPageRoute(url.pathname);
  const { route, params } = match;
  try {
    // The edge's URL knowledge first (no upstream call): a CMS redirect, a slug of another site's
    // locale, or a path the shop does not have is answered here, whatever the upstream's speed.
    const knowledge = await knowledgeFor(c, match, url.pathname);
    if (knowledge.state === 'redirect') return { redirect: keepQuery(knowledge.location, url), status: 301 };
    if (knowledge.state === 'missing') return errorPayload(c, url, 404);
    const known = knowledge.state === 'found' ? knowledge.record : undefined;
    // The page's paths per locale for its canonical and alternates: the entity's; a content route's
    // CMS page (`/poradna` is `/beratung` in German); a fixed route's (worker/urls/locale-routes.ts).
    const contentRecord = !known && route.content ? await knowledgeOfPath(c, url.pathname) : undefined;
    const pageRecord = known ?? (contentRecord?.state === 'found' ? contentRecord.record : undefined);
    const fixedPaths = fixedRoutePaths(route);
    // A shared view's meta gets its site URLs once per path and what the edge knows of it.
    const siteUrls = (meta: PageMeta) =>
      derivedView(
        meta,
        () =>
          `site-urls ${objectId(c.get('domain'))} ${c.get('locale')} ${url.pathname} ${JSON.stringify(pageRecord ?? null)} ${JSON.stringify(fixedPaths ?? null)}`,
        () => withSiteUrls(c, url, meta, pageRecord, fixedPaths),
      );
    // Slugs per locale: a page asked for by another locale's slug (a Slovak link read in German)
    // is loaded by the slug of the shopper's locale, so every locale finds the same entity.
    const localePath = known?.a[c.get('locale')];
    const translated = localePath && localePath !== url.pathname ? matchRoute(localePath) : undefined;
    const loaderParams = translated && translated.route.name === route.name ? translated.params : params;
    const ctx: LoaderContext = {
      c,
      match,
      params: loaderParams,
      url,
      query: url.searchParams,
      ...(known ? { known } : {}),
    };
    // A CMS page the knowledge knows is loaded by its slug at once: one upstream round, instead of
    // asking the content API for the path's url rewrite first. Not found by it: the flow below.
    const cmsSlug = known && route.name === 'all' ? cmsPageSlug(known, c.get('locale')) : null;
    const cmsLoader = known && cmsSlug ? rewriteLoaderFor(known.k) : undefined;
    if (cmsLoader && cmsSlug) {
      const direct = await cmsLoader({ ...ctx, params: { ...params, slug: cmsSlug } });
      if (direct.kind === 'ok') {
        direct.meta = siteUrls(direct.meta);
        return toPayload(c, url, route, 'content-page', params, direct);
      }
    }
    // SPEC 3 product wildcard-URL mode: a catch-all path the knowledge lists as a product
    // (`/{main-menu category path}/{slug}`, worker/urls/url-knowledge.ts) is that product's page,
    // loaded by its slug in the shopper's locale. Only the knowledge makes such a path a product: with
    // none (a first build that failed) it is left to the category loader and ends a 404.
    if (known?.k === 'product' && route.name === 'all' && PRODUCT_ROUTE) {
      const productLoader = loaderFor(PRODUCT_ROUTE.page);
      const slug = lastSegment(localePath ?? url.pathname);
      const productParams = { slug };
      const result: LoaderResult = productLoader
        ? await productLoader({ ...ctx, match: { route: PRODUCT_ROUTE, params: productParams }, params: productParams })
        : { kind: 'not-found' };
      if (result.kind === 'ok') result.meta = siteUrls(result.meta);
      return toPayload(c, url, PRODUCT_ROUTE, PRODUCT_ROUTE.page, productParams, result);
    }
    const loader = route.hidden ? undefined : loaderFor(route.page);
    // Sign-in required (route policy `auth`): the gate runs once, here, before the loader.
    if (loader && route.auth) {
      const gate = await signInGate(ctx);
      if (gate.kind === 'refused') return toPayload(c, url, route, route.page, params, gate.result);
      ctx.account = gate.account;
    }
    const result: LoaderResult = loader ? await loader(ctx) : { kind: 'not-found' };
    if (result.kind === 'ok') result.meta = siteUrls(result.meta);
    if (result.kind !== 'not-found') return toPayload(c, url, route, route.page, params, result);

    const fallback = await resolveNotFound(c, url.pathname);
    if (fallback.kind === 'redirect') return { redirect: keepQuery(fallback.location, url), status: 301 };
    if (fallback.kind === 'rewrite') {
      const rewriteLoader = rewriteLoaderFor(fallback.type);
      if (rewriteLoader) {
        const rewritten = await rewriteLoader({ ...ctx, params: { ...params, slug: fallback.pageSlug } });
        if (rewritten.kind === 'ok') {
          rewritten.meta = siteUrls(rewritten.meta);
          return toPayload(c, url, route, 'content-page', params, rewritten);
        }
      }
    }
    return errorPayload(c, url, 404);
  } catch (error) {
    if (!(error instanceof UpstreamError)) console.error(`[render] loader for ${url.pathname} failed`, error);
    return errorPayload(c, url, 500);
  }
}
