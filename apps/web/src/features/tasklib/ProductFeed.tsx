'use client';

import type { ProductCard } from '@app/shared/tasklib/offer-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { PagedEnd } from '@/components/PagedEnd';
import type { InfiniteQueryResult } from '@/lib/query/use-query';
import { useProductList, useRecommend, useSearch } from './catalogue-queries';
import { uniqueProducts } from './feed-pages';
import { ProductTile } from './ProductTile';
import { useTasklibPagedEndLabels } from './paged-end-labels';
import { TasklibEmpty, TasklibError, TasklibSkeleton } from './TasklibStates';
import { productPath, type TaskFrom } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

export type FeedSource =
  | { kind: 'recommend'; category: string; strategy: 'hot' | 'new' | 'reward' }
  | { kind: 'search'; keyword: string }
  | { kind: 'all'; category: string };

type Page = { list: ProductCard[]; page: number; has_more: boolean };

function useFeed(source: FeedSource): InfiniteQueryResult<Page> {
  // Each source has its own query; the ones not shown stay disabled (hooks run in a fixed order).
  const recommend = useRecommend(
    source.kind === 'recommend' ? source.category : '',
    source.kind === 'recommend' ? source.strategy : 'hot',
    source.kind === 'recommend',
  );
  const search = useSearch(source.kind === 'search' ? source.keyword : '');
  const all = useProductList(source.kind === 'all' ? source.category : '', source.kind === 'all');
  if (source.kind === 'search') return search;
  if (source.kind === 'all') return all;
  return recommend;
}

/**
 * A paged list of products: the next page loads when the list's end comes within 200 px (a button
 * as well, for keyboards and when the observer cannot run), with loading, empty and error states.
 */
export function ProductFeed({ source, from }: { source: FeedSource; from: TaskFrom }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const format = useTasklibFormat();
  const feed = useFeed(source);
  const endLabels = useTasklibPagedEndLabels();

  if (feed.isPending) return <TasklibSkeleton blocks={['h-24', 'h-24', 'h-24']} />;
  if (!feed.data)
    return (
      <TasklibError
        error={feed.error}
        onRetry={() => void feed.refetch()}
        busy={feed.isRefetching}
        testId="feed-error"
      />
    );
  const products = uniqueProducts(feed.data.pages);
  if (products.length === 0) {
    const text = source.kind === 'search' ? t('quest.no_results', { keyword: source.keyword }) : t('quest.empty');
    return <TasklibEmpty text={text} testId="feed-empty" />;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" data-testid="feed-list">
        {products.map((product) => (
          <ProductTile
            key={product.productId}
            product={product}
            href={productPath(locale, product.productId, { gameName: product.code, from })}
            categoryLabel={format.category(product.category)}
            tasksLabel={t('product.task_count', { count: product.offer_count })}
            rewardLabel={t('product.earn_up_to', { amount: format.usd(product.reward_usd) })}
          />
        ))}
      </ul>
      <PagedEnd query={feed} labels={endLabels} />
    </div>
  );
}
