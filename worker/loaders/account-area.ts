import type { Context } from 'hono';
import type { OrderRow, UserView } from '../../client/components/account/account-types';
import { isRestricted, loginPathFor } from '../../client/components/account/safe-redirect';
import { UserSchema, storeEnvelope, type Globals, type Order, type User } from '../../shared/contracts/store';
import { clearSessionCookies } from '../proxy/auth-routes';
import { RESTRICTED_MODAL_PATH } from '../middleware/check-session';
import type { AppEnv } from '../env';
import { canonicalUrl } from '../render/canonical-url';
import { createUpstreams } from '../upstream/create-upstreams';
import type { StoreClient } from '../upstream/store-client';
import { loadShellData } from '../upstream/shell-data';
import { UpstreamError } from '../upstream/upstream-error';
import { upstreamFetch } from '../upstream/upstream-fetch';
import { buildUpstreamHeaders } from '../upstream/upstream-headers';
import type { LoaderContext, LoaderResult, PageLoader } from './page-loader';

/** Everything a user-area loader gets once the shopper is known to be logged in and allowed. */
export interface AccountContext {
  user: User;
  globals: Globals;
  store: StoreClient;
}

/** Personal reads: never from the upstream read cache. */
export const PERSONAL = { cacheTtl: 0 } as const;

/** Forgets the session in this browser (SPEC 4: logout clears token, variant, groups): one list of them. */
export const clearAuthCookies = clearSessionCookies;

/** Tells the store the token is done with (best effort) and clears the cookies. */
async function endSession(c: Context<AppEnv>): Promise<void> {
  try {
    await upstreamFetch(
      c.env,
      `${c.get('domain').upstreams.oauth}/logout`,
      { method: 'POST', headers: buildUpstreamHeaders(c) },
      {
        timeoutMs: c.get('domain').upstreams.timeoutMs,
      },
    );
  } catch {
    // Logged by upstreamFetch; the cookies go regardless.
  }
  clearAuthCookies(c);
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    groups: user.groups,
    isBusiness: user.isBusiness,
    businessName: user.businessName,
    tin: user.tin,
    vatin: user.vatin,
    newsletter: user.newsletter,
    address: user.address,
    attributes: { custom: user.attributes.custom },
  };
}

export function toOrderRow(order: Order): OrderRow {
  return {
    id: order.id,
    code: order.code,
    createdAt: order.createdAt,
    status: order.status,
    total: order.prices.totalWithTax,
    currencyCode: order.currencyCode,
    itemsCount: order.items.filter((i) => i.type === 'product').reduce((sum, i) => sum + i.amount, 0),
  };
}

/** What the sign-in gate answers: the account, or the answer a guest or an ended session gets instead. */
export type SignInGate =
  | { kind: 'signed-in'; account: AccountContext }
  | { kind: 'refused'; result: LoaderResult<never> };

/**
 * The sign-in gate of every route with `auth` policy, run by the pipeline before the page's loader
 * (worker/render/resolve-page.ts), never by a loader: a guest goes to `/prihlasit?redirect=<this
 * path>`; an expired token (401 on user load) is cleared and sent there too (SPEC 4); a user in a
 * restricted group is logged out at once and the login page opens the redirect modal.
 */
export async function signInGate(ctx: LoaderContext): Promise<SignInGate> {
  const { c, url } = ctx;
  const here = `${url.pathname}${url.search}`;
  const refuse = (location: string): SignInGate => ({
    kind: 'refused',
    result: { kind: 'redirect', location, status: 302 },
  });
  // Personal in every outcome (the redirects included): no shared cache may keep it.
  c.header('cache-control', 'private, no-store');
  if (!c.get('session').token) return refuse(loginPathFor(here));
  const { store } = createUpstreams(c);
  let user: User;
  try {
    user = (await store.get('/user', {}, storeEnvelope(UserSchema), PERSONAL)).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'http' && error.status === 401) {
      clearAuthCookies(c);
      return refuse(loginPathFor(here));
    }
    throw error;
  }
  const { globals } = await loadShellData(c);
  if (isRestricted(user.groups, globals.restrictedGroups)) {
    await endSession(c);
    return refuse(RESTRICTED_MODAL_PATH);
  }
  return { kind: 'signed-in', account: { user, globals, store } };
}

const SIGNED_IN = Symbol('signed-in loader');

/**
 * A loader of a route with `auth` policy: it gets the account the gate found. It never runs
 * without one; a route that forgot `auth` fails loudly (500) instead of showing a page to a guest,
 * and tests/worker/page-registries.test.ts holds every route's policy to its loader.
 */
export function signedInLoader<Data>(
  load: (ctx: LoaderContext, account: AccountContext) => Promise<LoaderResult<Data>>,
): PageLoader<Data> {
  const loader: PageLoader<Data> = (ctx) => {
    if (!ctx.account)
      throw new Error(`route ${ctx.match.route.name}: a signed-in page's loader without the auth policy`);
    return load(ctx, ctx.account);
  };
  return Object.assign(loader, { [SIGNED_IN]: true });
}

/** Whether a page's loader is a signed-in one (for the route-policy test). */
export function isSignedInLoader(loader: PageLoader): boolean {
  return SIGNED_IN in loader;
}

/** Head of every user-area page: personal, so never indexed and never cached. */
export function accountMeta(ctx: LoaderContext, title: string, canonicalPath?: string) {
  const { c, url } = ctx;
  const site = c.get('t')('shell.siteName');
  const canonical = canonicalPath
    ? canonicalUrl(c.get('domain'), new URL(canonicalPath, url))
    : canonicalUrl(c.get('domain'), url, false);
  return {
    title: site && site !== 'shell.siteName' ? `${title} | ${site}` : title,
    nofollow: true,
    canonical,
  };
}
