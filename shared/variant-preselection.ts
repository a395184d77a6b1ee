/**
 * Variant preselection (SPEC 4 product box: with preselected parameter values, the variant sharing
 * most values is chosen, else the default variant).
 */

export interface VariantValues {
  id: number;
  /** Parameter value ids of this variant (colour, size, ...). */
  values: readonly number[];
}

/**
 * The id of the variant sharing most of `selected`; ties keep the earlier variant (the store's order),
 * except that the default variant wins a tie. No selection or no overlap → the default variant.
 */
export function preselectVariant(
  variants: readonly VariantValues[],
  selected: readonly number[],
  defaultVariantId: number,
): number {
  if (selected.length === 0 || variants.length === 0) return defaultVariantId;
  const wanted = new Set(selected);
  let best: { id: number; score: number } | null = null;
  for (const variant of variants) {
    const score = variant.values.reduce((n, v) => (wanted.has(v) ? n + 1 : n), 0);
    if (score === 0) continue;
    if (!best || score > best.score || (score === best.score && variant.id === defaultVariantId))
      best = { id: variant.id, score };
  }
  return best?.id ?? defaultVariantId;
}

/** A variant's stock as the product page's choice needs it. */
export interface VariantStock {
  id: number;
  availability: { isAvailable: boolean; availabilityCode: 'in_stock' | 'on_order' | 'sold_out' };
}

/**
 * The variant a product page opens on (issue 31): the one the link asked for (`?variant_id=`, the
 * shopper's own choice, even sold out); else the default variant when it is in stock; else the
 * first variant in stock, then the first that can be ordered; else the default. A box that says
 * "Skladom" must not lead to a page showing a sold-out size.
 */
export function openingVariantId(
  variants: readonly VariantStock[],
  defaultVariantId: number,
  requested?: number | null,
): number {
  if (requested != null && variants.some((v) => v.id === requested)) return requested;
  const byDefaultFirst = [...variants].sort(
    (a, b) => Number(b.id === defaultVariantId) - Number(a.id === defaultVariantId),
  );
  return (
    byDefaultFirst.find((v) => v.availability.availabilityCode === 'in_stock')?.id ??
    byDefaultFirst.find((v) => v.availability.isAvailable)?.id ??
    defaultVariantId
  );
}
