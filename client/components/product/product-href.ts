import { pathFor } from '../../../shared/route-paths';

/**
 * The product wildcard-URL mode (SPEC 3 "Links", store setting `product_wildcard_url`): store
 * category id → that category's main-menu path (`/masazne-oleje/hrejive`), so a product is linked as
 * `/{main-menu category path}/{product slug}`. Null when the mode is off: every product is
 * `/produkt/{slug}`. Built once per menu object (`mainMenuCategoryPaths`), never per request.
 */
export type ProductCategoryPaths = ReadonlyMap<number, string> | null;

/** A main-menu item as the content API gives it (MenuItem) or the shell view holds it (MenuLink). */
interface MenuEntry {
  id: number | string;
  path: string;
  external?: boolean;
  children?: readonly MenuEntry[];
}

/** A menu path that names a catch-all page: `/a/b` of lower-case slug segments (external links and `/` are none). */
const CATEGORY_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

const pathsByMenu = new WeakMap<readonly MenuEntry[], ReadonlyMap<number, string>>();

/**
 * The main menu's category paths by store category id (a main-menu item's id is its store
 * category's id). The first item for an id wins (a category listed twice keeps its first place).
 * Kept per menu object: the worker's shell data and the browser's shell are each one shared object.
 */
export function mainMenuCategoryPaths(items: readonly MenuEntry[]): ReadonlyMap<number, string> {
  let paths = pathsByMenu.get(items);
  if (!paths) {
    const found = new Map<number, string>();
    const visit = (list: readonly MenuEntry[]) => {
      for (const item of list) {
        const id = Number(item.id);
        const path = `/${item.path.replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase()}`;
        if (!item.external && Number.isInteger(id) && id > 0 && CATEGORY_PATH.test(path) && !found.has(id))
          found.set(id, path);
        if (item.children) visit(item.children);
      }
    };
    visit(items);
    pathsByMenu.set(items, (paths = found));
  }
  return paths;
}

/** The mode's category paths in the browser, from the shell view (its setting and main menu); null when off. */
export function shellProductCategoryPaths(shell: {
  settings: { productWildcardUrl: boolean };
  menus: { main: readonly MenuEntry[] };
}): ProductCategoryPaths {
  return shell.settings.productWildcardUrl ? mainMenuCategoryPaths(shell.menus.main) : null;
}

/**
 * THE path of a product page (one function for every link the shop writes and for the edge's URL
 * knowledge): `/{category path}/{slug}` when the wildcard mode gives the product's main category a
 * path, else the route table's `/produkt/{slug}`.
 */
export function productPath(slug: string, categoryPath?: string | null): string {
  return categoryPath && slug ? `${categoryPath}/${encodeURIComponent(slug)}` : pathFor('product-slug', { slug });
}

/** The main-menu path of a product's main category in the wildcard mode; null when off or not in the menu. */
export function productCategoryPath(categoryId: number | null | undefined, paths: ProductCategoryPaths | undefined) {
  return (paths && categoryId != null && paths.get(categoryId)) || null;
}

/** A product's detail URL, with the variant preselected when given. Its own module so the product box
 * (in the browser's first load) does not carry the view builders of product-box-view.ts along. */
export function productHref(
  product: { slug: string; categoryId?: number | null },
  paths?: ProductCategoryPaths,
  variantId?: number,
): string {
  const path = productPath(product.slug, productCategoryPath(product.categoryId, paths));
  return variantId ? `${path}?variant_id=${variantId}` : path;
}
