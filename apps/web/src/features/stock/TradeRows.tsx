'use client';

import { useTranslations } from 'next-intl';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { tradeLines } from './stock-rules';
import type { SwapAnswer } from './use-trade';

/** The rate of a quote in words: "1 KUSDT ≈ 80 KTHER" (the swap's own rate: `to` per one `from`). */
export function useRateText(): (q: SwapAnswer) => string {
  const t = useTranslations('stock');
  const money = useMoneyFormat();
  return (q) => t('rate_line', { from: q.from_coin, rate: money.exact(q.rate), to: q.to_coin });
}

/**
 * A quote's or a trade's lines: the rate, the fee, the total paid (the fee is taken from it) and what
 * arrives, the last one strong. Shown live under the amount, on the confirmation and in the result.
 */
export function TradeRows({ quote, testPrefix }: { quote: SwapAnswer; testPrefix: string }) {
  const t = useTranslations('stock');
  const money = useMoneyFormat();
  const rateText = useRateText();
  const lines = tradeLines(quote);
  const rows = [
    { key: 'rate', label: t('rate'), value: rateText(quote) },
    { key: 'fee', label: t('fee'), value: money.coin(lines.fee.amount, lines.fee.coin) },
    { key: 'total', label: t('total'), value: money.coin(lines.pay.amount, lines.pay.coin) },
    { key: 'receive', label: t('receive'), value: money.coin(lines.receive.amount, lines.receive.coin) },
  ];
  return (
    <dl className="divide-y divide-neutral-100 rounded-2xl bg-neutral-50 px-4 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-3 py-2.5">
          <dt className={row.key === 'receive' ? 'font-semibold text-neutral-900' : 'text-neutral-500'}>{row.label}</dt>
          <dd
            data-testid={`${testPrefix}-${row.key}`}
            className={`min-w-0 text-right break-all tabular-nums ${row.key === 'receive' ? 'text-base font-bold text-neutral-900' : 'font-medium text-neutral-800'}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
