// The real demo backend (service `demo-backend`) behind a recorder: every upstream call the
// storefront makes is noted (method, path, query) before it is passed on, so a test can assert
// exactly which calls one request caused, background work included. Optional faults stand in
// for the demo knobs per test, without touching the backend's module state.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { UrlIndexAnswerSchema, type UrlIndexAnswer } from '../../shared/contracts/url-index';
import { app } from '../../worker/app';
import { bumpPageCacheGeneration } from '../../worker/cache/page-cache';
import { forgetUrlKnowledgeCopies, purgeUrlKnowledge } from '../../worker/urls/url-knowledge';
import type { Env } from '../../worker/env';
import { CONTENT_ALLOW_LIST } from '../../worker/proxy/content-allow-list';
import { isAllowed, type AllowedRoute } from '../../worker/proxy/path-pattern';
import { STORE_ALLOW_LIST } from '../../worker/proxy/store-allow-list';

export interface UpstreamCall {
  method: string;
  path: string;
  search: string;
  /** A GraphQL call's body (the document and its variables); absent for every other call. */
  body?: string;
}

/** What the recorder does instead of (or before) passing a call on. */
export type Fault = { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'delay'; ms: number };

export function recordingUpstream(target: Fetcher = env.DEMO_BACKEND) {
  const calls: UpstreamCall[] = [];
  const state: { fault: Fault | null; faultPrefix: string } = { fault: null, faultPrefix: '/' };
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = url.pathname.endsWith('/graphql') ? await request.clone().text() : undefined;
      calls.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        ...(body === undefined ? {} : { body }),
      });
      const fault = url.pathname.startsWith(state.faultPrefix) ? state.fault : null;
      if (fault?.kind === 'status') {
        return Response.json(
          { errors: [{ title: `Injected failure (${fault.status})`, status: fault.status }] },
          { status: fault.status },
        );
      }
      if (fault?.kind === 'hang' || fault?.kind === 'delay') {
        // Like an upstream that answers late (or never): only the caller's abort ends the wait early.
        const { signal } = request;
        await new Promise<void>((resolve, reject) => {
          if (signal.aborted) return reject(signal.reason);
          const timer =
            fault.kind === 'delay'
              ? setTimeout(resolve, fault.ms)
              : setTimeout(() => reject(new Error('hung 30 s')), 30_000);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        });
      }
      return target.fetch(request);
    },
  } as unknown as Fetcher;
  return {
    calls,
    state,
    fetcher,
    reset: () => void calls.splice(0),
  };
}

export type RecordingUpstream = ReturnType<typeof recordingUpstream>;

/**
 * The demo backend behind a recorder, with the content section of the URL listing passed through
 * `edit` while one is set: the listing as a CMS edit not yet rebuilt into the edge's knowledge.
 */
export function editedListingUpstream() {
  const switches: { edit: ((answer: UrlIndexAnswer) => void) | null } = { edit: null };
  const upstream = recordingUpstream({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const res = await env.DEMO_BACKEND.fetch(request);
      const { edit } = switches;
      if (!edit || url.pathname !== '/content/url-index' || url.searchParams.get('section') !== 'content') return res;
      const answer = UrlIndexAnswerSchema.parse(await res.json());
      edit(answer);
      return Response.json(answer);
    },
  } as unknown as Fetcher);
  return { switches, upstream };
}

/**
 * The Slovak site's URL knowledge rebuilt through `upstream` (purged, then built by a request that
 * waits for it), with the page cache bumped so pages are rendered again; the recorder is reset.
 */
export async function rebuildSlovakKnowledge(upstream: RecordingUpstream): Promise<void> {
  await purgeUrlKnowledge(env.CACHE_KV, 'sk');
  forgetUrlKnowledgeCopies();
  await bumpPageCacheGeneration(env.CACHE_KV, 'sk');
  await fetchThrough(upstream, 'https://www.eshop-demo.sk/nic-tu-nie-je', {
    headers: { cookie: 'closed-modals=age-18' },
  });
  upstream.reset();
}

/**
 * One request through the whole storefront app with the recorder as DEMO_BACKEND: the body is
 * read to its end and background work (cache writes, SWR refreshes) is awaited before returning.
 */
export async function fetchThrough(
  upstream: RecordingUpstream,
  url: string,
  init: RequestInit & { cf?: Record<string, unknown> } = {},
  envOverrides: Partial<Env> = {},
): Promise<{ res: Response; body: string }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(url, init as RequestInit),
    { ...env, DEMO_BACKEND: upstream.fetcher, ...envOverrides },
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

/**
 * Every upstream route the storefront may ever call: the proxy's allow-lists (store and content),
 * GraphQL, the two auth endpoints, and image paths of plain characters. A call outside this set
 * means input walked the proxy somewhere it must not go.
 */
export const UPSTREAM_ROUTES: readonly AllowedRoute[] = [
  ...STORE_ALLOW_LIST.map((r) => ({ ...r, pattern: `/api/v1${r.pattern}` })),
  ...CONTENT_ALLOW_LIST.map((r) => ({ ...r, pattern: `/content${r.pattern}` })),
  { method: 'POST', pattern: '/content/graphql' },
  // The bulk URL listing the edge's URL knowledge is built from (never proxied for browsers).
  { method: 'GET', pattern: '/content/url-index' },
  { method: 'POST', pattern: '/api/oauth/login' },
  { method: 'POST', pattern: '/api/oauth/logout' },
];
const IMAGE_PATH = /^\/image\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

export function isAllowedUpstreamCall(call: UpstreamCall): boolean {
  if (call.path.split('/').some((s) => s === '..' || s === '.' || /%2e/i.test(s) || /%2f/i.test(s))) return false;
  if ((call.method === 'GET' || call.method === 'HEAD') && IMAGE_PATH.test(call.path)) return true;
  return isAllowed(UPSTREAM_ROUTES, call.method, call.path);
}
