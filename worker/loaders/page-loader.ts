import type { Context } from 'hono';
import type { PageMeta } from '../../shared/page-payload';
import type { PageKey, RouteMatch } from '../../shared/routes';
import type { AppEnv } from '../env';
import type { UrlEntityRecord } from '../urls/url-knowledge';
import type { AccountContext } from './account-area';

/** What a page loader gets: the request context (domain, locale, currency, session), the match, the URL. */
export interface LoaderContext {
  c: Context<AppEnv>;
  match: RouteMatch;
  params: Record<string, string>;
  url: URL;
  query: URLSearchParams;
  /** What the edge's URL knowledge says this path is (worker/urls/url-knowledge.ts), when it knows. */
  known?: UrlEntityRecord;
  /** The signed-in shopper, on routes with the `auth` policy (the pipeline's sign-in gate found them). */
  account?: AccountContext;
}

export type LoaderResult<Data = unknown> =
  | {
      kind: 'ok';
      data: Data;
      meta: PageMeta;
      /** Defaults to the route's page; the catch-all resolves to 'category' or 'content-page'. */
      page?: PageKey;
      status?: number;
      /**
       * The answer depends on the shopper (a customer group's banners): no shared cache may keep it,
       * whatever the route's \`sharedCache\` policy says. Absent: the route's policy decides.
       */
      personal?: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status?: 301 | 302 }
  | { kind: 'error'; status: 403 | 500 };

export type PageLoader<Data = unknown> = (ctx: LoaderContext) => Promise<LoaderResult<Data>>;

export const notFound = (): LoaderResult<never> => ({ kind: 'not-found' });
