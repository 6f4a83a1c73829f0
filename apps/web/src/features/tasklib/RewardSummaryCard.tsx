'use client';

import type { RewardSummary } from '@app/shared/tasklib/offer-contracts';
import { useTranslations } from 'next-intl';
import { CoinLogo } from '@/components/CoinLogo';
import { Card } from '@/components/ui/Card';
import { useTasklibFormat } from './use-tasklib-format';

/** '0', '0.00': nothing. */
const isZero = (value: string) => /^0*(\.0*)?$/.test(value.trim());

/**
 * Spec 3's task reward summary of a product: every task's value in USD first, then what it pays in
 * contribution (KC: one-off tasks, progression tasks, the base tasks and their USD) and in tokens
 * (HAPPY and its USD).
 */
export function RewardSummaryCard({ summary }: { summary: RewardSummary }) {
  const t = useTranslations('tasklib');
  const format = useTasklibFormat();
  const rows: Array<{ key: string; label: string; value: string; coin: string; usd?: string }> = [
    { key: 'cpl', label: t('summary.cpl'), value: summary.xb_cpl_contribute_sum, coin: 'KC' },
    { key: 'duration', label: t('summary.duration'), value: summary.xb_duration_contribute_sum, coin: 'KC' },
    { key: 'base', label: t('summary.base'), value: summary.xb_base_contribute, coin: 'KC', usd: summary.xb_base_usd },
    {
      key: 'token',
      label: t('summary.token'),
      value: summary.token_amount,
      coin: 'HAPPY',
      usd: summary.token_reward_usd,
    },
  ];
  return (
    <Card as="section" aria-labelledby="reward-summary-title" data-testid="reward-summary">
      <div className="flex items-center justify-between gap-3">
        <h2 id="reward-summary-title" className="text-headline">
          {t('summary.title')}
        </h2>
        <span className="text-title text-accent" data-testid="reward-summary-usd">
          {format.usd(summary.all_reward_usd)}
        </span>
      </div>
      <dl className="mt-3 flex flex-col gap-2">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center gap-2 text-callout">
            <CoinLogo coin={row.coin} className="size-5" />
            <dt className="min-w-0 flex-1 text-muted">{row.label}</dt>
            <dd className="text-end font-semibold text-ink">
              {/* A row that pays nothing in its coin but has a USD value (base tasks in other coins) shows the USD. */}
              {row.usd !== undefined && isZero(row.value) ? (
                format.usd(row.usd)
              ) : (
                <>
                  {format.coin(row.value, row.coin)}
                  {row.usd !== undefined && (
                    <span className="ms-1 font-normal text-subtle">≈ {format.usd(row.usd)}</span>
                  )}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
