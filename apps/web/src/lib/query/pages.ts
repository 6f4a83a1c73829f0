export interface PagedData<P> {
  pages: P[];
  pageParams: unknown[];
}

/**
 * A paged list fetched again: as many pages as were loaded (at least one), each with the parameter
 * (cursor) the fresh page before it gives, stopping early at the end. So a refetch after money moved
 * keeps the list as long as it was, with no page of before.
 */
export async function fetchPages<P, C>(
  count: number,
  initialParam: C,
  nextParam: (page: P) => C | undefined | null,
  fetchPage: (param: C) => Promise<P>,
): Promise<PagedData<P>> {
  const fresh: PagedData<P> = { pages: [], pageParams: [] };
  let param: C | undefined | null = initialParam;
  while (fresh.pages.length < Math.max(1, count) && param !== undefined && param !== null) {
    const page: P = await fetchPage(param);
    fresh.pages.push(page);
    fresh.pageParams.push(param);
    param = nextParam(page);
  }
  return fresh;
}
