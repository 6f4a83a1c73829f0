'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useCommonStore } from '@/shell/overlays/common-store';
import { useSignedInUserId } from '@/shell/session/user-store';
import { LockSheet } from './LockSheet';
import { MyLocks } from './MyLocks';
import { usePool } from './stake-queries';
import { sharePercent } from './stake-view';
import { when } from './when';

const card = 'flex flex-col gap-2 rounded-2xl bg-white p-4';

/** /pool (issue 17, spec 2.1 canonical): this period's pool, my share estimate, lock/unlock, history, the rules. */
export function PoolScreen() {
  const t = useTranslations('stake');
  const locale = useLocale();
  const userId = useSignedInUserId();
  const [locking, setLocking] = useState(false);
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader
        title={t('pool_title')}
        backHref={`/${locale}`}
        backLabel={t('back')}
        action={
          userId > 0 && (
            <Link href="/dividend" className={pageButton.text} data-testid="pool-my-dividends">
              {t('my_dividends')}
            </Link>
          )
        }
      />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">
        <PoolCard onLock={() => setLocking(true)} />
        {userId > 0 && <MyLocks />}
        <Rules />
        <History />
      </div>
      {userId > 0 && <LockSheet open={locking} onClose={() => setLocking(false)} />}
    </main>
  );
}

function PoolCard({ onLock }: { onLock: () => void }) {
  const t = useTranslations('stake');
  const locale = useLocale();
  const userId = useSignedInUserId();
  const pool = usePool();
  const errorText = useErrorText();
  if (pool.isPending) return <Skeleton className="h-48 rounded-2xl" />;
  if (pool.isError) {
    return <LoadError title={t('load_error')} detail={errorText(pool.error)} onRetry={() => void pool.refetch()} />;
  }
  const p = pool.data;
  return (
    <section className={card} data-testid="pool-card">
      <p className="text-callout text-muted">{t('pool_now')}</p>
      <p className="text-[28px] font-semibold text-ink" data-testid="pool-size">
        {p.current.pool} <span className="text-headline">{p.coin}</span>
      </p>
      <p className="text-caption text-muted">{t('pool_ends', { time: when(p.current.end, locale) })}</p>
      <dl className="grid grid-cols-2 gap-2 text-callout">
        <div>
          <dt className="text-muted">{t('total_locked')}</dt>
          <dd className="text-ink">{p.total_locked} KTHER</dd>
        </div>
        <div>
          <dt className="text-muted">{t('holders')}</dt>
          <dd className="text-ink">{p.current.holders}</dd>
        </div>
        {p.my_share_ppm !== null && (
          <>
            <div>
              <dt className="text-muted">{t('my_share')}</dt>
              <dd className="text-ink" data-testid="pool-my-share">
                {sharePercent(p.my_share_ppm)}%
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('my_estimate')}</dt>
              <dd className="text-ink" data-testid="pool-my-estimate">
                {p.my_estimate} {p.coin}
              </dd>
            </div>
          </>
        )}
      </dl>
      {userId > 0 ? (
        <Button onClick={onLock} data-testid="pool-lock-open">
          {t('lock_kther')}
        </Button>
      ) : (
        <Link href="/user/login-home" className={pageButton.primary}>
          {t('sign_in_to_lock')}
        </Link>
      )}
    </section>
  );
}

function Rules() {
  const t = useTranslations('stake');
  const explain = (type: 'kther' | 'contribute') => useCommonStore.getState().show('explanation', { type });
  return (
    <section className={card} data-testid="pool-rules">
      <h2 className="text-headline text-ink">{t('rules_title')}</h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-callout text-ink">
        <li>{t('rule_lock')}</li>
        <li>{t('rule_weight')}</li>
        <li>{t('rule_share')}</li>
        <li>{t('rule_rewards')}</li>
        <li>{t('rule_vote')}</li>
      </ul>
      <button type="button" className={`${pageButton.text} self-start`} onClick={() => explain('kther')}>
        {t('what_is_kther')}
      </button>
    </section>
  );
}

function History() {
  const t = useTranslations('stake');
  const locale = useLocale();
  const { data } = usePool();
  if (!data) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="pool-history">
      <h2 className="px-1 text-headline text-ink">{t('history_title')}</h2>
      {data.history.length === 0 && <p className={`${card} text-callout text-muted`}>{t('history_empty')}</p>}
      {data.history.map((period) => (
        <article key={period.period} className="flex items-center justify-between rounded-2xl bg-white px-4 py-3">
          <div className="flex flex-col">
            <span className="text-callout text-ink">{when(period.start, locale, 'day')}</span>
            <span className="text-caption text-muted">
              {t('history_holders', { count: period.holders })}
              {period.carried !== '0' && ` · ${t('history_carried', { amount: period.carried })}`}
            </span>
          </div>
          <span className="text-callout text-ink">
            {period.pool} {data.coin}
          </span>
        </article>
      ))}
    </section>
  );
}
