'use client';

import type { SearchKind } from '@app/shared/search/search-contracts';
import { useApiClient } from '@/lib/api/api-provider';
import { useInfiniteQuery } from '@/lib/query/use-query';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const searchContracts = () => import('@app/shared/search/search-contracts');

/** Results per page: a phone screen and a half. */
export const SEARCH_PAGE = 15;

/** POST /search/query, page by page; off while the keyword is empty. */
export function useSearch(keyword: string, kind: SearchKind | 'all') {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: ['search', keyword, kind],
    enabled: keyword.length > 0,
    // A search is read once and left: no refetch on return within a minute.
    staleTime: 60_000,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await api.call(
        (await searchContracts()).searchQuery,
        { keyword, page: pageParam, one_page_cnt: SEARCH_PAGE, ...(kind === 'all' ? {} : { kinds: [kind] }) },
        { signal },
      );
      return { ...answer, page: pageParam };
    },
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
