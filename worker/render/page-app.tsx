import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { HEAD_SCRIPT } from './head-script';
import { renderToReadableStream } from 'react-dom/server';
import { App, AppProviders } from '../../client/app';
import { preloadServerRenderedParts } from '../../client/shell/server-rendered-parts';
import { registerPageHead } from '../../client/router/page-head-slot';
import { PageSkeleton } from '../../client/skeletons/page-skeleton';
import { registerPageSkeleton } from '../../client/skeletons/page-skeleton-slot';
import { createTranslator } from '../../shared/i18n/dictionary';
import { PAGE_DATA_PREFIX, type PagePayload, type PageRedirect } from '../../shared/page-payload';
import { sameSitePath } from '../../shared/same-site-path';
import { normalizePageUrl } from '../../shared/normalize-url';
import type { AppEnv } from '../env';
import { isPersonalised } from '../middleware/read-session';
import { loadShellData } from '../upstream/shell-data';
import { clientAssets } from './asset-manifest';
import { logUpstreamFailure } from '../upstream/upstream-fetch';
import { renderFallbackPage } from './fallback-page';
import { resolvePage, type ResolvedPage } from './resolve-page';
import { buildShellView, shellScriptJson } from './shell-view';
import { documentBytes, StoredBytes } from './stored-bytes';
import { writeWholeDocument } from './whole-document';
import { fragmentMemo, shellMemoKey } from './fragment-memo';
import { pageKeyOf, withDataBlock } from './page-data-block';
import { derivedView, isSharedView } from '../loaders/view-memo';
import { serviceWorkerRegistrationElement } from './service-worker-registration';
import { jsonLdElements, withDocumentEnds } from './document-ends';
import { HeadTagsWrittenOutside, pageHeadElements, ServerPageHead } from './page-head-markup';
import type { RouteDef } from '../../shared/routes';
import { matchPageRoute } from '../urls/locale-routes';
import { isKnownPageUrl } from '../urls/known-url';
import { isBrowserFormPost } from '../http/browser-form';
import { cookiesWritten } from '../cookies';
import {
  PAGE_CACHE_HEADER,
  pageCacheAllowed,
  readPageCache,
  sharedPageCacheControl,
  readWholeStream,
  writePageCache,
  writeWholePageCache,
} from '../cache/page-cache';

// Page rendering (SSR) and page data for client-side navigation. Mounted last by worker/app.ts.
export const pageApp = new Hono<AppEnv>();

// Every server-rendered page carries its head tags; the browser loads their renderer only to navigate.
registerPageHead(ServerPageHead);
registerPageSkeleton(PageSkeleton);

/** The head script (a constant of the build) as the bytes an answer writes (stored-bytes.ts). */
const HEAD_SCRIPT_BYTES = new TextEncoder().encode(HEAD_SCRIPT);

/** One translator per locale for the isolate's life (the dictionaries are constants). */
const translators = new Map<AppEnv['Variables']['locale'], AppEnv['Variables']['t']>();

pageApp.use('*', async (c, next) => {
  const locale = c.get('locale');
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(locale)));
  c.set('t', t);
  await next();
});

/** Personal or error answers must not be stored by shared caches. */
function cacheControlFor(page: ResolvedPage, c: Context<AppEnv>): string {
  if ('redirect' in page) return 'private, no-store';
  // Any personalising cookie (auth, guest cart, price variant, groups) makes the answer private (issue 11.9).
  const anonymous = !isPersonalised(c.get('session'));
  return anonymous && page.cacheable && page.status === 200
    ? sharedPageCacheControl(c.get('showsUntil'))
    : 'private, no-store';
}

/** Paths that are not pages. */
const NOT_A_PAGE = /^\/(?:api|__)/i;

/**
 * A form that needs the page's script, posted without it (scripts blocked): the account forms post to
 * their own page (`method="post"`, no `action`) so what is typed never lands in a URL (the login and
 * register forms are the exceptions: they post to worker routes that work without a script), and the head
 * script holds such a submit until the page is live (client/router/hydration.ts). Without any script
 * the page comes again, as a GET (303), instead of a bare 404; what was posted is not read.
 */
pageApp.post('*', (c) => {
  const url = new URL(c.req.url);
  // Only a browser's own form post to a page: anything else posted here (an API path in another
  // spelling, page data, a script's JSON) stays the 404 it always was. The question is the body's
  // kind (worker/http/browser-form.ts): a navigation with any other body is no shopper's form.
  const formPost = isBrowserFormPost(c) && !NOT_A_PAGE.test(url.pathname);
  if (!formPost) return c.notFound();
  return c.redirect(sameSitePath(`${url.pathname}${url.search}`) ?? '/', 303);
});

/** Client-side navigation: the same loader as SSR, as JSON. */
pageApp.get(`${PAGE_DATA_PREFIX}/*`, async (c) => {
  const requested = new URL(c.req.url);
  const url = new URL(requested.pathname.slice(PAGE_DATA_PREFIX.length) || '/', requested.origin);
  url.search = requested.search;
  // A non-canonical URL gets the instruction a full load gets as a 301 (the router follows it).
  const canonical = normalizePageUrl(url, { defaultLocale: c.get('domain').defaultLocale });
  if (canonical.changed) {
    c.header('cache-control', 'private, no-store');
    return c.json({ redirect: canonical.pathname + canonical.search, status: 301 } satisfies PageRedirect, 200);
  }
  const page = await resolvePage(c, url);
  c.header('cache-control', cacheControlFor(page, c));
  c.header('vary', 'cookie');
  if ('redirect' in page) return c.json(page, 200);
  const { cacheable: _cacheable, ...payload } = page;
  return c.json(payload satisfies PagePayload, 200);
});

/** A promise React's `use()` reads synchronously: the data is already there, render it in the shell. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** Waits for the page data at most `ms`, so the status code is right whenever upstreams are quick. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  // The runtime's own timer, left to run out when the page came first: nodejs_compat's setTimeout
  // builds a Timeout object per view and clearTimeout takes it apart again (2 % of a product view's
  // CPU, bench:cpu 11-27).
  return Promise.race([promise, scheduler.wait(ms).then(() => undefined)]);
}

/** Promise turns the renderer gives data read from memory before it sets the status-wait timer. */
const SETTLE_TURNS = 16;

/** A redirect learnt after the shell was sent: a tiny page that moves the browser on. */
function lateRedirectPayload(url: URL, location: string): PagePayload {
  return {
    page: 'redirect',
    route: 'redirect',
    params: {},
    url: url.pathname + url.search,
    status: 301,
    meta: { title: location, noindex: true },
    data: { location },
  };
}

/** Search engines and link previews: they get the real status (404, 301, 500), however slow. */
const CRAWLER = /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|linkcheck|validator/i;

/**
 * How long the renderer waits for the page data before it commits a status and flushes the shell
 * (issue 13: a correct status beats a fast wrong one).
 *
 * Only a URL the edge already knows to exist (`known`) streams after `renderStatusWaitMs` (25 ms):
 * its page is a 200 whatever the upstream's speed, so an early 200 is never a wrong answer.
 * Every other URL (a slug, a catch-all path, a CMS redirect, a page number) waits for the loader's
 * decision, bounded by the upstream time-outs of the calls it makes, so a missing URL is a real
 * 404 and a moved one a real 301 at any upstream latency or machine load. Where the status is the
 * point even for a known URL, the renderer waits too: crawlers (search engines must see 500s), the
 * user area, sign-in and checkout steps (a guard's redirect must be an HTTP redirect), and
 * logged-in shoppers (an expired token is cleared by a redirect).
 * That wait is capped at four upstream time-outs (the longest chain of calls a loader makes in a
 * row) only as a guard against a loader that never settles.
 */
function statusWaitMs(c: Context<AppEnv>, route: RouteDef, known: boolean): number {
  const statusMatters =
    !known ||
    route.auth === true ||
    route.criticalStatus === true ||
    c.get('session').token !== undefined ||
    CRAWLER.test(c.req.header('user-agent') ?? '');
  const { cache, upstreams } = c.get('domain');
  return statusMatters ? Math.max(cache.renderStatusWaitMs, upstreams.timeoutMs * 4) : cache.renderStatusWaitMs;
}

pageApp.get('*', async (c) => {
  const url = new URL(c.req.url);
  const match = matchPageRoute(url.pathname);
  const { route } = match;
  // Anonymous whole-page cache (the third cache layer): a hit skips loaders, shell data and React.
  const cacheable = pageCacheAllowed(c, route);
  if (cacheable) {
    const hit = await readPageCache(c);
    if (hit) return hit;
  }
  const pageCacheState = cacheable ? 'miss' : 'bypass';

  const pending = resolvePage(c, url);
  // Page data read from warm caches is usually here by the time the shell is: then the render needs
  // no timer and no look at URL knowledge to know how long it may wait (see settleWithin).
  let settled: { page: Awaited<typeof pending> } | undefined;
  pending.then(
    (page) => {
      settled = { page };
    },
    () => undefined,
  );
  let shell;
  let assets;
  try {
    let shellData;
    // The shell's lazy parts are loaded before the first render of an isolate, so they are never
    // streamed behind the page (client/shell/server-rendered-parts.ts).
    [assets, shellData] = await Promise.all([clientAssets(c.env), loadShellData(c), preloadServerRenderedParts()]);
    shell = buildShellView(c, shellData, assets);
  } catch (error) {
    // During an outage this happens on every request: log once per interval, not per request.
    logUpstreamFailure('render shell data', String(error));
    const fallback = renderFallbackPage(c, 500);
    fallback.headers.set(PAGE_CACHE_HEADER, pageCacheState);
    return fallback;
  }

  // Data read from memory (warm reads, shared views) is a few promise turns behind the shell: a few
  // turns of waiting find it without the status-wait timer (2 % of a product view, bench:cpu 11-27).
  for (let turn = 0; settled === undefined && turn < SETTLE_TURNS; turn++) await undefined;
  const early = settled
    ? settled.page
    : await settleWithin(pending, statusWaitMs(c, route, await isKnownPageUrl(c, match, url)));
  if (early && 'redirect' in early) return c.redirect(early.redirect, early.status);
  // A cookie the loader wrote (the login page takes its flash message) goes out with the page: Hono
  // keeps headers written before the answer exists only in a stand-in Response, which it merges into
  // the Response this handler builds once it exists (as it does when a middleware wrote a cookie).
  // Only a request that wrote one pays for the look (worker/cookies.ts cookiesWritten).
  if (early && cookiesWritten(c)) void c.res;

  // A page whose data is here is written whole, and its JSON-LD goes at the end of its head outside
  // React (document-ends.ts): not rendered twice per view (in the page and in its data for the
  // browser), and not in the data the browser hydrates from: 7.7 KB of a product page's 11.6.
  const jsonLd = early?.meta.jsonLd ?? [];
  // A shared page view's meta without its JSON-LD is one object too, so its text is kept (page-data-block.ts).
  const view =
    early &&
    (jsonLd.length > 0
      ? {
          ...early,
          meta: derivedView(
            early.meta,
            () => 'without JSON-LD',
            () => ({ ...early.meta, jsonLd: undefined }),
          ),
        }
      : early);
  const nonce = c.get('nonce');
  let renderFailed = false;
  try {
    // A page whose data is here renders its boxes, main menu and footer from markup rendered before.
    const fragments = view ? fragmentMemo(shellMemoKey(shell), pageKeyOf(view)) : null;
    // A whole document's head tags are written by the worker at the end of <head> from markup kept
    // per shared meta (page-head-markup.tsx); a meta of this request alone is rendered in place, in
    // the document's own render, which costs less than a render of its own.
    const headMeta = view && isSharedView(view.meta) ? view.meta : null;
    const documentOf = (payload: Promise<PagePayload>, stored?: StoredBytes) => {
      const whole = (
        <App
          shell={shell}
          payload={payload}
          nonce={nonce}
          fragments={fragments}
          shellJson={shellScriptJson(shell, stored)}
          headScript={stored ? stored.mark(HEAD_SCRIPT_BYTES) : HEAD_SCRIPT}
        />
      );
      return headMeta ? <HeadTagsWrittenOutside.Provider value={true}>{whole}</HeadTagsWrittenOutside.Provider> : whole;
    };
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': early ? cacheControlFor(early, c) : 'private, no-store',
      vary: 'cookie',
      [PAGE_CACHE_HEADER]: pageCacheState,
    });
    const storeWhen = {
      nonce,
      // Only a whole page is kept: the stream completed, nothing failed while rendering (a failed
      // Suspense boundary leaves a client-rendered hole), and the loader's answer was a cacheable 200.
      keep: async () => {
        const page = await pending;
        return !renderFailed && !('redirect' in page) && page.status === 200 && page.cacheable;
      },
    };
    const stream = (app: ReactElement) =>
      renderToReadableStream(app, {
        nonce,
        // Whatever is ready goes out in place: React would otherwise outline a ready boundary past
        // the first 12.8 KB (the page when its data is here; the 18+ gate, the cookie banner and the
        // footer widgets on a page that streams) and reveal it by script, which a shopper without
        // JavaScript (or a crawler) would never see. Only what is still loading streams behind.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          renderFailed = true;
          console.error('[render] error while streaming', error);
        },
      });
    if (early && view) {
      // The data was ready: the document renders in one synchronous pass, or, when some part of it
      // would still suspend (or fails), through the stream renderer, read to its end.
      // The offline service worker's registration ends a whole document (a page streamed behind
      // late data goes without: the next whole one registers; React's own slot for it,
      // bootstrapScriptContent, would make a streamed page's first paint wait for it).
      const { defaultLocale } = c.get('domain');
      const endsOf = (stored?: StoredBytes) => ({
        headEnd: (headMeta ? pageHeadElements(headMeta, stored) : '') + jsonLdElements(jsonLd, stored),
        bodyEnd: serviceWorkerRegistrationElement(nonce, defaultLocale),
      });
      // What the isolate keeps (stored parts; a shared view's data block, head tags and JSON-LD; the
      // shared shell's data block; the head script) goes out as the bytes it was encoded to once
      // (stored-bytes.ts).
      const stored = new StoredBytes();
      const parts = writeWholeDocument(
        documentOf(fulfilled(withDataBlock(view, stored)), stored),
        endsOf(stored),
        stored,
        fragments,
      );
      const keep = cacheable && early.status === 200 && early.cacheable;
      let body: Uint8Array<ArrayBuffer> | Blob;
      if (parts === null) {
        const rendering = await stream(documentOf(fulfilled(withDataBlock(view))));
        await rendering.allReady;
        body = withDocumentEnds(await readWholeStream(rendering), endsOf());
      } else {
        // The page cache keeps bytes; an answer nobody keeps goes out as a Blob of the parts.
        body = keep ? documentBytes(parts) : new Blob(parts);
      }
      // This page's misses, each rendered on its own for the next page (once per part and isolate;
      // here rather than after the answer, so the next request in this isolate finds them).
      fragments?.storeMisses((part) => (
        <AppProviders shell={shell} payload={fulfilled(view)}>
          {part}
        </AppProviders>
      ));
      if (keep && body instanceof Uint8Array) writeWholePageCache(c, body, headers, storeWhen);
      return new Response(body, { status: early.status, headers });
    }
    // The data is late, so the shell goes out now and the page streams in behind it. The
    // runtime's automatic gzip holds a stream back until the compressor's buffer fills (the
    // whole page, here), which would undo the early flush: such pages go out uncompressed.
    headers.set('content-encoding', 'identity');
    const late = pending.then((page) => ('redirect' in page ? lateRedirectPayload(url, page.redirect) : page));
    const response = new Response(await stream(documentOf(late)), { status: 200, headers });
    return cacheable ? writePageCache(c, response, storeWhen) : response;
  } catch (error) {
    console.error('[render] shell failed to render', error, { renderFailed });
    return renderFallbackPage(c, early && !('redirect' in early) ? early.status : 500);
  }
});
