'use client';

import { COIN_NAMES } from '@app/shared/wallet/coins';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '@/components/FormFooter';
import { ListStates } from '@/components/ListStates';
import { Button } from '@/components/ui/Button';
import { useErrorText } from '@/shell/notices/use-error-notice';
import {
  type NewFollowTask,
  useCloseFollowTask,
  useCreateFollowTask,
  useMyFollowTasks,
  useNetworks,
} from './follow-task-queries';

const input = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';

/** The creator's side: a new task (its budget held from my balance) and my tasks with who completed them. */
export function CreatorTasks() {
  return (
    <>
      <CreateTask />
      <MyTasks />
    </>
  );
}

function CreateTask() {
  const t = useTranslations('followTasks');
  const networks = useNetworks();
  const create = useCreateFollowTask();
  const errorText = useErrorText();
  const [form, setForm] = useState<NewFollowTask>({
    media_type: '',
    handle: '',
    coin: 'WH',
    reward: '1',
    budget: '10',
  });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const set = <K extends keyof NewFollowTask>(key: K, value: NewFollowTask[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const mediaType = form.media_type || networks.data?.list[0]?.media_type || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { ...form, media_type: mediaType },
      {
        onSuccess: (made) =>
          setResult({ ok: true, text: t('created', { handle: made.handle, count: made.followers_wanted }) }),
        onError: (error) => setResult({ ok: false, text: errorText(error) ?? t('create_failed') }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4" data-testid="follow-create-form">
      <h2 className="text-headline text-ink">{t('create_heading')}</h2>
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('network')}
          <select className={input} value={mediaType} onChange={(e) => set('media_type', e.target.value)}>
            {networks.data?.list.map((n) => (
              <option key={n.media_type} value={n.media_type}>
                {n.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('handle')}
          <input
            className={input}
            value={form.handle}
            required
            maxLength={65}
            autoComplete="off"
            placeholder="@account"
            onChange={(e) => set('handle', e.target.value)}
            data-testid="follow-create-handle"
          />
        </label>
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('coin')}
          <select className={input} value={form.coin} onChange={(e) => set('coin', e.target.value)}>
            {COIN_NAMES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('reward')}
          <input
            className={input}
            inputMode="decimal"
            value={form.reward}
            onChange={(e) => set('reward', e.target.value)}
            data-testid="follow-create-reward"
          />
        </label>
        <label className="col-span-2 flex flex-col gap-1 text-callout text-muted">
          {t('budget')}
          <input
            className={input}
            inputMode="decimal"
            value={form.budget}
            onChange={(e) => set('budget', e.target.value)}
            data-testid="follow-create-budget"
          />
        </label>
      </div>
      <FormFooter
        note={t('hold_note')}
        submitLabel={t('create')}
        pending={create.isPending}
        submitTestId="follow-create"
        result={result}
        resultTestId="follow-create-result"
      />
    </form>
  );
}

function MyTasks() {
  const t = useTranslations('followTasks');
  const mine = useMyFollowTasks();
  const close = useCloseFollowTask();
  const errorText = useErrorText();
  return (
    <section className="flex flex-col gap-2" data-testid="follow-mine-list">
      <h2 className="px-1 text-headline text-ink">{t('mine_heading')}</h2>
      <ListStates
        query={mine}
        empty={mine.data?.list.length === 0}
        loadErrorTitle={t('load_error')}
        errorDetail={errorText(mine.error)}
        emptyText={t('mine_empty')}
      />
      {mine.data?.list.map((task) => (
        <article
          key={task.task_id}
          className="flex flex-col gap-1 rounded-2xl bg-white p-4"
          data-testid={`follow-mine-${task.task_id}`}
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-headline text-ink">
              @{task.handle} · {task.network_name}
            </p>
            <span className="rounded-full bg-[#ECF0F3] px-2.5 py-0.5 text-caption text-muted">
              {t(`state_${task.state}`)}
            </span>
          </div>
          <p className="text-callout text-ink" data-testid="follow-mine-paid">
            {t('paid_of', {
              paid: task.followers_paid,
              wanted: task.followers_wanted,
              amount: task.reward,
              coin: task.coin,
            })}
          </p>
          {task.completions.length > 0 && (
            <ul className="text-caption text-muted">
              {task.completions.map((c) => (
                <li key={c.user_id}>{t('completion_line', { name: c.name || String(c.user_id) })}</li>
              ))}
            </ul>
          )}
          {task.state === 'open' && (
            <Button
              size="sm"
              variant="secondary"
              loading={close.isPending}
              onClick={() => close.mutate(task.task_id)}
              data-testid="follow-close"
            >
              {t('close')}
            </Button>
          )}
        </article>
      ))}
    </section>
  );
}
