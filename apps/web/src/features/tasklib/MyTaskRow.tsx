'use client';

import type { MyTask } from '@app/shared/tasklib/task-contracts';
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { CoinLogo } from '@/components/CoinLogo';
import { Badge } from '@/components/ui/Badge';
import { stateTone, timeLeftOf } from './task-view';
import { offerScreenPath } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

/**
 * One of my taken tasks: its title, status, when it was completed or the days left to complete it
 * (spec 4.3 remaining days of its reward-task object), why it was rejected, and its reward.
 */
export function MyTaskRow({ row }: { row: MyTask }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const formatter = useFormatter();
  const format = useTasklibFormat();
  const left = row.status === 'in_progress' ? timeLeftOf(row.rewardTask) : ({ kind: 'none' } as const);
  const href = offerScreenPath(
    locale,
    {
      xb_offer_id: row.task.xbOfferId,
      kind: row.task.kind,
      product_id: row.task.productId,
      product_type: row.task.productType,
      game_id: row.task.gameId,
      mch_id: row.task.mchId,
    },
    { from: 'reward' },
  );
  return (
    <li data-testid="my-task-row" data-status={row.status}>
      <Link href={href} prefetch={false} className="flex items-center gap-3 px-3 py-3 hover:bg-surface">
        <CoinLogo coin={row.coin} className="size-9" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-body font-semibold break-words">{row.task.title}</span>
          <span className="flex flex-wrap items-center gap-1.5 text-caption text-subtle">
            <Badge tone={stateTone(row.status)}>{format.state(row.status)}</Badge>
            {row.completedAt !== null && (
              <span>{formatter.dateTime(new Date(row.completedAt), { dateStyle: 'medium' })}</span>
            )}
            {left.kind === 'days' && <span data-testid="my-task-days">{t('task.days_left', { days: left.days })}</span>}
            {left.kind === 'ended' && (
              <span className="text-danger" data-testid="my-task-days">
                {t('task.time_up')}
              </span>
            )}
          </span>
          {row.reason && row.status === 'rejected' && (
            <span className="text-caption break-words text-danger">{row.reason}</span>
          )}
        </span>
        <span
          className={`shrink-0 text-end text-callout font-semibold ${row.status === 'completed' ? 'text-success' : 'text-muted'}`}
        >
          {format.coin(row.reward, row.coin)}
        </span>
      </Link>
    </li>
  );
}
