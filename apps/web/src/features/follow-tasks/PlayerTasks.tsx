'use client';

import type { ZFollowTask } from '@app/shared/social/follow-task-contracts';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { ListStates } from '@/components/ListStates';
import { ResultLine } from '@/components/ResultLine';
import { Button } from '@/components/ui/Button';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useCheckFollow, useConnection, useFollowList } from './follow-task-queries';
import { followFailure, playerStep } from './follow-task-view';

type FollowTask = z.output<typeof ZFollowTask>;

/** Follow tasks open to me: follow the account on the network, then check and claim (paid once). */
export function PlayerTasks() {
  const t = useTranslations('followTasks');
  const list = useFollowList();
  const errorText = useErrorText();
  return (
    <section className="flex flex-col gap-2" data-testid="follow-player-list">
      <h2 className="px-1 text-headline text-ink">{t('open_heading')}</h2>
      <ListStates
        query={list}
        empty={list.data?.list.length === 0}
        loadErrorTitle={t('load_error')}
        errorDetail={errorText(list.error)}
        emptyText={t('open_empty')}
      />
      {list.data?.list.map((task) => (
        <TaskCard key={task.task_id} task={task} />
      ))}
    </section>
  );
}

function TaskCard({ task }: { task: FollowTask }) {
  const t = useTranslations('followTasks');
  const locale = useLocale();
  const connection = useConnection(task.media_type);
  const check = useCheckFollow();
  const errorText = useErrorText();
  const [followed, setFollowed] = useState<boolean | undefined>(undefined);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const connected = connection.data ? !connection.data.need_authorize : false;
  const step = playerStep(task, connected, followed);
  const claim = () =>
    check.mutate(
      { task_id: task.task_id, claim: true },
      {
        onSuccess: (got) => {
          setFollowed(true);
          setResult({ ok: true, text: t('paid', { amount: got.paid ?? task.reward, coin: got.coin }) });
        },
        onError: (error) => {
          const reason = followFailure(error);
          if (reason === 'not_following') setFollowed(false);
          setResult({
            ok: false,
            text: reason === 'other' ? (errorText(error) ?? t('claim_failed')) : t(`failure_${reason}`),
          });
        },
      },
    );
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid={`follow-task-${task.task_id}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-headline text-ink">@{task.handle}</p>
        <span className="rounded-full bg-[#ECF0F3] px-2.5 py-0.5 text-caption text-muted" data-testid="follow-step">
          {t(`step_${step}`)}
        </span>
      </div>
      <p className="text-callout text-muted">
        {t.rich('task_line', {
          creator: task.creator_name,
          network: task.network_name,
          // A creator with a profile links to it; one without is named as before, unlinked. next/link with
          // the locale written out: the locale-aware Link would add ~2 kB of navigation code to this page.
          profile: (name) =>
            task.creator_xid ? (
              <Link
                href={`/${locale}/profile/${task.creator_xid}`}
                className="font-semibold text-ink underline underline-offset-2"
                data-testid="follow-creator-link"
              >
                {name}
              </Link>
            ) : (
              name
            ),
        })}
      </p>
      <p className="text-callout text-ink">
        {t('reward_line', { amount: task.reward, coin: task.coin, left: task.followers_wanted - task.followers_paid })}
      </p>
      {step === 'connect' && (
        <p className="text-caption text-muted">{t('connect_first', { network: task.network_name })}</p>
      )}
      {(step === 'follow' || step === 'claim') && (
        <div className="flex flex-wrap gap-2">
          <a
            href={task.follow_url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full px-3 py-1.5 text-callout font-semibold text-ink ring-1 ring-line active:bg-[#ECF0F3]"
            data-testid="follow-open-network"
          >
            {t('follow_on', { handle: task.handle, network: task.network_name })}
          </a>
          <Button size="sm" loading={check.isPending} onClick={claim} data-testid="follow-claim">
            {t('check_and_claim')}
          </Button>
        </div>
      )}
      <ResultLine result={result} testId="follow-claim-result" />
    </article>
  );
}
