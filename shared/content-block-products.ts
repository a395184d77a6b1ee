/**
 * The store ids of the products a list of content blocks names (their `product_reference`s, rows
 * walked into). The storefront fetches them in one catalogue call; the CMS's URL listing names
 * them per content page, so that call can start before the page itself has been read.
 */
export function productIdsOfBlocks(blocks: readonly unknown[]): number[] {
  const ids = new Set<number>();
  const walk = (b: unknown) => {
    if (!b || typeof b !== 'object') return;
    const block = b as { type?: string; product_reference?: { product_id?: unknown }[]; blocks?: unknown[] };
    if (Array.isArray(block.product_reference))
      for (const r of block.product_reference) if (typeof r?.product_id === 'number') ids.add(r.product_id);
    if (block.type === 'row' && Array.isArray(block.blocks)) block.blocks.forEach(walk);
  };
  blocks.forEach(walk);
  return [...ids];
}
