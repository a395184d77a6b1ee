import { pathFor } from '../../../shared/route-paths';

/** A product's detail URL, with the variant preselected when given. Its own module so the product box
 * (in the browser's first load) does not carry the view builders of product-box-view.ts along. */
export function productHref(slug: string, variantId?: number): string {
  const path = pathFor('product-slug', { slug });
  return variantId ? `${path}?variant_id=${variantId}` : path;
}
