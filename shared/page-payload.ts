import type { Locale } from './i18n/locales';
import type { PageKey } from './route-types';

/** What a page's <head> says: title, description, canonical, robots, structured data. */
export interface PageMeta {
  title: string;
  description?: string;
  /** `<meta name="keywords">`: the CMS page_meta's seo_keywords, when it names any. */
  keywords?: string;
  /** Absolute canonical URL (blacklisted query parameters removed). */
  canonical?: string;
  noindex?: boolean;
  nofollow?: boolean;
  /** schema.org objects, serialised escaped into <script type="application/ld+json">. */
  jsonLd?: unknown[];
  /** Share image (absolute URL). */
  image?: string;
  /** hreflang alternates: the same page on each site in its locale's slug, plus `x-default`. */
  alternates?: { hreflang: string; href: string }[];
  /**
   * A loader's word on its page's path per locale, for a page the URL knowledge does not list (a
   * promotions page is named by its category's slug); hreflang is built from it, then it is dropped.
   */
  sitePaths?: Partial<Record<Locale, string>>;
  /** The share image's pixel size and text (og:image:width/height/alt), when the loader knows them. */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  /** Open Graph and Twitter card, completed by the worker for every page (worker/render/social-meta.ts). */
  social?: SocialMeta;
  /** The page shows a newsletter block of its own (a CMS block): the layout leaves its own out. */
  ownNewsletter?: true;
}

/** What a page tells link previews (Open Graph, Twitter card); see client/router/social-head.tsx. */
export interface SocialMeta {
  type: 'website' | 'product' | 'article';
  url: string;
  siteName: string;
  /** og:locale of the page (e.g. sk_SK) and of the site's other locales. */
  locale: string;
  localeAlternates: string[];
  image: { url: string; width: number; height: number; alt: string };
}

/**
 * One page's loader result as it travels to the browser: inlined once in the SSR document and
 * returned by `/__data/<path>` for client-side navigation.
 */
export interface PagePayload<Data = unknown> {
  page: PageKey;
  /** Route name from the route table. */
  route: string;
  params: Record<string, string>;
  /** The normalised path + search this payload answers. */
  url: string;
  status: number;
  meta: PageMeta;
  data: Data;
  /** Server only, never sent: the page's data block, written before the render (worker/render/page-data-block.ts). */
  dataBlock?: string;
}

/** `/__data/<path>` may answer a redirect instead of a payload (the client then navigates). */
export interface PageRedirect {
  redirect: string;
  status: 301 | 302;
}

export const PAGE_DATA_PREFIX = '/__data';
export const PAGE_DATA_ELEMENT_ID = '__page_data';
export const SHELL_DATA_ELEMENT_ID = '__shell_data';

const HTML_UNSAFE_IN_JSON = /[<>&\u2028\u2029]/g;
const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text with `<`, `>`, `&`, U+2028 and U+2029 written as \u escapes (the same value to any JSON
 * parser): inside a <script> nothing can close the tag or open a comment, and served as an answer it
 * stays inert if something renders it as HTML. One pass over the text.
 */
export function escapeJsonForHtml(json: string): string {
  return json.replace(HTML_UNSAFE_IN_JSON, (ch) => JSON_ESCAPES[ch] ?? ch);
}

/** Serialise JSON for an inline <script>: nothing inside can close the tag or open a comment. */
export function serializeForScript(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value));
}

// The menus' view is the same object on every page of a site and locale (built once per cached
// shell data): it is serialised once per object, not on every render, and must not be mutated.
// The message table (~39 KB of JSON) is not inlined at all: the browser reads it from its own
// immutable file (MESSAGES_PATH_PREFIX).
const serializedOnce = new WeakMap<object, string>();
function serializeOnce(value: object): string {
  let text = serializedOnce.get(value);
  if (text === undefined) serializedOnce.set(value, (text = serializeForScript(value)));
  return text;
}

/** serializeForScript for the shell without its `messages`, its shared `menus` serialised once per object. */
export function serializeShellForScript<S extends { menus: object; messages: object }>(shell: S): string {
  const { menus, messages: _shippedApart, ...rest } = shell;
  const head = serializeForScript(rest);
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"menus":${serializeOnce(menus)}}`;
}

/** Where the worker serves each locale's message table: `<prefix><locale>.<hash>.json`. */
export const MESSAGES_PATH_PREFIX = '/__messages/';
