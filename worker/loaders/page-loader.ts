import type { Context } from 'hono';
import type { PageMeta } from '../../shared/page-payload';
import type { PageKey, RouteMatch } from '../../shared/routes';
import type { AppEnv } from '../env';
import type { UrlEntityRecord } from '../urls/url-knowledge';

/** What a page loader gets: the request context (domain, locale, currency, session), the match, the URL. */
export interface LoaderContext {
  c: Context<AppEnv>;
  match: RouteMatch;
  params: Record<string, string>;
  url: URL;
  query: URLSearchParams;
  /** What the edge's URL knowledge says this path is (worker/urls/url-knowledge.ts), when it knows. */
  known?: UrlEntityRecord;
}

export type LoaderResult<Data = unknown> =
  | {
      kind: 'ok';
      data: Data;
      meta: PageMeta;
      /** Defaults to the route's page; the catch-all resolves to 'category' or 'content-page'. */
      page?: PageKey;
      status?: number;
      /** Anonymous HTML of this page may go to the page cache (config decides per route too). */
      cacheable?: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status?: 301 | 302 }
  | { kind: 'error'; status: 403 | 500 };

export type PageLoader<Data = unknown> = (ctx: LoaderContext) => Promise<LoaderResult<Data>>;

export const notFound = (): LoaderResult<never> => ({ kind: 'not-found' });
