'use client';

import { useTranslations } from 'next-intl';
import type { PagedEndLabels } from '@/components/PagedEnd';

/** The task library's texts for the end of its paged lists (components/PagedEnd). */
export function useTasklibPagedEndLabels(): PagedEndLabels {
  const t = useTranslations('tasklib');
  return { loading: t('loading'), loadMore: t('load_more'), loadMoreError: t('load_more_error'), end: t('feed_end') };
}
