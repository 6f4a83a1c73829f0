/** The rows a page shows, 1-based, for "21-40 of 95"; an empty list shows 0-0. */
export function pageRange(pageIndex: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(pageIndex * pageSize + 1, total);
  return { from, to: Math.min(total, (pageIndex + 1) * pageSize) };
}

/** How many pages `total` rows fill (at least one, so an empty table still reads "page 1 of 1"). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
