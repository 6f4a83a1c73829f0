'use client';

import type { TaskItem } from '@app/shared/tasklib/offer-contracts';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { platform } from '@/platform';
import { showNotice, useErrorNotice } from '@/shell/notices/use-error-notice';
import { useMyTask, useReportEvent, useTakeTask, useVerifyTask } from './task-queries';
import { canTake, stateTone, timeLeftOf } from './task-view';
import { useTasklibFormat } from './use-tasklib-format';

// The proof form is shown only once a proof task is taken: its code loads then, not with the page.
const AuditForm = dynamic(() => import('./AuditForm').then((m) => m.AuditForm), { ssr: false });

type WaitingFor = 'action' | 'advertiser' | 'audit' | null;

/**
 * My side of a task: its status (product_complete_list), the days left (spec 4.3), and what can be
 * done next. Take task (take_task) opens the advertiser's link through the platform (the native app's
 * or the messenger's browser, else a new tab; report_ev records it) and keeps a link to open it again
 * where a pop-up was blocked. Verify (verify) asks where it stands or completes a first-party task.
 * A task completed by a proof shows the proof form (submit_audit) once taken.
 */
export function TaskActions({ task, parentId }: { task: TaskItem; parentId?: string | null }) {
  const t = useTranslations('tasklib');
  const format = useTasklibFormat();
  const mine = useMyTask(task.xbOfferId);
  const take = useTakeTask();
  const verify = useVerifyTask();
  const report = useReportEvent();
  const errorNotice = useErrorNotice();
  const [link, setLink] = useState('');
  const [waitingFor, setWaitingFor] = useState<WaitingFor>(null);

  if (mine.isPending)
    return (
      <Card aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-11 rounded-control" />
      </Card>
    );
  if (mine.isError) return <InlineRetry message={t('details.status_error')} onRetry={() => void mine.refetch()} />;

  const record = mine.data;
  const state = record?.status ?? task.state;
  const left = timeLeftOf(record?.rewardTask ?? task.rewardTask);
  const clickId = record?.clickId ?? '';

  function onTake() {
    take.mutate(
      { xbOfferId: task.xbOfferId, parentId: parentId ?? task.parentXbOfferId },
      {
        onSuccess: (result) => {
          setWaitingFor(null);
          if (!result.link) return;
          setLink(result.link);
          platform.openLink(result.link);
          void report({
            action: 'open_link',
            xbOfferId: task.xbOfferId,
            clickId: result.clickId,
            link: result.link,
            parentId: task.parentXbOfferId,
          });
        },
        onError: errorNotice,
      },
    );
  }

  function onVerify() {
    if (!clickId) return;
    verify.mutate(
      { offerId: task.xbOfferId, clickId },
      {
        onSuccess: (result) => {
          setWaitingFor(result.waitingFor);
          if (result.completedNow)
            showNotice(t('details.completed_now', { reward: format.coin(result.reward, result.coin) }), 'success');
          else if (result.status === 'completed') showNotice(t('state.completed'), 'success');
        },
        onError: errorNotice,
      },
    );
  }

  const taken = record !== null && record !== undefined;
  return (
    <>
      <Card className="flex flex-col gap-3" data-testid="task-status" data-state={state}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-callout text-muted">{t('details.my_status')}</span>
          <Badge tone={stateTone(state)} data-testid="task-state">
            {format.state(state)}
          </Badge>
        </div>
        {left.kind === 'days' && (
          <p className="text-callout text-ink" data-testid="task-days-left">
            {t('task.days_left', { days: left.days })}
          </p>
        )}
        {left.kind === 'ended' && (
          <p className="text-callout text-danger" data-testid="task-days-left">
            {t('task.time_up')}
          </p>
        )}
        {record?.reason && state === 'rejected' && (
          <p className="text-callout break-words text-danger">
            {t('details.rejected_reason', { reason: record.reason })}
          </p>
        )}
        {waitingFor && (
          <p className="text-callout break-words text-muted" data-testid="task-waiting">
            {t(`details.waiting.${waitingFor}`)}
          </p>
        )}
        {state === 'completed' ? (
          <p className="text-callout text-success" data-testid="task-done">
            {t('details.done', { reward: format.coin(record?.reward ?? task.reward, record?.coin ?? task.coin) })}
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            {canTake(state) && (
              <Button block loading={take.isPending} onClick={onTake} data-testid="task-take">
                {taken ? t('details.continue') : t('details.take')}
              </Button>
            )}
            {link && (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="text-center text-callout font-semibold break-all text-link"
                data-testid="task-open-link"
              >
                {t('details.open_link')}
              </a>
            )}
            {taken && state !== 'reversed' && (
              <Button variant="secondary" block loading={verify.isPending} onClick={onVerify} data-testid="task-verify">
                {t('details.verify')}
              </Button>
            )}
          </div>
        )}
      </Card>
      {task.needsAudit && taken && (state === 'in_progress' || state === 'rejected') && (
        <AuditForm offerId={task.xbOfferId} clickId={clickId} />
      )}
      {task.needsAudit && state === 'pending' && (
        <p className="rounded-card bg-surface px-4 py-3 text-callout text-muted" data-testid="audit-pending">
          {t('audit.pending')}
        </p>
      )}
    </>
  );
}
