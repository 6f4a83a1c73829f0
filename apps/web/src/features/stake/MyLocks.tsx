'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { ResultLine } from './ResultLine';
import { useMyStake, useUnlock } from './stake-queries';
import { aprPercent, stakeFailure } from './stake-view';
import { when } from './when';

/** My locks: amount, term and rate, when each unlocks, rewards earned; a due lock can be taken back. */
export function MyLocks() {
  const t = useTranslations('stake');
  const locale = useLocale();
  const mine = useMyStake();
  const unlock = useUnlock();
  const errorText = useErrorText();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const take = (id: number) =>
    unlock.mutate(id, {
      onSuccess: (lock) => setResult({ ok: true, text: t('unlocked_ok', { amount: lock.amount }) }),
      onError: (error) => {
        const reason = stakeFailure(error);
        setResult({
          ok: false,
          text: reason === 'other' ? (errorText(error) ?? t('unlock_failed')) : t(`failure_${reason}`),
        });
      },
    });
  return (
    <section className="flex flex-col gap-2" data-testid="my-locks">
      <div className="flex items-baseline justify-between px-1">
        <h2 className="text-headline text-ink">{t('my_locks')}</h2>
        {mine.data && (
          <span className="text-callout text-muted">{t('locked_total', { amount: mine.data.locked })}</span>
        )}
      </div>
      {mine.isPending && <Skeleton className="h-20 rounded-2xl" />}
      {!mine.isPending && mine.isError && (
        <LoadError title={t('load_error')} detail={errorText(mine.error)} onRetry={() => void mine.refetch()} />
      )}
      {mine.data?.locks.length === 0 && (
        <p className="rounded-2xl bg-white p-4 text-callout text-muted">{t('locks_empty')}</p>
      )}
      {mine.data?.locks.map((lock) => (
        <article
          key={lock.id}
          className="flex items-center justify-between gap-2 rounded-2xl bg-white px-4 py-3"
          data-testid="lock-row"
        >
          <div className="flex min-w-0 flex-col">
            <span className="text-body text-ink">{lock.amount} KTHER</span>
            <span className="text-caption text-muted">
              {t('days', { days: lock.days })} · {t('apr', { rate: aprPercent(lock.apr_bps) })} ·{' '}
              {t('rewards_earned', { amount: lock.rewards })}
            </span>
            <span className="text-caption text-muted">
              {lock.state === 'unlocked'
                ? t('state_unlocked')
                : t(lock.state === 'due' ? 'state_due' : 'unlocks_at', { time: when(lock.unlock_at, locale) })}
            </span>
          </div>
          {lock.state === 'due' && (
            <button
              type="button"
              className={pageButton.outline}
              onClick={() => take(lock.id)}
              disabled={unlock.isPending}
            >
              {t('unlock')}
            </button>
          )}
        </article>
      ))}
      <ResultLine result={result} testId="unlock-result" />
    </section>
  );
}
