'use client';

import type { InvestProduct } from '@app/shared/invest/invest-contracts';
import { percentOf } from '@app/shared/invest/invest-rules';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { useLocale, useTranslations } from 'next-intl';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { utcDateTime } from './invest-view';

/** A coin's decimals (the wallet's list; 0 for a coin this build does not know). */
export const decimalsOf = (coin: string) => COINS[coin as CoinName]?.decimals ?? 0;

/** The rate as the product states it: a year's, or the term's. */
export function RateText({ product }: { product: Pick<InvestProduct, 'return_kind' | 'rate_bps'> }) {
  const t = useTranslations('invest');
  return <>{t(`rate_${product.return_kind}`, { rate: percentOf(product.rate_bps) })}</>;
}

/** What is locked, the return, what is paid back (when known) and when: the drawer's and the success's summary. */
export function SummaryRows({
  coin,
  rows,
  maturesAt,
}: {
  coin: string;
  rows: { principal: string; ret: string; total: string | null };
  maturesAt: number;
}) {
  const t = useTranslations('invest');
  const locale = useLocale();
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl bg-[#ECF0F3] p-3 text-callout"
      data-testid="invest-summary"
    >
      <dt className="text-muted">{t('summary_principal')}</dt>
      <dd className="text-right text-ink">{`${rows.principal} ${coin}`}</dd>
      <dt className="text-muted">{t('summary_return')}</dt>
      <dd className="text-right text-emerald-700">{`+${rows.ret} ${coin}`}</dd>
      {rows.total !== null && (
        <>
          <dt className="text-muted">{t('summary_total')}</dt>
          <dd
            className="text-right font-semibold text-ink"
            data-testid="invest-summary-total"
          >{`${rows.total} ${coin}`}</dd>
        </>
      )}
      <dt className="text-muted">{t('summary_when')}</dt>
      <dd className="text-right text-ink">{`${utcDateTime(maturesAt, locale)} UTC`}</dd>
    </dl>
  );
}

/** A refused call, said in the area's words (or the app's). */
export function FailureLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-callout text-red-600">
      {text}
    </p>
  );
}

/** A list's loading skeletons, or its load error with a retry (both invest screens). */
export function ListStates({
  query,
  errorTitle,
  skeleton,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  errorTitle: string;
  /** The skeleton's height class, as tall as one card. */
  skeleton: string;
}) {
  const t = useTranslations('invest');
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className={`${skeleton} rounded-2xl`} />
        <Skeleton className={`${skeleton} rounded-2xl`} />
      </div>
    );
  }
  if (!query.isError) return null;
  return <LoadError title={errorTitle} detail={errorText(query.error)} onRetry={() => void query.refetch()} />;
}
