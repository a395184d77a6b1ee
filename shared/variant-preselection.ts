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
