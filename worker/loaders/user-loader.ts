import type { Context } from 'hono';
import type { AccountDashboardData } from '../../client/pages/user-dashboard-page';
import type { OrderRow, UserView } from '../../client/components/account/account-types';
import { isRestricted, loginPathFor } from '../../client/components/account/safe-redirect';
import {
  CreditsSchema,
  OrderSchema,
  UserSchema,
  storeEnvelope,
  storeListEnvelope,
  type Globals,
  type Order,
  type User,
} from '../../shared/contracts/store';
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

/**
 * The user-area guard (routes with `auth: true`): a guest goes to `/prihlasit?redirect=<this path>`;
 * an expired token (401 on user load) is cleared and sent there too (SPEC 4); a user in a
 * restricted group is logged out at once and the login page opens the redirect modal.
 */
export async function withAccount<Data>(
  ctx: LoaderContext,
  load: (account: AccountContext) => Promise<LoaderResult<Data>>,
): Promise<LoaderResult<Data>> {
  const { c, url } = ctx;
  const here = `${url.pathname}${url.search}`;
  // Personal in every outcome (the redirects included): no shared cache may keep it.
  c.header('cache-control', 'private, no-store');
  if (!c.get('session').token) return { kind: 'redirect', location: loginPathFor(here), status: 302 };
  const { store } = createUpstreams(c);
  let user: User;
  try {
    user = (await store.get('/user', {}, storeEnvelope(UserSchema), PERSONAL)).data;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'http' && error.status === 401) {
      clearAuthCookies(c);
      return { kind: 'redirect', location: loginPathFor(here), status: 302 };
    }
    throw error;
  }
  const { globals } = await loadShellData(c);
  if (isRestricted(user.groups, globals.restrictedGroups)) {
    await endSession(c);
    return { kind: 'redirect', location: RESTRICTED_MODAL_PATH, status: 302 };
  }
  return load({ user, globals, store });
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
    noindex: true,
    nofollow: true,
    canonical,
  };
}

/** Dashboard: greeting, loyalty credits (when on), the last orders. */
export async function loadDashboard(ctx: LoaderContext): Promise<LoaderResult<AccountDashboardData>> {
  return withAccount<AccountDashboardData>(ctx, async ({ user, globals, store }) => {
    const t = ctx.c.get('t');
    const [orders, credits] = await Promise.all([
      store.get('/user/orders', { page: 1, perPage: 3 }, storeListEnvelope(OrderSchema), PERSONAL),
      globals.settings.functions.loyalty_credits
        ? store.get('/user/credits/amount', {}, storeEnvelope(CreditsSchema), PERSONAL).then(
            (r) => r.data,
            () => null,
          )
        : Promise.resolve(null),
    ]);
    return {
      kind: 'ok',
      page: 'user-dashboard',
      data: {
        user: toUserView(user),
        lastOrders: orders.data.map(toOrderRow),
        ordersTotal: orders.meta.pagination.total,
        credits,
      },
      meta: accountMeta(ctx, t('account.userMenu.dashboard'), '/uzivatel/prehled'),
      cacheable: false,
    };
  });
}

/** `/uzivatel`: the dashboard (canonical `/uzivatel/prehled`). */
export const userLoader: PageLoader<AccountDashboardData> = loadDashboard;
