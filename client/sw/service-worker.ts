/// <reference lib="webworker" />
/**
 * The shop's service worker (issue 31: a tap while offline keeps the shop). Served at /sw.js, scope
 * "/"; registered after load by a small inline script the worker adds to every page
 * (worker/render/service-worker-registration.ts). The rules are in ./offline-rules.ts:
 * documents and page data network-first and kept only when shareable; hashed assets kept once;
 * offline, a kept copy or the offline page. Everything else is left to the browser.
 */
import {
  keyOf,
  MAX_KEPT_ASSETS,
  MAX_KEPT_PAGES,
  mayKeep,
  messagesLocale,
  OFFLINE_PAGE_HEADERS,
  offlinePageHtml,
  type KeptPage,
  type OfflineTexts,
  pageLocale,
  type RequestKind,
  requestKind,
  titleOf,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope;

/** Bumped when what is kept changes shape: older caches are dropped on activation. */
const PAGES = 'pages-v1';
const ASSETS = 'assets-v1';
/** The site's default locale, from the registration (`/sw.js?locale=sk`). */
const DEFAULT_LOCALE = new URL(self.location.href).searchParams.get('locale') ?? 'sk';

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== PAGES && name !== ASSETS) await caches.delete(name);
      // The page's own request goes out while the worker starts, instead of after it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function trim(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function keep(kind: RequestKind, url: string, response: Response): Promise<void> {
  if (!mayKeep(kind, response)) return;
  const cacheName = kind === 'asset' ? ASSETS : PAGES;
  const cache = await caches.open(cacheName);
  await cache.delete(keyOf(url)); // a refreshed copy becomes the newest
  await cache.put(keyOf(url), response);
  await trim(cacheName, kind === 'asset' ? MAX_KEPT_ASSETS : MAX_KEPT_PAGES);
}

async function kept(url: string): Promise<Response | undefined> {
  return caches.match(keyOf(url), { ignoreVary: true, ignoreSearch: false });
}

async function offlineTexts(locale: string): Promise<{ lang: string; texts: OfflineTexts }> {
  const tables = await (await caches.open(ASSETS)).keys();
  for (const wanted of [locale, DEFAULT_LOCALE]) {
    const key = [...tables].reverse().find((r) => messagesLocale(r.url) === wanted);
    const table = key
      ? ((await (await caches.match(key))?.json().catch(() => null)) as {
          layout?: { offline?: { page?: OfflineTexts } };
        } | null)
      : null;
    const texts = table?.layout?.offline?.page;
    if (texts?.title) return { lang: wanted, texts };
  }
  return { lang: locale, texts: { title: 'Offline', text: '', kept: '', retry: '↻' } };
}

async function offlinePage(url: string): Promise<Response> {
  const known = [...new Set((await (await caches.open(ASSETS)).keys()).map((r) => messagesLocale(r.url)))].filter(
    (l): l is string => l !== null,
  );
  const { lang, texts } = await offlineTexts(pageLocale(url, DEFAULT_LOCALE, known));
  const pages: KeptPage[] = [];
  const cache = await caches.open(PAGES);
  for (const key of [...(await cache.keys())].reverse()) {
    if (new URL(key.url).pathname.startsWith('/__')) continue; // page data, not a page
    const copy = await cache.match(key);
    if (copy) pages.push({ url: key.url, title: titleOf(await copy.text(), key.url) });
  }
  return new Response(offlinePageHtml(texts, lang, url, pages), { status: 503, headers: OFFLINE_PAGE_HEADERS });
}

/** Network first; the answer kept when shareable; offline, the kept copy, else `fallback`. */
async function networkFirst(
  event: FetchEvent,
  kind: 'document' | 'data',
  fallback: () => Promise<Response>,
): Promise<Response> {
  try {
    const preloaded = kind === 'document' ? await event.preloadResponse : undefined;
    const response = (preloaded as Response | undefined) ?? (await fetch(event.request));
    event.waitUntil(keep(kind, event.request.url, response.clone()));
    return response;
  } catch {
    return (await kept(event.request.url)) ?? fallback();
  }
}

/** Hashed, so never changed under its name: the kept copy, else the network (and keep it). */
async function assetFirst(event: FetchEvent): Promise<Response> {
  const copy = await kept(event.request.url);
  if (copy) return copy;
  const response = await fetch(event.request);
  event.waitUntil(keep('asset', event.request.url, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, self.location.origin);
  if (kind === 'asset') event.respondWith(assetFirst(event));
  else if (kind === 'document') event.respondWith(networkFirst(event, kind, () => offlinePage(event.request.url)));
  // Page data not kept: a network error, as without this worker; the router then loads the address as
  // a document, which this worker answers (a kept copy or the offline page).
  else if (kind === 'data') event.respondWith(networkFirst(event, kind, async () => Response.error()));
});

/**
 * The registration's message on the first visit (the page was loaded before this worker ran): the
 * page and what it loaded, to keep them as if they had come through here. The page is fetched again
 * (with the browser's cookies, so a personal page is refused by mayKeep like any other).
 */
self.addEventListener('message', (event) => {
  const data = (event.data as { keep?: { page?: unknown; files?: unknown } } | null)?.keep;
  if (!data || typeof data.page !== 'string' || !Array.isArray(data.files)) return;
  const page = data.page;
  const files = data.files.filter((f): f is string => typeof f === 'string').slice(0, 100);
  event.waitUntil(
    (async () => {
      const wanted: [RequestKind | null, string][] = [
        [requestKind({ method: 'GET', mode: 'navigate', url: page }, self.location.origin), page],
        ...files.map((url): [RequestKind | null, string] => [
          requestKind({ method: 'GET', mode: 'no-cors', url }, self.location.origin),
          url,
        ]),
      ];
      for (const [kind, url] of wanted) {
        if ((kind !== 'document' && kind !== 'asset') || (await kept(url))) continue;
        try {
          const response = await fetch(url, {
            credentials: 'same-origin',
            headers: kind === 'document' ? { accept: 'text/html' } : {},
          });
          await keep(kind, url, response);
        } catch {
          // Offline already, or the file is gone: nothing to keep.
        }
      }
    })(),
  );
});
