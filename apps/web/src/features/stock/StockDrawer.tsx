'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CoinLogo } from '@/components/CoinLogo';
import { pageButton } from '@/components/ui/button-classes';
import { Sheet } from '@/components/ui/Sheet';
import { Spinner } from '@/components/ui/Spinner';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { type StockCoin, type StockSide, useStockStore } from '@/shell/overlays/stock-store';
import { useStockBalances } from './stock-queries';
import { payCoinOf } from './stock-rules';
import { TradeForm } from './TradeForm';
import { TradeRows, useRateText } from './TradeRows';
import { type Trade, useTrade } from './use-trade';

/**
 * Spec 2.5 "Stock drawers: buy and sell": one bottom sheet for both sides, opened through the stock
 * store (spec 3 stock state) from the wallet's coin rows or the market's stock tab. Its guidance balance
 * follows the live balance of the coin paid.
 */
export function StockDrawer() {
  const t = useTranslations('stock');
  const coinName = useCoinName();
  const { id, side, shown, guideBalance } = useStockStore();
  const { balances } = useStockBalances();
  const live = id ? balances[payCoinOf(side, id)] : undefined;
  useEffect(() => {
    if (live !== undefined) useStockStore.getState().setGuideBalance(live);
  }, [live]);
  if (!id) return null;
  const close = () => useStockStore.getState().close();
  return (
    <Sheet
      open={shown}
      onClose={close}
      title={t(side === 'buy' ? 'buy_title' : 'sell_title', { coin: coinName(id) })}
      closeLabel={t('close')}
    >
      {/* A new side or coin is a new trade: its own amount, quote and Idempotency-Key. */}
      <TradeSteps key={`${side}-${id}`} side={side} coin={id} guideBalance={guideBalance} onClose={close} />
    </Sheet>
  );
}

function TradeSteps({
  side,
  coin,
  guideBalance,
  onClose,
}: {
  side: StockSide;
  coin: StockCoin;
  guideBalance: string;
  onClose: () => void;
}) {
  const trade = useTrade(side, coin, guideBalance);
  const { state } = trade;
  if (state.step === 'done') return <TradeDone trade={trade} result={state.result} onClose={onClose} />;
  if (state.step === 'confirm') return <TradeConfirm trade={trade} side={side} />;
  return <TradeForm trade={trade} side={side} coin={coin} guideBalance={guideBalance} />;
}

function TradeConfirm({ trade, side }: { trade: Trade; side: StockSide }) {
  const t = useTranslations('stock');
  const rateText = useRateText();
  if (trade.state.step !== 'confirm') return null;
  const { quote, replaced, sending } = trade.state;
  return (
    <section className="flex flex-col gap-3" data-testid="stock-confirm">
      <TradeRows quote={quote} testPrefix="confirm" />
      {/* A moved rate (1015): the new quote beside the old one, to confirm again. */}
      {replaced && (
        <p role="alert" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-800">
          {t('rate_moved', { old: rateText(replaced), new: rateText(quote) })}
        </p>
      )}
      <button type="button" className={pageButton.primary} onClick={() => void trade.confirm()} disabled={sending}>
        {sending && <Spinner />}
        {sending ? t('sending') : t(side === 'buy' ? 'confirm_buy' : 'confirm_sell')}
      </button>
      <button type="button" className={pageButton.text} onClick={trade.edit} disabled={sending}>
        {t('edit')}
      </button>
    </section>
  );
}

function TradeDone({ trade, result, onClose }: { trade: Trade; result: Trade['live'] & {}; onClose: () => void }) {
  const t = useTranslations('stock');
  const fmt = useMoneyFormat();
  return (
    <section className="flex flex-col gap-3" data-testid="stock-done">
      <div className="flex items-center gap-3">
        <CoinLogo coin={result.to_coin} className="size-10" />
        <p role="status" className="text-[15px] font-semibold text-neutral-900">
          {t('done_text', { amount: fmt.coin(result.amount_out, result.to_coin) })}
        </p>
      </div>
      <TradeRows quote={result} testPrefix="done" />
      <p className="truncate text-xs text-neutral-400">
        {t('tx_id')} <span className="font-mono">{result.tx_id}</span>
      </p>
      <button type="button" className={pageButton.primary} onClick={onClose}>
        {t('done')}
      </button>
      <button type="button" className={pageButton.text} onClick={trade.again}>
        {t('again')}
      </button>
    </section>
  );
}
