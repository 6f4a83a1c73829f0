'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { CoinLogo } from '@/components/CoinLogo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { MyTaskRow } from './MyTaskRow';
import { totalsByCoin } from './reward-totals';
import { TasklibFrame } from './TasklibFrame';
import { TasklibNotFound, TasklibQueryError, TasklibSkeleton } from './TasklibStates';
import { useRewardsSummary } from './task-queries';
import { questPath, rewardListPath, taskBackHref } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

const COUNTED = ['in_progress', 'pending', 'completed', 'rejected'] as const;

/**
 * /reward (spec 2.4, signed in): what my tasks have paid, per coin, how many of my tasks are in each
 * status (each links to its filter of /reward/list), and my latest completed tasks.
 */
export function RewardScreen({ from, backUrl }: { from?: string; backUrl?: string }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const format = useTasklibFormat();
  const summary = useRewardsSummary();
  const backHref = taskBackHref(locale, { backUrl, from }, questPath(locale));

  let body: React.ReactNode;
  if (summary.isPending) body = <TasklibSkeleton blocks={['h-32', 'h-20', 'h-16', 'h-16']} />;
  else if (summary.isError) body = <TasklibQueryError query={summary} />;
  else {
    const totals = totalsByCoin(summary.data.completed);
    const taken = Object.values(summary.data.counts).reduce((a, b) => a + b, 0);
    body =
      taken === 0 ? (
        <TasklibNotFound text={t('reward.empty')} testId="reward-empty" actionLabel={t('reward.find_tasks')} />
      ) : (
        <>
          <Card as="section" aria-labelledby="reward-totals-title" data-testid="reward-totals">
            <h2 id="reward-totals-title" className="text-headline">
              {t('reward.totals_title')}
            </h2>
            {totals.length === 0 ? (
              <p className="mt-2 text-callout text-muted">{t('reward.no_credit_yet')}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {totals.map((total) => (
                  <li
                    key={total.coin}
                    className="flex items-center gap-3"
                    data-testid="reward-total"
                    data-coin={total.coin}
                  >
                    <CoinLogo coin={total.coin} className="size-9" />
                    <span className="min-w-0 flex-1 text-callout text-muted">
                      {t('reward.from_tasks', { count: total.count })}
                    </span>
                    <span className="text-headline text-accent">{format.coin(total.amount, total.coin)}</span>
                  </li>
                ))}
              </ul>
            )}
            {summary.data.truncated && <p className="mt-2 text-caption text-subtle">{t('reward.truncated')}</p>}
          </Card>
          <nav aria-label={t('reward.by_status')} className="grid grid-cols-2 gap-3">
            {COUNTED.map((status) => (
              <Link
                key={status}
                prefetch={false}
                href={rewardListPath(locale, status)}
                className="flex flex-col gap-1 rounded-card bg-surface p-3 ring-1 ring-line ring-inset hover:bg-surface-raised"
                data-testid={`reward-count-${status}`}
              >
                <span className="text-title text-ink">{summary.data.counts[status] ?? 0}</span>
                <span className="text-caption break-words text-muted">{format.state(status)}</span>
              </Link>
            ))}
          </nav>
          {summary.data.completed.length > 0 && (
            <section aria-labelledby="reward-recent-title" className="flex flex-col gap-3">
              <h2 id="reward-recent-title" className="text-headline text-ink">
                {t('reward.recent_title')}
              </h2>
              <ul className="divide-y divide-line overflow-hidden rounded-card bg-surface-raised ring-1 ring-line ring-inset">
                {summary.data.completed.slice(0, 5).map((row) => (
                  <MyTaskRow key={row.clickId} row={row} />
                ))}
              </ul>
            </section>
          )}
          <ButtonLink href={rewardListPath(locale)} variant="secondary" block data-testid="reward-see-all">
            {t('reward.see_all')}
          </ButtonLink>
        </>
      );
  }
  return (
    <TasklibFrame title={t('reward.title')} backHref={backHref} testId="reward-screen">
      {body}
    </TasklibFrame>
  );
}
