import type { PagedEndLabels } from '@/components/PagedEnd';

/** The end of a posts list or the comments, in the `posts` messages. */
export function pagedEndLabels(t: (key: 'loading' | 'more' | 'retry_more' | 'end') => string): PagedEndLabels {
  return { loading: t('loading'), loadMore: t('more'), loadMoreError: t('retry_more'), end: t('end') };
}
