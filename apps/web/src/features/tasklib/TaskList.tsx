'use client';

import type { TaskItem } from '@app/shared/tasklib/offer-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { Skeleton } from '@/components/ui/Skeleton';
import { useChildTasks } from './catalogue-queries';
import { TasklibEmpty } from './TasklibStates';
import { TaskRow } from './TaskRow';
import type { TaskFrom } from './tasklib-paths';

/**
 * A product's parent tasks; a parent with child tasks (list_son, e.g. the levels of a game) opens them
 * below itself. `expanded`: the children show from the start (the product's task page).
 */
export function TaskList({
  tasks,
  gameName,
  from,
  expanded = false,
}: {
  tasks: readonly TaskItem[];
  gameName?: string;
  from: TaskFrom;
  expanded?: boolean;
}) {
  const t = useTranslations('tasklib');
  if (tasks.length === 0) return <TasklibEmpty text={t('product.no_tasks')} testId="tasks-empty" />;
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-card bg-surface-raised ring-1 ring-line ring-inset"
      data-testid="task-list"
    >
      {tasks.map((task) =>
        task.children > 0 ? (
          <ParentTask key={task.xbOfferId} task={task} gameName={gameName} from={from} expanded={expanded} />
        ) : (
          <TaskRow key={task.xbOfferId} task={task} gameName={gameName} from={from} />
        ),
      )}
    </ul>
  );
}

function ParentTask({
  task,
  gameName,
  from,
  expanded,
}: {
  task: TaskItem;
  gameName?: string;
  from: TaskFrom;
  expanded: boolean;
}) {
  const t = useTranslations('tasklib');
  const [open, setOpen] = useState(expanded);
  const children = useChildTasks(task.xbOfferId, open);
  return (
    <>
      <TaskRow task={task} gameName={gameName} from={from} countChildren={false} />
      <li className="px-3 py-2">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="text-callout font-semibold text-link"
          data-testid="task-children-toggle"
        >
          {open ? t('task.hide_steps') : t('task.show_steps', { count: task.children })}
        </button>
      </li>
      {open &&
        (children.isPending ? (
          <li className="flex flex-col gap-2 px-3 py-3" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </li>
        ) : children.isError ? (
          <li className="px-3 py-2">
            <InlineRetry message={t('load_error')} onRetry={() => void children.refetch()} />
          </li>
        ) : (
          children.data.list.map((child) => (
            <TaskRow key={child.xbOfferId} task={child} gameName={gameName} from={from} nested />
          ))
        ))}
    </>
  );
}
