/**
 * What the service worker (./service-worker.ts) keeps for offline use and how it answers (issue 31:
 * a tap while offline keeps the shop). Pure functions, unit-tested (tests/unit/offline-rules.test.ts).
 *
 * - Documents and page data (client navigation) go to the network first, always: online, a deploy or
 *   a changed page is never hidden behind a kept copy. A copy is kept only of an answer the server
 *   marked shareable (200, not `private`, not `no-store`): the worker marks every personal page (a
 *   session, a cart, an account, checkout) `private, no-store`, so nothing personal is ever kept, and
 *   nothing kept can be shown to the next person on the device. Offline, a kept copy answers; a page
 *   never kept gets the offline page, which says so and lists the pages that are kept.
 * - Hashed assets (`/assets/…`, the message tables) never change under their name: kept once, then
 *   served from the copy.
 *
 * The service worker's bundle must not share modules with the page bundle (it would import the page's
 * entry chunk), so these two paths are written here; the unit test holds them equal to
 * shared/page-payload.ts.
 */

export const PAGE_DATA_PATH = '/__data';
export const MESSAGES_PATH = '/__messages/';
const ASSET_PATHS = ['/assets/', MESSAGES_PATH];
/** Paths that are never pages: the API, ops, demo knobs, preference forms, webhooks. */
const NOT_PAGES = /^\/(api|image|__[a-z]+)(\/|$)/;

export type RequestKind = 'document' | 'data' | 'asset';

/** How the service worker treats a request: null leaves it to the browser. */
export function requestKind(
  request: { method: string; mode: string; url: string },
  origin: string,
): RequestKind | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (ASSET_PATHS.some((p) => url.pathname.startsWith(p))) return 'asset';
  if (url.pathname === PAGE_DATA_PATH || url.pathname.startsWith(`${PAGE_DATA_PATH}/`)) return 'data';
  if (request.mode === 'navigate' && !NOT_PAGES.test(url.pathname)) return 'document';
  return null;
}

/** The content type an answer of this kind must have to be kept. */
const KEPT_TYPES: Record<RequestKind, RegExp> = {
  document: /^text\/html/i,
  data: /^application\/json/i,
  asset: /^(text\/css|text\/javascript|application\/javascript|application\/json)/i,
};

/** Whether an answer may be kept for offline use: a whole, shareable answer of the right type. */
export function mayKeep(
  kind: RequestKind,
  response: { status: number; type: string; headers: { get(name: string): string | null } },
): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  if (/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return KEPT_TYPES[kind].test(response.headers.get('content-type') ?? '');
}

/** The key a page is kept under: its address without the fragment. */
export function keyOf(url: string): string {
  const u = new URL(url);
  u.hash = '';
  return u.href;
}

/** The locale of a page: a locale prefix of its path (`/de/…`), else the site's default. */
export function pageLocale(url: string, defaultLocale: string, known: readonly string[]): string {
  const first = new URL(url).pathname.split('/')[1] ?? '';
  return known.includes(first) ? first : defaultLocale;
}

/** A message table's locale from its path (`/__messages/sk.1a2b3c4d.json`), or null. */
export function messagesLocale(url: string): string | null {
  const path = new URL(url).pathname;
  if (!path.startsWith(MESSAGES_PATH)) return null;
  return /^([a-z]{2})\./.exec(path.slice(MESSAGES_PATH.length))?.[1] ?? null;
}

export interface OfflineTexts {
  title: string;
  text: string;
  kept: string;
  retry: string;
}

/** A kept page, for the offline page's list. */
export interface KeptPage {
  url: string;
  title: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The title of a kept page (its `<title>`, without the site's name after a "|"), or its path. */
export function titleOf(html: string, url: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  const decoded = title
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
  return decoded?.split(' | ')[0]?.trim() || new URL(url).pathname;
}

/**
 * The page a tap on an address never kept gets while offline: it says why, offers to try again, and
 * lists the pages that open without a connection. Standalone (no script, styles inline under its own
 * CSP), in the page's language.
 */
export function offlinePageHtml(texts: OfflineTexts, lang: string, url: string, kept: readonly KeptPage[]): string {
  const list = kept.length
    ? `<h2>${escapeHtml(texts.kept)}</h2><ul>${kept
        .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a></li>`)
        .join('')}</ul>`
    : '';
  return `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f1a1c;background:#faf8f7}main{max-width:40rem;margin:0 auto;padding:24px}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}a{color:#7a2e4d}li{margin:.5rem 0}.retry{display:inline-block;padding:.6rem 1.2rem;border-radius:6px;background:#7a2e4d;color:#fff;text-decoration:none}</style></head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p><p><a class="retry" href="${escapeHtml(url)}">${escapeHtml(texts.retry)}</a></p>${list}</main></body></html>`;
}

/** The offline page's own headers: no script at all, its inline style only. */
export const OFFLINE_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'",
};

/** Copies kept at most: the oldest go first. */
export const MAX_KEPT_PAGES = 60;
export const MAX_KEPT_ASSETS = 250;
