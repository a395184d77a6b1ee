import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ContentClient } from './content-client';
import { StoreClient } from './store-client';

export interface Upstreams {
  store: StoreClient;
  content: ContentClient;
}

/** The upstream clients for this request (site's base URLs, the shopper's headers). */
export function createUpstreams(c: Context<AppEnv>): Upstreams {
  const u = c.get('domain').upstreams;
  return {
    store: new StoreClient({ c, baseUrl: u.store }),
    content: new ContentClient({ c, baseUrl: u.content }, u.graphql),
  };
}
