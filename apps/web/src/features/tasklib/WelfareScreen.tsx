'use client';

import type { TaskItem } from '@app/shared/tasklib/offer-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { ProductImage } from '@/components/ProductImage';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { showNotice, useErrorNotice } from '@/shell/notices/use-error-notice';
import { useChildTasks, useProductDetail } from './catalogue-queries';
import { coverOf } from './cover-of';
import { isMissing } from './missing';
import { TasklibFrame } from './TasklibFrame';
import { TasklibError, TasklibNotFound, TasklibSkeleton } from './TasklibStates';
import { useMyTask, useTakeTask, useTaskAction, useVerifyTask } from './task-queries';
import { stateTone } from './task-view';
import { productPath, questPath, taskBackHref } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

/**
 * /task/welfare?productId&offerId (spec 2.1: its canonical link carries both): a product's gift task.
 * Claiming takes the task (take_task), records the claim (task/action) and completes it (verify), which
 * credits the gift; a gift already claimed says so.
 */
export function WelfareScreen({
  productId,
  offerId,
  from,
  backUrl,
}: {
  productId: number | null;
  offerId: string | null;
  from?: string;
  backUrl?: string;
}) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const product = useProductDetail(productId);
  const task = useChildTasks(offerId ?? '', offerId !== null);
  const fallback = productId ? productPath(locale, productId) : questPath(locale);
  const backHref = taskBackHref(locale, { backUrl, from, productId }, fallback);

  let body: React.ReactNode;
  const mismatch = task.data && productId !== null && task.data.parent.productId !== productId;
  const missing = (task.isError && isMissing(task.error)) || (product.isError && isMissing(product.error));
  if (
    productId === null ||
    offerId === null ||
    missing ||
    mismatch ||
    (task.data && task.data.parent.kind !== 'welfare')
  )
    body = <TasklibNotFound text={t('welfare.not_found')} testId="welfare-not-found" />;
  else if (task.isPending || product.isPending) body = <TasklibSkeleton blocks={['aspect-video', 'h-40']} />;
  else if (task.isError || product.isError)
    body = (
      <TasklibError
        error={task.error ?? product.error}
        onRetry={() => {
          void task.refetch();
          void product.refetch();
        }}
        title={t('welfare.load_error')}
      />
    );
  else
    body = (
      <>
        <ProductImage
          src={coverOf(product.data)[0] ?? product.data.ImageUrl}
          alt=""
          width={320}
          height={180}
          tint={product.data.color}
          eager
          className="w-full rounded-card"
        />
        <WelfareClaim task={task.data.parent} productTitle={product.data.title} />
      </>
    );
  return (
    <TasklibFrame title={t('welfare.title')} backHref={backHref} testId="welfare-screen">
      {body}
    </TasklibFrame>
  );
}

function WelfareClaim({ task, productTitle }: { task: TaskItem; productTitle: string }) {
  const t = useTranslations('tasklib');
  const format = useTasklibFormat();
  const mine = useMyTask(task.xbOfferId);
  const take = useTakeTask();
  const action = useTaskAction();
  const verify = useVerifyTask();
  const errorNotice = useErrorNotice();
  const [busy, setBusy] = useState(false);
  const state = mine.data?.status ?? task.state;

  async function run<V, R>(
    m: { mutate: (v: V, c: { onSuccess: (r: R) => void; onError: (e: unknown) => void }) => void },
    v: V,
  ) {
    return new Promise<R>((resolve, reject) => m.mutate(v, { onSuccess: resolve, onError: reject }));
  }

  async function onClaim() {
    setBusy(true);
    try {
      const taken = await run<{ xbOfferId: string }, { clickId: string }>(take, { xbOfferId: task.xbOfferId });
      await run(action, { xbOfferId: task.xbOfferId, action: 'claim', actionType: 'welfare' });
      const result = await run<
        { offerId: string; clickId: string },
        { completedNow: boolean; reward: string; coin: string }
      >(verify, { offerId: task.xbOfferId, clickId: taken.clickId });
      if (result.completedNow)
        showNotice(t('details.completed_now', { reward: format.coin(result.reward, result.coin) }), 'success');
    } catch (error) {
      errorNotice(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="flex flex-col items-center gap-3 text-center" data-testid="welfare-card" data-state={state}>
      <p className="text-caption text-subtle">{productTitle}</p>
      <h2 className="text-title break-words" data-testid="welfare-title">
        {task.title}
      </h2>
      {task.desc && <p className="text-callout break-words text-muted">{task.desc}</p>}
      <p className="text-display text-accent" data-testid="welfare-reward">
        {format.coin(task.reward, task.coin)}
      </p>
      {mine.isError ? (
        <InlineRetry message={t('details.status_error')} onRetry={() => void mine.refetch()} />
      ) : state === 'completed' ? (
        <Badge tone={stateTone(state)} data-testid="welfare-claimed">
          {t('welfare.claimed')}
        </Badge>
      ) : (
        <Button block loading={busy || mine.isPending} onClick={() => void onClaim()} data-testid="welfare-claim">
          {t('welfare.claim')}
        </Button>
      )}
    </Card>
  );
}
