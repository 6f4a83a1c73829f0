'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useNewbieTasks } from './newbie-queries';

/**
 * The newbie tasks on the brand's lobby (issue 13): a new player's first steps, each with its progress
 * and the draw chances it gives (granted by the server once a task is done). Hidden signed out, past
 * the newbie window, or when every task is done.
 */
export function NewbiePanel() {
  const t = useTranslations('luckybear');
  const format = useFormatter();
  const tasks = useNewbieTasks();
  if (!tasks.data) return null;
  const { ends_at, tasks: list } = tasks.data;
  return (
    <section
      aria-labelledby="newbie-title"
      className="rounded-card bg-surface px-4 pt-3 pb-2"
      data-testid="newbie-panel"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="newbie-title" className="text-headline text-ink">
          {t('newbie_title')}
        </h2>
        <span className="shrink-0 text-caption text-muted">
          {t('newbie_ends', { date: format.dateTime(ends_at, { dateStyle: 'medium' }) })}
        </span>
      </div>
      <ul className="divide-y divide-line">
        {list.map((task) => {
          const done = task.state === 'done';
          const percent = Math.round((Math.min(task.progress, task.target) / task.target) * 100);
          return (
            <li key={task.id} className="flex items-center gap-3 py-2.5" data-testid={`newbie-task-${task.id}`}>
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-caption font-bold ${
                  done ? 'bg-success text-[#06301A]' : 'bg-surface-raised text-muted'
                }`}
              >
                {done ? '✓' : `${percent}%`}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-callout font-semibold text-ink">
                  {t(`newbie_task.${task.kind}`, { target: format.number(task.target), coin: task.coin ?? '' })}
                </span>
                <span className="block text-caption text-muted tabular-nums">
                  {done
                    ? t('newbie_done')
                    : t('newbie_progress', {
                        progress: format.number(task.progress),
                        target: format.number(task.target),
                      })}
                </span>
              </span>
              <span className="shrink-0 rounded-full bg-surface-raised px-2 py-1 text-micro font-bold text-primary">
                {t(`newbie_reward.${task.reward.game}`, { count: task.reward.chances })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
