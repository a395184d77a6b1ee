/**
 * Shopping lists and the wishlist (the list with code `wishlist`, created on first use). `{id}` in the
 * item routes accepts a numeric id or a code, so `POST user/shopping-lists/wishlist/items` works.
 */
import { Hono } from 'hono';
import {
  AddShoppingListItemRequestSchema,
  CreateShoppingListRequestSchema,
  type ShoppingList,
} from '../../../shared/contracts/store';
import type { DemoAppEnv } from '../env';
import { slugify } from '../seed/product-generator';
import { loadProductDocs, productIdOfVariant, productView } from './product-view';
import { fail, nowIso, parseBody, requestPrefs, type StoreContext } from './store-context';
import { requireUser, type UserRow } from './user-service';

export const shoppingListRoutes = new Hono<DemoAppEnv>();

export const WISHLIST_CODE = 'wishlist';
const WISHLIST_NAMES = { sk: 'Obľúbené', cs: 'Oblíbené', de: 'Favoriten' };

interface ListRow {
  id: number;
  user_id: number;
  code: string;
  name: string;
  created_at: string;
}
interface ItemRow {
  id: number;
  list_id: number;
  variant_id: number;
  product_id: number;
  amount: number;
  custom: string;
}

async function listView(c: StoreContext, list: ListRow, withProducts = true): Promise<ShoppingList> {
  const items = (
    await c.env.DB.prepare('SELECT * FROM shopping_list_items WHERE list_id = ? ORDER BY id')
      .bind(list.id)
      .all<ItemRow>()
  ).results;
  const prefs = requestPrefs(c);
  const docs = withProducts
    ? new Map(
        (
          await loadProductDocs(
            c.env.DB,
            items.map((i) => i.product_id),
          )
        ).map((d) => [d.id, d]),
      )
    : new Map();
  return {
    id: list.id,
    code: list.code,
    name: list.name,
    items: items.map((i) => {
      const doc = docs.get(i.product_id);
      return {
        id: i.id,
        variantId: i.variant_id,
        productId: i.product_id,
        amount: i.amount,
        custom: JSON.parse(i.custom) as Record<string, unknown>,
        product: doc ? productView(doc, prefs) : null,
      };
    }),
    itemsCount: items.length,
    createdAt: list.created_at,
  };
}

async function wishlist(c: StoreContext, user: UserRow): Promise<ListRow> {
  await c.env.DB.prepare('INSERT OR IGNORE INTO shopping_lists (user_id, code, name, created_at) VALUES (?, ?, ?, ?)')
    .bind(user.id, WISHLIST_CODE, WISHLIST_NAMES[requestPrefs(c).locale], nowIso())
    .run();
  return (await c.env.DB.prepare('SELECT * FROM shopping_lists WHERE user_id = ? AND code = ?')
    .bind(user.id, WISHLIST_CODE)
    .first<ListRow>())!;
}

/** By numeric id or by code; the wishlist is created when first asked for. */
async function ownList(c: StoreContext, user: UserRow, key: string): Promise<ListRow> {
  if (key === WISHLIST_CODE) return wishlist(c, user);
  const row = /^\d+$/.test(key)
    ? await c.env.DB.prepare('SELECT * FROM shopping_lists WHERE id = ? AND user_id = ?')
        .bind(Number(key), user.id)
        .first<ListRow>()
    : await c.env.DB.prepare('SELECT * FROM shopping_lists WHERE code = ? AND user_id = ?')
        .bind(key, user.id)
        .first<ListRow>();
  if (row) return row;
  // A list that exists under another account answers 403 (the storefront shows its 403 page, SPEC 2);
  // codes are per account, so only an id can point at someone else's list.
  const foreign =
    /^\d+$/.test(key) &&
    (await c.env.DB.prepare('SELECT 1 AS found FROM shopping_lists WHERE id = ?').bind(Number(key)).first());
  return foreign
    ? fail(403, 'This shopping list belongs to another account', undefined, 'list_forbidden')
    : fail(404, 'Shopping list not found', undefined, 'list_not_found');
}

shoppingListRoutes.get('/user/shopping-lists', async (c) => {
  const user = await requireUser(c);
  await wishlist(c, user);
  const rows = (
    await c.env.DB.prepare('SELECT * FROM shopping_lists WHERE user_id = ? ORDER BY id').bind(user.id).all<ListRow>()
  ).results;
  return c.json({ data: await Promise.all(rows.map((r) => listView(c, r, false))) });
});

shoppingListRoutes.post('/user/shopping-lists', async (c) => {
  const body = await parseBody(c, CreateShoppingListRequestSchema);
  const user = await requireUser(c);
  const code = body.code ?? (slugify(body.name) || 'list');
  const row = await c.env.DB.prepare(
    'INSERT INTO shopping_lists (user_id, code, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, code) DO NOTHING RETURNING *',
  )
    .bind(user.id, code, body.name, nowIso())
    .first<ListRow>();
  return row
    ? c.json({ data: await listView(c, row) }, 201)
    : fail(422, 'A list with this name already exists', 'name', 'list_name_taken');
});

shoppingListRoutes.get('/user/shopping-lists/code/:code', async (c) =>
  c.json({ data: await listView(c, await ownList(c, await requireUser(c), c.req.param('code'))) }),
);
shoppingListRoutes.get('/user/shopping-lists/:id', async (c) =>
  c.json({ data: await listView(c, await ownList(c, await requireUser(c), c.req.param('id'))) }),
);

shoppingListRoutes.delete('/user/shopping-lists/:id', async (c) => {
  const list = await ownList(c, await requireUser(c), c.req.param('id'));
  await c.env.DB.batch([
    c.env.DB.prepare('DELETE FROM shopping_list_items WHERE list_id = ?').bind(list.id),
    c.env.DB.prepare('DELETE FROM shopping_lists WHERE id = ?').bind(list.id),
  ]);
  return c.json({ data: { ok: true as const } });
});

shoppingListRoutes.post('/user/shopping-lists/:id/items', async (c) => {
  const body = await parseBody(c, AddShoppingListItemRequestSchema);
  const user = await requireUser(c);
  const productId = productIdOfVariant(body.id);
  const [doc] = await loadProductDocs(c.env.DB, [productId]);
  if (!doc?.variants.some((v) => v.id === body.id)) fail(404, 'Product variant not found', 'id', 'variant_not_found');
  const list = await ownList(c, user, c.req.param('id'));
  const existing = await c.env.DB.prepare('SELECT id FROM shopping_list_items WHERE list_id = ? AND variant_id = ?')
    .bind(list.id, body.id)
    .first<{ id: number }>();
  if (existing)
    await c.env.DB.prepare('UPDATE shopping_list_items SET amount = ? WHERE id = ?')
      .bind(body.amount, existing.id)
      .run();
  else
    await c.env.DB.prepare(
      'INSERT INTO shopping_list_items (list_id, variant_id, product_id, amount, custom, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
      .bind(list.id, body.id, productId, body.amount, JSON.stringify(body.custom ?? {}), nowIso())
      .run();
  return c.json({ data: await listView(c, list) }, existing ? 200 : 201);
});

shoppingListRoutes.delete('/user/shopping-lists/:id/items/:itemId', async (c) => {
  const list = await ownList(c, await requireUser(c), c.req.param('id'));
  // Accept the line id or the variant id: the storefront's wishlist toggle knows only the variant.
  const key = Number(c.req.param('itemId'));
  const r = await c.env.DB.prepare('DELETE FROM shopping_list_items WHERE list_id = ? AND (id = ? OR variant_id = ?)')
    .bind(list.id, key, key)
    .run();
  if (!r.meta.changes) fail(404, 'Item not found in this list', undefined, 'list_item_not_found');
  return c.json({ data: await listView(c, list) });
});
