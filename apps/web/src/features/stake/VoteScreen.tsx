'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { ResultLine } from './ResultLine';
import { useProposals, useVote } from './stake-queries';
import { optionPercent, stakeFailure } from './stake-view';
import { when } from './when';

/** /vote/[id] (issue 17, spec 2.4 /vote/*): one proposal, its results, and my vote with my locked KTHER. */
export function VoteScreen({ id }: { id: number }) {
  const t = useTranslations('stake');
  const locale = useLocale();
  const proposals = useProposals(id);
  const vote = useVote();
  const errorText = useErrorText();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const p = proposals.data?.list[0];
  const cast = (option: number) =>
    vote.mutate(
      { proposal_id: id, option },
      {
        onSuccess: (after) => setResult({ ok: true, text: t('voted_ok', { amount: after.mine?.weight ?? '0' }) }),
        onError: (error) => {
          const reason = stakeFailure(error);
          setResult({
            ok: false,
            text: reason === 'other' ? (errorText(error) ?? t('vote_failed')) : t(`failure_${reason}`),
          });
        },
      },
    );
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('vote_title')} backHref={`/${locale}/voteV2`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 pt-3 pb-12" data-testid="vote-detail">
        {proposals.isPending && <Skeleton className="h-48 rounded-2xl" />}
        {!proposals.isPending && proposals.isError && (
          <LoadError
            title={t('load_error')}
            detail={errorText(proposals.error)}
            onRetry={() => void proposals.refetch()}
          />
        )}
        {p && (
          <section className="flex flex-col gap-3 rounded-2xl bg-white p-4">
            <h2 className="text-headline text-ink">{p.title}</h2>
            {p.description && <p className="whitespace-pre-line text-callout text-ink">{p.description}</p>}
            <p className="text-caption text-muted">
              {t(p.state === 'open' ? 'closes_at' : 'closed_at', { time: when(p.deadline, locale) })} ·{' '}
              {t('voters', { count: p.voters, amount: p.total_weight })}
            </p>
            <ul className="flex flex-col gap-2">
              {p.options.map((o) => {
                const part = optionPercent(o.weight, p.total_weight);
                const chosen = p.mine?.option === o.idx;
                return (
                  <li key={o.idx} className="flex flex-col gap-1" data-testid={`option-${o.idx}`}>
                    <div className="flex items-center justify-between gap-2">
                      <span className={`text-body ${chosen ? 'font-semibold text-emerald-700' : 'text-ink'}`}>
                        {o.label} {chosen && `· ${t('your_choice')}`}
                      </span>
                      {p.state === 'open' && !p.mine && (
                        <button
                          type="button"
                          className={pageButton.outline}
                          onClick={() => cast(o.idx)}
                          disabled={vote.isPending}
                          data-testid={`vote-${o.idx}`}
                        >
                          {t('vote')}
                        </button>
                      )}
                    </div>
                    <div className="h-2 overflow-hidden rounded-full bg-neutral-100">
                      <div className="h-full bg-amber-400" style={{ width: `${part}%` }} />
                    </div>
                    <span className="text-caption text-muted" data-testid={`option-${o.idx}-weight`}>
                      {part}% · {o.weight} KTHER · {t('voters_short', { count: o.voters })}
                    </span>
                  </li>
                );
              })}
            </ul>
            <ResultLine result={result} testId="vote-result" />
            {p.state === 'open' && !p.mine && (
              <Link href="/pool" className="text-caption text-muted underline">
                {t('lock_to_vote')}
              </Link>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
