'use client';

import type { CoinName } from '@app/shared/wallet/coins';
import { useCallback, useReducer, useState } from 'react';
import { type FlowEvent, type FlowState, flowReducer, newIdempotencyKey } from '@/lib/money/action-flow';
import { toUnits } from '@/lib/money/amount';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { useCommonStore } from '@/shell/overlays/common-store';
import { useRefreshWallet } from './wallet-queries';

/**
 * Spec 8.1 before sending: when what the action needs already exceeds the shown balance, the
 * balance-lack dialog opens (true) and nothing is sent.
 */
export function lacksShownBalance(coin: CoinName, needed: string, balance: string | undefined): boolean {
  if (balance === undefined) return false;
  const decimals = Math.max(needed.split('.')[1]?.length ?? 0, balance.split('.')[1]?.length ?? 0);
  if (toUnits(needed, decimals) <= toUnits(balance, decimals)) return false;
  useCommonStore.getState().showBalanceLack(coin);
  return true;
}

/**
 * The steps of a transfer or a swap (action-flow.ts) with their side effects: a fresh
 * Idempotency-Key per reviewed action, the send (the same key on a retry), the notice of a failure
 * (balance lack and phone binding are handled centrally) and fresh balances afterwards.
 */
export function useMoneyAction<Quote, Result>() {
  const [state, dispatch] = useReducer(
    (s: FlowState<Quote, Result>, e: FlowEvent<Quote, Result>) => flowReducer(s, e),
    { step: 'edit' } as FlowState<Quote, Result>,
  );
  const notify = useErrorNotice();
  const refresh = useRefreshWallet();
  const [reviewing, setReviewing] = useState(false);

  const review = useCallback((quote: Quote) => dispatch({ type: 'review', quote, key: newIdempotencyKey() }), []);
  const requote = useCallback((quote: Quote) => dispatch({ type: 'requote', quote, key: newIdempotencyKey() }), []);
  const edit = useCallback(() => dispatch({ type: 'edit' }), []);

  /**
   * Asks the server for the quote (fee, rate, recipient) and goes to the confirmation with it; null
   * from `quoteOf` stays on the form. `quiet` failures are shown by the form itself.
   */
  async function reviewWith(quoteOf: () => Promise<Quote | null>, quiet?: (error: unknown) => boolean) {
    setReviewing(true);
    try {
      const quote = await quoteOf();
      if (quote !== null) review(quote);
    } catch (error) {
      if (!quiet?.(error)) notify(error);
    } finally {
      setReviewing(false);
    }
  }

  /**
   * Sends the confirmed action. `recover` may deal with a failure itself (a swap's moved rate) and
   * returns true when it did; other failures show their notice.
   */
  async function send(
    call: (quote: Quote, key: string) => Promise<Result>,
    recover?: (error: unknown) => Promise<boolean>,
  ): Promise<void> {
    if (state.step !== 'confirm' || state.sending) return;
    dispatch({ type: 'send' });
    try {
      const result = await call(state.quote, state.key);
      dispatch({ type: 'succeeded', result });
    } catch (error) {
      dispatch({ type: 'failed' });
      if (!(recover && (await recover(error).catch(() => false)))) notify(error);
    } finally {
      void refresh();
    }
  }

  return { state, reviewing, reviewWith, requote, edit, send };
}
