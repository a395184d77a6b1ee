import { toProductBoxView } from '../../client/components/product/product-box-view';
import { productHref, type ProductCategoryPaths } from '../../client/components/product/product-href';
import type { ListProduct } from '../../client/components/account/account-types';
import type { ShoppingList } from '../../shared/contracts/store';
import type { DeliveryViewFor } from '../../shared/delivery-promise';

/** The lines of a shopping list (favourites or a named list) as the list pages show them. */
export function toListProducts(
  list: ShoppingList,
  delivery: DeliveryViewFor,
  paths: ProductCategoryPaths = null,
): ListProduct[] {
  return list.items.map((item) => {
    const product = item.product;
    const variant = product?.variants.find((v) => v.id === item.variantId);
    const image = variant?.mainImage ?? product?.mainImage ?? null;
    const prices = variant?.prices ?? product?.prices;
    return {
      itemId: item.id,
      productId: item.productId,
      variantId: item.variantId,
      amount: item.amount,
      name: variant?.fullname ?? product?.name ?? `#${item.variantId}`,
      href: product ? productHref(product, paths, item.variantId) : null,
      image: image?.path ?? null,
      price: prices?.unitWithTax ?? null,
      currencyCode: prices?.currencyCode ?? null,
      available: (variant?.availability ?? product?.availability)?.isAvailable ?? false,
      box: product ? toProductBoxView(product, delivery, paths) : null,
    };
  });
}

/** A list by code, or null when the user has none yet (404). */
