'use client';

import type { TaskItem } from '@app/shared/tasklib/offer-contracts';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { CoinLogo } from '@/components/CoinLogo';
import { Badge } from '@/components/ui/Badge';
import { stateTone, timeLeftOf } from './task-view';
import { offerScreenPath, type TaskFrom } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

/** One task of a product: its kind, title, my state, the days left (spec 4.3) and its reward; opens its screen. */
export function TaskRow({
  task,
  gameName,
  from,
  nested = false,
  countChildren = true,
}: {
  task: TaskItem;
  gameName?: string;
  from: TaskFrom;
  /** A child task (list_son) under its parent. */
  nested?: boolean;
  /** Say how many child tasks it has (off where a toggle below the row says it). */
  countChildren?: boolean;
}) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const format = useTasklibFormat();
  const left = timeLeftOf(task.rewardTask);
  const href = offerScreenPath(
    locale,
    {
      xb_offer_id: task.xbOfferId,
      kind: task.kind,
      product_id: task.productId,
      product_type: task.productType,
      game_id: task.gameId,
      mch_id: task.mchId,
    },
    { gameName, from },
  );
  return (
    <li data-testid="task-row" data-offer={task.xbOfferId}>
      <Link
        href={href}
        prefetch={false}
        className={`flex items-center gap-3 px-3 py-3 transition-colors hover:bg-surface active:bg-surface ${nested ? 'ps-8' : ''}`}
      >
        <CoinLogo coin={task.coin} className="size-9" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-body font-semibold break-words text-ink">{task.title}</span>
          <span className="flex flex-wrap items-center gap-1.5 text-caption text-subtle">
            <Badge>{format.kind(task.kind)}</Badge>
            {task.state !== 'new' && <Badge tone={stateTone(task.state)}>{format.state(task.state)}</Badge>}
            {left.kind === 'days' && <span>{t('task.days_left', { days: left.days })}</span>}
            {left.kind === 'ended' && <span className="text-danger">{t('task.time_up')}</span>}
            {task.children > 0 && countChildren && <span>{t('task.steps_count', { count: task.children })}</span>}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end text-end">
          <span className="text-callout font-semibold text-accent">{format.coin(task.reward, task.coin)}</span>
          <span className="text-caption text-subtle">{format.usd(task.reward_usd)}</span>
        </span>
      </Link>
    </li>
  );
}
