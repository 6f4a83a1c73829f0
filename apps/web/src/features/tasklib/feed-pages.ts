/**
 * The products of every loaded page, each once: a product can move between pages while the player
 * scrolls (the hot ranking changes), and the page after shows it again. The first place wins.
 */
export function uniqueProducts<T extends { productId: number }>(pages: ReadonlyArray<{ list: readonly T[] }>): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages)
    for (const item of page.list) {
      if (seen.has(item.productId)) continue;
      seen.add(item.productId);
      out.push(item);
    }
  return out;
}
