import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** What a guard gets: the route's parameters, the validated body, and the plain forward. */
export interface ProxyCall {
  params: Record<string, string>;
  text: string | undefined;
  json: unknown;
  /** Forwards the call as allow-listed (path and query as sent), with this body text. */
  forward: (text: string | undefined) => Promise<Response>;
}

/** A rule one allow-listed route must pass before (or instead of) the plain forward. */
export type Guard = (c: Context<AppEnv>, call: ProxyCall) => Promise<Response>;
