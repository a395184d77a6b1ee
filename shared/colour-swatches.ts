/**
 * The colour swatches of a product box: one per colour (issue 31: a box whose variants differ by size
 * showed the same colour 2–5 times). Each colour links to its first variant the shop sells, else its
 * first variant. Kept apart from the view builders so the box's chunk carries only this.
 */
export interface SwatchVariant {
  id: number;
  colorHex: string | null;
  availability: { isAvailable: boolean };
}

export function colourSwatches<V extends SwatchVariant>(variants: readonly V[]): V[] {
  const byColour = new Map<string, V>();
  for (const v of variants) {
    if (!v.colorHex) continue;
    const key = v.colorHex.toLowerCase();
    const kept = byColour.get(key);
    if (!kept || (!kept.availability.isAvailable && v.availability.isAvailable)) byColour.set(key, v);
  }
  return [...byColour.values()];
}
