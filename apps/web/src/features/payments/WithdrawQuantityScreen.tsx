'use client';

import { useFormatter, useLocale, useNow, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { withdrawPath, withdrawQuantityPath } from '@/lib/routes/payment-paths';
import { MarketPicker } from './MarketPicker';
import { PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import { PaymentsScreen } from './PaymentsScreen';
import { useWithdrawQuantity } from './payments-queries';
import { usePaymentsText } from './use-payments-text';
import { dailyMeters, type LimitMeter } from './withdraw-rules';

/**
 * /user/withdraw-quantity (spec 2.2, issue 14): today's withdrawal limits of a market (the player's
 * own first), what is used and left of each, the review threshold and when the day starts again.
 */
export function WithdrawQuantityScreen({ backHref }: { backHref: string }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const text = usePaymentsText();
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const [market, setMarket] = useState('');
  const quantity = useWithdrawQuantity(market);
  const q = quantity.data;

  let body: React.ReactNode;
  if (quantity.isPending) body = <PaymentsSkeleton blocks={['h-28', 'h-28', 'h-16']} />;
  else if (!q) body = <PaymentsLoadError error={quantity.error} onRetry={() => void quantity.refetch()} />;
  else {
    const meters = dailyMeters(q);
    const fiat = (value: string) => text.fiat(value, q.currency);
    const resetsAt = q.resets_at * 1000;
    body = (
      <>
        <MeterCard
          title={t('quantity.count_title')}
          meter={meters.count}
          used={t('quantity.count_used', { used: meters.count.used, total: meters.count.total })}
          left={t('quantity.count_left', { count: q.left_count })}
          testId="quantity-count"
        />
        <MeterCard
          title={t('quantity.amount_title')}
          meter={meters.amount}
          used={t('quantity.amount_used', { used: fiat(q.used_amount), total: fiat(q.daily_amount) })}
          left={t('quantity.amount_left', { amount: fiat(q.left_amount) })}
          testId="quantity-amount"
        />
        <dl className="flex flex-col gap-2 rounded-card bg-surface p-4 text-callout">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{t('quantity.resets')}</dt>
            <dd className="text-right font-medium text-ink tabular-nums" data-testid="quantity-resets">
              {format.dateTime(resetsAt, { dateStyle: 'medium', timeStyle: 'short' })}
              <span className="block text-caption text-subtle">{format.relativeTime(resetsAt, now)}</span>
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{t('quantity.review_above')}</dt>
            <dd className="text-right font-medium text-ink tabular-nums">{fiat(q.review_above)}</dd>
          </div>
        </dl>
        <p className="text-caption text-subtle">{t('quantity.note')}</p>
        <ButtonLink
          href={withdrawPath(locale, withdrawQuantityPath(locale, backHref))}
          size="lg"
          block
          data-testid="quantity-withdraw"
        >
          {t('money.withdraw')}
        </ButtonLink>
      </>
    );
  }

  return (
    <PaymentsScreen title={t('quantity.title')} backHref={backHref}>
      <MarketPicker value={q?.country ?? market} onChange={setMarket} />
      {body}
    </PaymentsScreen>
  );
}

function MeterCard({
  title,
  meter,
  used,
  left,
  testId,
}: {
  title: string;
  meter: LimitMeter;
  used: string;
  left: string;
  testId: string;
}) {
  return (
    <section className="flex flex-col gap-2 rounded-card bg-surface p-4" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-headline text-ink">{title}</h2>
        <span className="text-callout font-semibold text-success tabular-nums">{left}</span>
      </div>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter.percent}
        aria-valuetext={used}
        className="h-2.5 w-full overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${meter.percent >= 100 ? 'bg-danger' : 'bg-primary'}`}
          style={{ width: `${meter.percent}%` }}
        />
      </div>
      <p className="text-caption text-muted tabular-nums">{used}</p>
    </section>
  );
}
