import type { UserOrderPageData } from './page';
import { z } from 'zod';
import { OrderSchema, storeEnvelope, type Order } from '../../shared/contracts/store';
import { productHref } from '../../client/components/product/product-href';
import { loadShellData, type ShellData } from '../../worker/upstream/shell-data';
import { productCategoryPathsOf } from '../../worker/loaders/product-paths';
import type { StoreClient } from '../../worker/upstream/store-client';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import type { PageLoader } from '../../worker/loaders/page-loader';
import { orderViewFor } from '../../worker/orders/order-page';
import { PERSONAL, accountMeta, signedInLoader } from '../../worker/loaders/account-area';

/** What a product link needs of the store's product (the slug of the shopper's language, its main category). */
const ProductSlugSchema = z.object({ slug: z.string().min(1), categoryId: z.number().int() });

/**
 * The product pages of an order's products (issue 30.4: item names link to them), read through the
 * store's shared product reads (cached, not personal). A product that is gone simply has no link.
 */
async function productLinks(
  store: StoreClient,
  order: Order,
  shell: () => Promise<ShellData>,
): Promise<Record<number, string>> {
  const ids = [
    ...new Set(order.items.flatMap((i) => (i.type !== 'discount' && i.productId !== null ? [i.productId] : []))),
  ];
  if (ids.length === 0) return {};
  // The wildcard-URL mode's category paths (null when off) from the shell the page renders anyway.
  const paths = shell().then(productCategoryPathsOf, () => null);
  const found = await Promise.allSettled(
    ids.slice(0, 50).map(async (id) => {
      const product = (await store.get(`/products/${id}`, {}, storeEnvelope(ProductSlugSchema))).data;
      return [id, productHref(product, await paths)] as const;
    }),
  );
  return Object.fromEntries(found.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
}

/** One of the user's orders; an unknown id is a 404, a store 403 the 403 page (the demo store answers 404 for another user's order, so ids reveal nothing). */
export const loader: PageLoader<UserOrderPageData> = signedInLoader<UserOrderPageData>(async (ctx, { store }) => {
  const id = ctx.params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) return { kind: 'not-found' };
  let order;
  try {
    order = (await store.get(`/user/orders/${id}`, {}, storeEnvelope(OrderSchema), PERSONAL)).data;
  } catch (error) {
    // SPEC 2/8: a load's status picks the error page: the store's 403 (another account's) is the 403 page.
    if (error instanceof UpstreamError && error.kind === 'http' && error.status === 403)
      return { kind: 'error', status: 403 };
    if (error instanceof UpstreamError && error.kind === 'http' && error.status === 404) return { kind: 'not-found' };
    throw error;
  }
  const { token: _token, attributes: _attributes, ...shown } = order;
  return {
    kind: 'ok',
    data: {
      order: shown,
      view: orderViewFor(ctx.c, order),
      productLinks: await productLinks(store, order, () => loadShellData(ctx.c)),
      exportUrl: `/api/v1/user/orders/${order.id}/items/export`,
      imagesExportUrl: `/api/v1/user/orders/${order.id}/items/images/export`,
    },
    meta: accountMeta(ctx, `${ctx.c.get('t')('account.orders.detail')} ${order.code}`),
  };
});
