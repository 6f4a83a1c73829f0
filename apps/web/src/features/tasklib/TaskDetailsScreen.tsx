'use client';

import type { TaskItem } from '@app/shared/tasklib/offer-contracts';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CoinLogo } from '@/components/CoinLogo';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { useChildTasks } from './catalogue-queries';
import { markTaskGuideSeen, shouldShowTaskGuide } from './guide-seen';
import { isMissing } from './missing';
import { TaskActions } from './TaskActions';
import { TasklibFrame } from './TasklibFrame';
import { TasklibNotFound, TasklibQueryError, TasklibSkeleton } from './TasklibStates';
import { TaskRow } from './TaskRow';
import { offerwallPath, productPath, questPath, type TaskFrom, taskBackHref } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

// The guide opens on a first visit with newGuide=1 or on demand: its code (and the modal's) loads then.
const TaskGuide = dynamic(() => import('./TaskGuide').then((m) => m.TaskGuide), { ssr: false });

/**
 * /task/detailsV2 and /task/details (spec 2.3: taskId, productType, gameName, from; newGuide=1 opens
 * the step-by-step guide on the first visit), and /offer/{xbOfferId}: one task (POST /cpl/list_son
 * with the task as parent gives it and its child tasks), its steps, my status and the actions of the
 * life cycle (TaskActions: take, verify, send a proof).
 */
export function TaskDetailsScreen({
  taskId,
  gameName,
  from,
  backUrl,
  newGuide,
}: {
  taskId: string | null;
  gameName?: string;
  from?: TaskFrom;
  backUrl?: string;
  newGuide: boolean;
}) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const task = useChildTasks(taskId ?? '', taskId !== null);
  const [guideOpen, setGuideOpen] = useState(false);
  useEffect(() => {
    setGuideOpen(shouldShowTaskGuide(newGuide, localStorageOrUndefined()));
  }, [newGuide]);

  const productId = task.data?.parent.productId ?? null;
  const fallback = productId
    ? productPath(locale, productId, { gameName })
    : from === 'offer'
      ? offerwallPath(locale)
      : questPath(locale);
  const backHref = taskBackHref(locale, { backUrl, from, productId }, fallback);

  let body: React.ReactNode;
  if (taskId === null || (task.isError && isMissing(task.error))) body = <NotFound />;
  else if (task.isPending) body = <TasklibSkeleton blocks={['h-28', 'h-40', 'h-24']} />;
  else if (task.isError) body = <TasklibQueryError query={task} title={t('details.load_error')} />;
  else
    body = (
      <>
        <TaskHero task={task.data.parent} />
        <TaskActions task={task.data.parent} />
        <Steps steps={task.data.parent.steps} />
        {task.data.list.length > 0 && (
          <section aria-labelledby="task-children-title" className="flex flex-col gap-3">
            <h2 id="task-children-title" className="text-headline text-ink">
              {t('details.children_title')}
            </h2>
            <ul className="divide-y divide-line overflow-hidden rounded-card bg-surface-raised ring-1 ring-line ring-inset">
              {task.data.list.map((child) => (
                <TaskRow key={child.xbOfferId} task={child} gameName={gameName} from={from ?? 'offer'} />
              ))}
            </ul>
          </section>
        )}
        {task.data.parent.steps.length > 0 && (
          <button
            type="button"
            className="self-center text-callout font-semibold text-link"
            onClick={() => setGuideOpen(true)}
            data-testid="task-guide-open"
          >
            {t('guide.open')}
          </button>
        )}
        {guideOpen && (
          <TaskGuide
            open
            steps={task.data.parent.steps}
            onClose={() => {
              markTaskGuideSeen(localStorageOrUndefined());
              setGuideOpen(false);
            }}
          />
        )}
      </>
    );

  return (
    <TasklibFrame
      title={task.data?.parent.title ?? t('details.title')}
      backHref={backHref}
      testId="task-details-screen"
    >
      {body}
    </TasklibFrame>
  );
}

function NotFound() {
  const t = useTranslations('tasklib');
  const _locale = useLocale();
  return <TasklibNotFound text={t('details.not_found')} testId="task-not-found" />;
}

/** The task's name, kind, reward and what it is about. */
function TaskHero({ task }: { task: TaskItem }) {
  const format = useTasklibFormat();
  return (
    <Card className="flex flex-col gap-3" data-testid="task-hero">
      <div className="flex items-start gap-3">
        <CoinLogo coin={task.coin} className="size-12" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-headline break-words" data-testid="task-title">
            {task.title}
          </h2>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-headline text-accent" data-testid="task-reward">
              {format.coin(task.reward, task.coin)}
            </span>
            <span className="text-caption text-subtle">≈ {format.usd(task.reward_usd)}</span>
          </p>
          <div className="flex flex-wrap gap-1.5">
            <Badge>{format.kind(task.kind)}</Badge>
          </div>
        </div>
      </div>
      {task.desc && <p className="text-callout break-words whitespace-pre-line text-muted">{task.desc}</p>}
    </Card>
  );
}

/** The task's steps, numbered. */
function Steps({ steps }: { steps: readonly string[] }) {
  const t = useTranslations('tasklib');
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="task-steps-title" className="flex flex-col gap-3">
      <h2 id="task-steps-title" className="text-headline text-ink">
        {t('details.steps_title')}
      </h2>
      <ol className="flex flex-col gap-3" data-testid="task-steps">
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are fixed text in order; two may read the same
          <li key={`${i}-${step}`} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-callout font-semibold text-on-primary">
              {i + 1}
            </span>
            <span className="min-w-0 pt-0.5 text-body break-words text-ink">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
