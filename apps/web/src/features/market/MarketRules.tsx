'use client';

import { formatExactAmount } from '@app/shared/core/number-format';
import { useLocale, useTranslations } from 'next-intl';
import { useMarketConfig } from './market-queries';

/** The market's rules from /market/config: the coin, the price limits (in the reader's digits) and the fee. */
export function MarketRules({ className }: { className: string }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const config = useMarketConfig();
  if (!config.data) return null;
  return (
    <p className={className} data-testid="market-rules">
      {t('rules', {
        fee: config.data.fee_bps / 100,
        coin: config.data.coin,
        min: formatExactAmount(config.data.min_price, locale),
        max: formatExactAmount(config.data.max_price, locale),
      })}
    </p>
  );
}
