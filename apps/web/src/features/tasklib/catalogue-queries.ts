'use client';

import type { Locale } from '@app/shared';
import { useLocale } from 'next-intl';
import { useApiClient } from '@/lib/api/api-provider';
import { countryForLocale } from '@/lib/api/country';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId, useUserStore } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, issue 10).
const offerContracts = () => import('@app/shared/tasklib/offer-contracts');

/** Products per page of the recommend feed, the search results and the offerwall. */
export const FEED_PAGE = 10;

/**
 * Keys of the catalogue's queries. Everything is under ['tasklib', userId, country]: task states depend
 * on who asks, offers on the country; a completed task invalidates ['tasklib', userId].
 */
export const catalogueKeys = {
  mine: (userId: number) => ['tasklib', userId] as const,
  categories: (userId: number, country: string) => ['tasklib', userId, country, 'categories'] as const,
  recommend: (userId: number, country: string, category: string, strategy: string) =>
    ['tasklib', userId, country, 'recommend', category, strategy] as const,
  search: (userId: number, country: string, keyword: string) =>
    ['tasklib', userId, country, 'search', keyword] as const,
  products: (userId: number, country: string) => ['tasklib', userId, country, 'product_list'] as const,
  product: (userId: number, country: string, productId: number) =>
    ['tasklib', userId, country, 'product', productId] as const,
  children: (userId: number, country: string, parentId: string) =>
    ['tasklib', userId, country, 'list_son', parentId] as const,
};

/**
 * envContext.country of every call (spec 7.5): the country the request's Country-Code header carries;
 * and `ready` once start-up knows whether someone is signed in (the answers carry my task states, so
 * asking before would ask twice: once signed out, once signed in).
 */
export function useEnvContext() {
  const country = countryForLocale(useLocale() as Locale);
  const ready = useUserStore((s) => s.status !== 'checking');
  return { country, envContext: { country }, ready };
}

/** The page after `last`, or undefined at the end. */
function nextPage(last: { page: number; has_more: boolean }): number | undefined {
  return last.has_more ? last.page + 1 : undefined;
}

/** POST /game_tab/categories: the catalogue's categories with products offered in my country. */
export function useCategories() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext, ready } = useEnvContext();
  return useQuery({
    queryKey: catalogueKeys.categories(userId, country),
    queryFn: async ({ signal }) => api.call((await offerContracts()).gameTabCategories, { envContext }, { signal }),
    enabled: ready,
  });
}

/** POST /game_tab/recommend: one category's products ('' = all) by strategy, page by page. */
export function useRecommend(category: string, strategy: 'hot' | 'new' | 'reward', enabled = true) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext, ready } = useEnvContext();
  return useInfiniteQuery({
    queryKey: catalogueKeys.recommend(userId, country, category, strategy),
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await offerContracts()).gameTabRecommend,
        {
          envContext,
          ...(category ? { catelog_id: category } : {}),
          page: pageParam,
          one_page_cnt: FEED_PAGE,
          strategy,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && ready,
  });
}

/** POST /cpl/product_list: every product with a task offered in my country (the offerwall), page by page. */
export function useProductList(category: string, enabled = true) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext, ready } = useEnvContext();
  return useInfiniteQuery({
    queryKey: [...catalogueKeys.products(userId, country), category],
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await offerContracts()).cplProductList,
        { envContext, ...(category ? { category } : {}), page: pageParam, one_page_cnt: FEED_PAGE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && ready,
  });
}

/** POST /game_tab/search: products matching a keyword, page by page (off while the keyword is empty). */
export function useSearch(keyword: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext, ready } = useEnvContext();
  return useInfiniteQuery({
    queryKey: catalogueKeys.search(userId, country, keyword),
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await offerContracts()).gameTabSearch,
        { envContext, keyword, page: pageParam, one_page_cnt: FEED_PAGE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: ready && keyword.length > 0,
  });
}

/** POST /cpl/product_detail: a product with its tasks (and my state of each) and its reward summary. */
export function useProductDetail(productId: number | null) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext, ready } = useEnvContext();
  return useQuery({
    queryKey: catalogueKeys.product(userId, country, productId ?? 0),
    queryFn: async ({ signal }) =>
      api.call((await offerContracts()).cplProductDetail, { envContext, ProductId: productId ?? 0 }, { signal }),
    enabled: ready && productId !== null,
  });
}

/** POST /cpl/list_son: a parent task's child tasks (off until asked for). */
export function useChildTasks(parentId: string, enabled = true) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext, ready } = useEnvContext();
  return useQuery({
    queryKey: catalogueKeys.children(userId, country, parentId),
    queryFn: async ({ signal }) =>
      api.call((await offerContracts()).cplListSon, { envContext, parent_id: parentId, from: 'web' }, { signal }),
    enabled: ready && enabled && parentId.length > 0,
  });
}

/** Products the recharge screen looks through for a task by its game and merchant (one page of the list). */
const RECHARGE_SCAN = 50;

/**
 * The recharge task of a game and merchant: by its id when the link has it (list_son), else the first
 * recharge task with that gameId and mchId among my country's products (product_list, then each
 * product's tasks and their child tasks, casino products first). null: no such task offered to me.
 */
export function useRechargeTask(gameId: string | null, mchId: string | null, offerId: string | null) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext, ready } = useEnvContext();
  return useQuery({
    queryKey: ['tasklib', userId, country, 'recharge', gameId ?? '', mchId ?? '', offerId ?? ''],
    queryFn: async ({ signal }) => {
      const contracts = await offerContracts();
      const matches = (t: { kind: string; gameId: string | null; mchId: string | null }) =>
        t.kind === 'recharge' && t.gameId === gameId && t.mchId === mchId;
      if (offerId) {
        const { parent } = await api.call(contracts.cplListSon, { envContext, parent_id: offerId }, { signal });
        return matches(parent) ? parent : null;
      }
      const products = await api.call(
        contracts.cplProductList,
        { envContext, page: 1, one_page_cnt: RECHARGE_SCAN },
        { signal },
      );
      // Casino products first: recharge tasks are tied to casino games.
      const ordered = [...products.list].sort(
        (a, b) => Number(b.productType === 'casino') - Number(a.productType === 'casino'),
      );
      for (const product of ordered) {
        const detail = await api.call(
          contracts.cplProductDetail,
          { envContext, ProductId: product.productId },
          { signal },
        );
        const task = detail.tasks.find(matches);
        if (task) return task;
        // A recharge task may be a child task (e.g. after a welcome gift): look under each parent.
        for (const parent of detail.tasks.filter((t) => t.children > 0)) {
          const { list } = await api.call(
            contracts.cplListSon,
            { envContext, parent_id: parent.xbOfferId },
            { signal },
          );
          const child = list.find(matches);
          if (child) return child;
        }
      }
      return null;
    },
    enabled: ready && Boolean(gameId && mchId),
  });
}
