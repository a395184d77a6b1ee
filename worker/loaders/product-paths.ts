import { mainMenuCategoryPaths, type ProductCategoryPaths } from '../../client/components/product/product-href';
import type { ShellData } from '../upstream/shell-data';

/**
 * The product wildcard-URL mode of a page's shell (SPEC 3 "Links", store globals
 * `settings.product_wildcard_url`): the main menu's category paths the product links are built with,
 * or null when the mode is off (then nothing is built or looked up: a product is `/produkt/{slug}`).
 * The map is kept per menu object of the cached shell entry (product-href.ts), so a page pays one
 * WeakMap read for it.
 */
export function productCategoryPathsOf(shell: ShellData): ProductCategoryPaths {
  if (!shell.globals.settings.product_wildcard_url) return null;
  return mainMenuCategoryPaths(shell.menus.main?.items ?? NO_ITEMS);
}

const NO_ITEMS: never[] = [];
