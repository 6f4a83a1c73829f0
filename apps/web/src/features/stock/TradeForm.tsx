'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AmountInput } from '@/components/AmountInput';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { ApiCallError } from '@/lib/api/api-error';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import type { StockCoin, StockSide } from '@/shell/overlays/stock-store';
import { amountProblem } from './stock-rules';
import { TradeRows } from './TradeRows';
import type { Trade } from './use-trade';

/** The amount's problem in words, or null (nothing typed, or fine). */
function useAmountProblem(trade: Trade): string | null {
  const t = useTranslations('stock');
  const coinName = useCoinName();
  const code = trade.quoteError instanceof ApiCallError ? trade.quoteError.code : null;
  const problem = amountProblem(trade.check, code ?? null);
  if (problem === null) return null;
  return t(problem, { coin: coinName(trade.from), decimals: trade.decimals });
}

/** The drawer's first step: the amount paid (guidance balance and max), the live quote, review. */
export function TradeForm({
  trade,
  side,
  coin,
  guideBalance,
}: {
  trade: Trade;
  side: StockSide;
  coin: StockCoin;
  guideBalance: string;
}) {
  const t = useTranslations('stock');
  const fmt = useMoneyFormat();
  const coinName = useCoinName();
  const id = useId();
  const problem = useAmountProblem(trade);
  let quoteLine: React.ReactNode;
  if (trade.live) quoteLine = <TradeRows quote={trade.live} testPrefix="quote" />;
  else if (trade.check.ok && !problem)
    quoteLine = (
      <p className="flex items-center gap-2 px-1 text-sm text-neutral-400">
        <Spinner className="size-4" />
        {t('quote_loading')}
      </p>
    );
  else
    quoteLine = (
      <p className="px-1 text-sm text-neutral-400">
        {t(side === 'buy' ? 'hint_buy' : 'hint_sell', { coin: coinName(coin) })}
      </p>
    );

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      data-testid="stock-form"
      onSubmit={(event) => {
        event.preventDefault();
        void trade.review();
      }}
    >
      <div className="rounded-2xl bg-neutral-50 p-4">
        <div className="flex items-center justify-between gap-2 text-sm">
          <label htmlFor={id} className="font-medium text-neutral-600">
            {t('pay_label', { coin: trade.from })}
          </label>
          <span data-testid="stock-guide" className="truncate text-neutral-400 tabular-nums">
            {guideBalance !== '' && t('available', { amount: `${fmt.balance(guideBalance)} ${trade.from}` })}
          </span>
        </div>
        <div className="mt-2 flex items-center gap-2">
          <AmountInput id={id} value={trade.amount} onChange={trade.setAmount} invalid={problem !== null} />
          <button
            type="button"
            onClick={() => trade.setAmount(guideBalance)}
            disabled={guideBalance === ''}
            className="h-8 shrink-0 rounded-full bg-amber-100 px-3 text-xs font-bold tracking-wide text-amber-700 uppercase hover:bg-amber-200 disabled:opacity-40"
          >
            {t('max')}
          </button>
        </div>
        {problem && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-600">
            {problem}
          </p>
        )}
      </div>
      <div aria-live="polite" className="min-h-12">
        {quoteLine}
      </div>
      <button type="submit" className={pageButton.primary} disabled={!trade.check.ok || trade.reviewing}>
        {trade.reviewing && <Spinner />}
        {t(side === 'buy' ? 'review_buy' : 'review_sell')}
      </button>
    </form>
  );
}
