'use client';

import { COINS } from '@app/shared/wallet/coins';
import type { offchainSwap } from '@app/shared/wallet/money-contracts';
import { useReducer, useState } from 'react';
import type { z } from 'zod';
import { ApiCallError } from '@/lib/api/api-error';
import { useApiClient } from '@/lib/api/api-provider';
import { useDebouncedValue } from '@/lib/async/use-debounced-value';
import { type FlowEvent, type FlowState, flowReducer, newIdempotencyKey } from '@/lib/money/action-flow';
import { checkAmount } from '@/lib/money/amount';
import { useQuery } from '@/lib/query/use-query';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { useCommonStore } from '@/shell/overlays/common-store';
import type { StockCoin, StockSide } from '@/shell/overlays/stock-store';
import { useSignedInUserId } from '@/shell/session/user-store';
import { refreshAfterTrade, swapContract } from './stock-queries';
import { lacksGuideBalance, tradeOf } from './stock-rules';

export type SwapAnswer = z.output<typeof offchainSwap.response>;
type Flow = FlowState<SwapAnswer, SwapAnswer>;

/** A live quote is asked again while the drawer stays open (prices move). */
const QUOTE_REFRESH_MS = 15_000;
/** The API's code of a rate that moved beyond the slippage between quote and confirm. */
const RATE_MOVED = 1015;

/**
 * One drawer's trade: the typed amount, its live quote, and the steps of lib/money/action-flow.ts (edit,
 * confirm at the quoted rate with an Idempotency-Key, done). A moved rate (1015) asks again with the new
 * quote beside the old one; other failures show their notice (balance lack and phone binding centrally).
 */
export function useTrade(side: StockSide, coin: StockCoin, guideBalance: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const notify = useErrorNotice();
  const { from, to } = tradeOf(side, coin);
  const decimals = COINS[from].decimals;
  const [amount, setAmount] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [state, dispatch] = useReducer((s: Flow, e: FlowEvent<SwapAnswer, SwapAnswer>) => flowReducer(s, e), {
    step: 'edit',
  } as Flow);
  const check = checkAmount(amount, decimals);
  const settled = useDebouncedValue(check.ok ? check.amount : '', 400);
  const quoteInput = { from_coin: from, to_coin: to, amount: settled, query_fee: true };
  const quote = useQuery({
    queryKey: ['wallet', userId, 'stock-quote', quoteInput],
    queryFn: async ({ signal }) => api.call(await swapContract(), quoteInput, { signal, centralHandling: false }),
    enabled: userId > 0 && settled !== '' && state.step === 'edit',
    refetchInterval: QUOTE_REFRESH_MS,
    retry: false,
  });
  const fresh = check.ok && settled === check.amount;
  const quoteFor = async (value: string) =>
    api.call(await swapContract(), { from_coin: from, to_coin: to, amount: value, query_fee: true });

  async function review() {
    if (!check.ok) return;
    if (lacksGuideBalance(check.units, guideBalance, decimals)) {
      useCommonStore.getState().showBalanceLack(from);
      return;
    }
    setReviewing(true);
    try {
      dispatch({ type: 'review', quote: await quoteFor(check.amount), key: newIdempotencyKey() });
    } catch (error) {
      notify(error);
    } finally {
      setReviewing(false);
    }
  }

  async function confirm() {
    if (state.step !== 'confirm' || state.sending) return;
    const q = state.quote;
    dispatch({ type: 'send' });
    try {
      const done = await api.call(
        await swapContract(),
        { from_coin: q.from_coin, to_coin: q.to_coin, amount: q.amount_in, quoted_rate: q.rate },
        { headers: { 'Idempotency-Key': state.key } },
      );
      dispatch({ type: 'succeeded', result: done });
    } catch (error) {
      dispatch({ type: 'failed' });
      if (error instanceof ApiCallError && error.code === RATE_MOVED) {
        await quoteFor(q.amount_in).then(
          (next) => dispatch({ type: 'requote', quote: next, key: newIdempotencyKey() }),
          notify,
        );
      } else notify(error);
    } finally {
      void refreshAfterTrade(userId);
    }
  }

  function again() {
    setAmount('');
    dispatch({ type: 'edit' });
  }

  return {
    from,
    to,
    decimals,
    amount,
    setAmount,
    check,
    live: fresh ? quote.data : undefined,
    quoteError: fresh ? quote.error : null,
    state,
    reviewing,
    review,
    confirm,
    edit: () => dispatch({ type: 'edit' }),
    again,
  };
}

export type Trade = ReturnType<typeof useTrade>;
