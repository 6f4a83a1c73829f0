'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { gamePagePath } from '@/lib/routes/game-paths';
import { useRechargeTask } from './catalogue-queries';
import { isMissing } from './missing';
import { TaskActions } from './TaskActions';
import { TasklibFrame } from './TasklibFrame';
import { TasklibNotFound, TasklibQueryError, TasklibSkeleton } from './TasklibStates';
import { questPath, taskBackHref } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

/**
 * /task/recharge?gameId&mchId (spec 2.1: its canonical link carries both): the task of topping up in a
 * casino game through a merchant. The app's links add offerId (the task) so it loads at once; without
 * it the task is found by its game and merchant among the products offered in my country.
 */
export function RechargeScreen({
  gameId,
  mchId,
  offerId,
  from,
  backUrl,
}: {
  gameId: string | null;
  mchId: string | null;
  offerId: string | null;
  from?: string;
  backUrl?: string;
}) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const format = useTasklibFormat();
  const task = useRechargeTask(gameId, mchId, offerId);
  const backHref = taskBackHref(locale, { backUrl, from, productId: task.data?.productId }, questPath(locale));

  let body: React.ReactNode;
  if (!gameId || !mchId || (task.isSuccess && task.data === null) || (task.isError && isMissing(task.error)))
    body = <TasklibNotFound text={t('recharge.not_found')} testId="recharge-not-found" />;
  else if (task.isPending) body = <TasklibSkeleton blocks={['h-36', 'h-28']} />;
  else if (task.isError) body = <TasklibQueryError query={task} title={t('recharge.load_error')} />;
  else {
    const item = task.data;
    body = item && (
      <>
        <Card className="flex flex-col gap-3" data-testid="recharge-card">
          <div className="flex items-start gap-3">
            <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 shrink-0">
              <rect x="4" y="10" width="40" height="28" rx="6" fill="#0F766E" />
              <rect x="4" y="16" width="40" height="6" fill="#134E4A" />
              <circle cx="34" cy="30" r="5" fill="#FBBF24" />
              <path d="M34 26v8M31 30h6" stroke="#92400E" strokeWidth="2" />
            </svg>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="text-headline break-words" data-testid="recharge-title">
                {item.title}
              </h2>
              <p className="text-headline text-accent">{format.coin(item.reward, item.coin)}</p>
              <p className="text-caption break-words text-subtle">
                {t('recharge.merchant', { game: gameId, mch: mchId })}
              </p>
            </div>
          </div>
          {item.desc && <p className="text-callout break-words text-muted">{item.desc}</p>}
          <ButtonLink href={gamePagePath(locale, gameId)} variant="secondary" block data-testid="recharge-open-game">
            {t('recharge.open_game')}
          </ButtonLink>
        </Card>
        <TaskActions task={item} />
      </>
    );
  }
  return (
    <TasklibFrame title={t('recharge.title')} backHref={backHref} testId="recharge-screen">
      {body}
    </TasklibFrame>
  );
}
