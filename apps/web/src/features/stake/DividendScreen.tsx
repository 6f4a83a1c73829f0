'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useMyDividends } from './stake-queries';
import { sharePercent } from './stake-view';
import { when } from './when';

/** /dividend (issue 17, spec 2.2 "(pool)"): my dividend payouts and staking rewards, newest first. */
export function DividendScreen() {
  const t = useTranslations('stake');
  const locale = useLocale();
  const list = useMyDividends();
  const errorText = useErrorText();
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('dividend_title')} backHref={`/${locale}/pool`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-2 px-4 pt-3 pb-12" data-testid="dividend-list">
        <p className="px-1 text-caption text-muted">{t('dividend_note')}</p>
        {list.isPending && <Skeleton className="h-24 rounded-2xl" />}
        {!list.isPending && list.isError && (
          <LoadError title={t('load_error')} detail={errorText(list.error)} onRetry={() => void list.refetch()} />
        )}
        {list.data?.list.length === 0 && (
          <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-callout text-muted">
            <p>{t('dividend_empty')}</p>
            <Link href="/pool" className="text-ink underline">
              {t('go_pool')}
            </Link>
          </div>
        )}
        {list.data?.list.map((row) => (
          <article
            key={`${row.kind}-${row.period}`}
            className="flex items-center justify-between rounded-2xl bg-white px-4 py-3"
            data-testid={`payout-${row.kind}`}
          >
            <div className="flex flex-col">
              <span className="text-body text-ink">{t(row.kind === 'dividend' ? 'kind_dividend' : 'kind_reward')}</span>
              <span className="text-caption text-muted">
                {when(row.start, locale, 'day')}
                {row.share_ppm !== null && ` · ${t('share_of_pool', { share: sharePercent(row.share_ppm) })}`}
              </span>
            </div>
            <span className="text-body font-semibold text-ink" data-testid="payout-amount">
              +{row.amount} {row.coin}
            </span>
          </article>
        ))}
      </div>
    </main>
  );
}
