/**
 * Add-to-cart rules (SPEC 5): enabled only when unitWithTax > 0 and the item is available; the tooltip
 * says a variant is required or that the item is not available. Quantity input rules live in
 * number-input.ts.
 */

export type AddToCartBlock = 'variantRequired' | 'notAvailable';

export function addToCartBlock(input: {
  unitWithTax: number;
  isAvailable: boolean;
  saleable?: boolean;
  variantRequired?: boolean;
}): AddToCartBlock | null {
  if (input.variantRequired) return 'variantRequired';
  if (!(input.unitWithTax > 0) || !input.isAvailable || input.saleable === false) return 'notAvailable';
  return null;
}
