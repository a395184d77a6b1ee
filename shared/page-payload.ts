import type { PageKey } from './routes';

/** What a page's <head> says: title, description, canonical, robots, structured data. */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute canonical URL (blacklisted query parameters removed). */
  canonical?: string;
  noindex?: boolean;
  nofollow?: boolean;
  /** schema.org objects, serialised escaped into <script type="application/ld+json">. */
  jsonLd?: unknown[];
  /** Share image (absolute URL). */
  image?: string;
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
}

/** `/__data/<path>` may answer a redirect instead of a payload (the client then navigates). */
export interface PageRedirect {
  redirect: string;
  status: 301 | 302;
}

export const PAGE_DATA_PREFIX = '/__data';
export const PAGE_DATA_ELEMENT_ID = '__page_data';
export const SHELL_DATA_ELEMENT_ID = '__shell_data';

/** Serialise JSON for an inline <script>: nothing inside can close the tag or open a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
