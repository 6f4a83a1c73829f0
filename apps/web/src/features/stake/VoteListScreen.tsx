'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useMyStake, useProposals } from './stake-queries';
import { when } from './when';

/** /voteV2 (issue 17, spec 2.2): the proposals, my vote weight, each proposal's standing. */
export function VoteListScreen() {
  const t = useTranslations('stake');
  const locale = useLocale();
  const proposals = useProposals();
  const mine = useMyStake();
  const errorText = useErrorText();
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('vote_title')} backHref={`/${locale}/pool`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 pt-3 pb-12" data-testid="vote-list">
        <p className="rounded-2xl bg-white p-4 text-callout text-ink" data-testid="vote-weight">
          {t('my_weight', { amount: mine.data?.locked ?? '0' })} {t('vote_rule')}
        </p>
        {proposals.isPending && <Skeleton className="h-24 rounded-2xl" />}
        {!proposals.isPending && proposals.isError && (
          <LoadError
            title={t('load_error')}
            detail={errorText(proposals.error)}
            onRetry={() => void proposals.refetch()}
          />
        )}
        {proposals.data?.list.length === 0 && (
          <p className="rounded-2xl bg-white p-4 text-callout text-muted">{t('vote_empty')}</p>
        )}
        {proposals.data?.list.map((p) => (
          <Link
            key={p.id}
            href={`/vote/${p.id}`}
            className="flex flex-col gap-1 rounded-2xl bg-white p-4"
            data-testid={`proposal-${p.id}`}
          >
            <span className="text-headline text-ink">{p.title}</span>
            <span className="text-caption text-muted">
              {t(p.state === 'open' ? 'closes_at' : 'closed_at', { time: when(p.deadline, locale) })} ·{' '}
              {t('voters', { count: p.voters, amount: p.total_weight })}
            </span>
            {p.mine && <span className="text-caption text-emerald-700">{t('you_voted')}</span>}
          </Link>
        ))}
      </div>
    </main>
  );
}
