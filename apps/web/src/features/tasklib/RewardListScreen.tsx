'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PagedEnd } from '@/components/PagedEnd';
import { cx } from '@/components/ui/cx';
import { MyTaskRow } from './MyTaskRow';
import { useTasklibPagedEndLabels } from './paged-end-labels';
import { REWARD_FILTERS, type RewardFilter } from './reward-filters';
import { TasklibFrame } from './TasklibFrame';
import { TasklibError, TasklibNotFound, TasklibSkeleton } from './TasklibStates';
import { useCompleteList } from './task-queries';
import { rewardListPath, rewardPath } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

/**
 * /reward/list (spec 2.4, signed in): my taken tasks (product_complete_list), newest first, filtered by
 * status with tabs, paged as it scrolls (200 px ahead), each with its days left by the spec 4.3 rule.
 */
export function RewardListScreen({ initialStatus }: { initialStatus: RewardFilter }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const format = useTasklibFormat();
  const [status, setStatus] = useState<RewardFilter>(initialStatus);
  return (
    <TasklibFrame title={t('reward_list.title')} backHref={rewardPath(locale)} testId="reward-list-screen">
      <div
        role="tablist"
        aria-label={t('reward_list.filter_label')}
        className="-mx-gutter flex gap-2 overflow-x-auto px-gutter"
      >
        {REWARD_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={status === f}
            onClick={() => {
              setStatus(f);
              // The filter is kept in the address (a reload or a shared link opens the same tab).
              window.history.replaceState(null, '', rewardListPath(locale, f));
            }}
            data-testid={`reward-filter-${f}`}
            className={cx(
              'h-9 shrink-0 rounded-full px-4 text-callout font-semibold whitespace-nowrap transition',
              status === f ? 'bg-ink text-page' : 'bg-surface text-muted hover:text-ink',
            )}
          >
            {f === 'all' ? t('category.all') : format.state(f)}
          </button>
        ))}
      </div>
      <RewardRows key={status} status={status} />
    </TasklibFrame>
  );
}

function RewardRows({ status }: { status: RewardFilter }) {
  const t = useTranslations('tasklib');
  const _locale = useLocale();
  const list = useCompleteList(status);
  const endLabels = useTasklibPagedEndLabels();

  if (list.isPending) return <TasklibSkeleton blocks={['h-16', 'h-16', 'h-16', 'h-16']} />;
  if (!list.data)
    return (
      <TasklibError
        error={list.error}
        onRetry={() => void list.refetch()}
        busy={list.isRefetching}
        testId="reward-list-error"
      />
    );
  const rows = list.data.pages.flatMap((p) => p.list);
  if (rows.length === 0)
    return (
      <TasklibNotFound
        text={t(`reward_list.empty.${status}`)}
        testId="reward-list-empty"
        actionLabel={t('reward.find_tasks')}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="divide-y divide-line overflow-hidden rounded-card bg-surface-raised ring-1 ring-line ring-inset"
        data-testid="reward-list"
      >
        {rows.map((row) => (
          <MyTaskRow key={row.clickId} row={row} />
        ))}
      </ul>
      <PagedEnd query={list} labels={endLabels} />
    </div>
  );
}
