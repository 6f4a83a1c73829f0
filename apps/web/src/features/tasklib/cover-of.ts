/** The cover of a product whose imglist is empty: its drawn cover next to its icon (scripts/offer-art.ts). */
export function coverOf(product: { imglist?: readonly string[]; ImageUrl: string; code: string }): string[] {
  const covers = (product.imglist ?? []).filter((u) => u.trim());
  if (covers.length > 0) return covers;
  return [`/tasklib/products/${product.code}-cover.svg`];
}
