'use client';

import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { offchainSwap } from '@app/shared/wallet/money-contracts';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { SwapIcon } from '@/components/icons';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { ApiCallError } from '@/lib/api/api-error';
import { useApiClient } from '@/lib/api/api-provider';
import { useDebouncedValue } from '@/lib/async/use-debounced-value';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { amountTextClass, checkAmount } from '@/lib/money/amount';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useQuery } from '@/lib/query/use-query';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useSignedInUserId } from '@/shell/session/user-store';
import { AmountField, useAmountError } from './AmountField';
import { CoinButton } from './CoinButton';
import { ActionSteps, type ConfirmContent, type ResultContent, WalletSubScreen } from './StepPanels';
import { lacksShownBalance, useMoneyAction } from './use-money-action';
import { useCoinBalances } from './wallet-queries';

// The coin sheet comes after the first paint (docs/benchmarks.md, "first-load JavaScript").
const CoinPicker = dynamic(() => import('./CoinPicker').then((m) => m.CoinPicker), { ssr: false });

type SwapAnswer = z.output<typeof offchainSwap.response>;

// The contract (zod schemas) comes with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const swap = async () => (await import('@app/shared/wallet/money-contracts')).offchainSwap;

/** A live quote is asked again while the form stays open (rates move). */
const QUOTE_REFRESH_MS = 15_000;

/**
 * /wallet/exchange: pay one coin, receive another. A quote (rate, fee, amount out) follows the typing;
 * the confirmation swaps at the quoted rate with an Idempotency-Key; when the rate moved (1015) the
 * new quote is shown beside the old one for the user to confirm again.
 */
export function ExchangeScreen({ initialFrom, initialTo }: { initialFrom: CoinName; initialTo: CoinName }) {
  const t = useTranslations('wallet');
  const api = useApiClient();
  const fmt = useMoneyFormat();
  const coinName = useCoinName();
  const amountError = useAmountError();
  const status = useRequireSignIn();
  const userId = useSignedInUserId();
  const [from, setFrom] = useState<CoinName>(initialFrom);
  const [to, setTo] = useState<CoinName>(initialTo === initialFrom ? 'KUSDT' : initialTo);
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const flow = useMoneyAction<SwapAnswer, SwapAnswer>();

  const decimals = COINS[from].decimals;
  const balances = useCoinBalances();
  const balance: string | undefined = balances[from];
  const check = checkAmount(amount, decimals);

  const settledKey = useDebouncedValue(`${from}|${to}|${check.ok ? check.amount : ''}`, 400);
  const [settledFrom = from, settledTo = to, settledAmount = ''] = settledKey.split('|');
  const quoteInput = {
    from_coin: settledFrom as CoinName,
    to_coin: settledTo as CoinName,
    amount: settledAmount,
    query_fee: true,
  };
  const quote = useQuery({
    queryKey: ['wallet', userId, 'swap-quote', quoteInput],
    queryFn: async ({ signal }) => api.call(await swap(), quoteInput, { signal, centralHandling: false }),
    enabled: status === 'signed-in' && settledAmount !== '' && flow.state.step === 'edit',
    refetchInterval: QUOTE_REFRESH_MS,
    retry: false,
  });
  const quoteFresh = check.ok && settledKey === `${from}|${to}|${check.amount}`;
  const live = quoteFresh ? quote.data : undefined;
  const outText = live ? `≈ ${fmt.exact(live.amount_out)}` : '0';

  function pick(side: 'from' | 'to', coin: CoinName) {
    // Picking the coin of the other side swaps the two.
    if (side === 'from') {
      if (coin === to) setTo(from);
      setFrom(coin);
    } else {
      if (coin === from) setFrom(to);
      setTo(coin);
    }
    setPicking(null);
  }

  function switchSides() {
    setFrom(to);
    setTo(from);
    setAmount('');
  }

  async function review() {
    if (!check.ok || lacksShownBalance(from, check.amount, balance)) return;
    await flow.reviewWith(async () =>
      api.call(await swap(), { from_coin: from, to_coin: to, amount: check.amount, query_fee: true }),
    );
  }

  function send() {
    void flow.send(
      async (q, key) =>
        api.call(
          await swap(),
          { from_coin: q.from_coin, to_coin: q.to_coin, amount: q.amount_in, quoted_rate: q.rate },
          { headers: { 'Idempotency-Key': key } },
        ),
      async (error) => {
        if (!(error instanceof ApiCallError && error.code === 1015)) return false;
        if (flow.state.step !== 'confirm') return false;
        const q = flow.state.quote;
        flow.requote(
          await api.call(await swap(), {
            from_coin: q.from_coin,
            to_coin: q.to_coin,
            amount: q.amount_in,
            query_fee: true,
          }),
        );
        return true;
      },
    );
  }

  function again() {
    setAmount('');
    flow.edit();
  }

  const coinText = fmt.coin;
  const rateText = (q: SwapAnswer) => t('rate_line', { from: q.from_coin, rate: fmt.exact(q.rate), to: q.to_coin });
  const resultOf = (r: SwapAnswer): ResultContent => ({
    title: t('exchange_done'),
    text: t('exchange_done_text', { amount: coinText(r.amount_out, r.to_coin) }),
    rows: [
      { label: t('pay'), value: coinText(r.amount_in, r.from_coin) },
      { label: t('receive'), value: coinText(r.amount_out, r.to_coin) },
    ],
    txId: r.tx_id,
    againLabel: t('new_exchange'),
  });
  const confirmOf = (q: SwapAnswer, replaced: SwapAnswer | null): ConfirmContent => ({
    title: t('confirm_exchange'),
    rows: [
      { label: t('pay'), value: coinText(q.amount_in, q.from_coin), testId: 'confirm-pay' },
      { label: t('confirm_fee'), value: coinText(q.fee, q.from_coin), testId: 'confirm-fee' },
      { label: t('rate'), value: rateText(q), testId: 'confirm-rate' },
      { label: t('receive'), value: coinText(q.amount_out, q.to_coin), strong: true, testId: 'confirm-receive' },
    ],
    // Spec: 1015 shows the new rate and lets the user confirm again.
    notice: replaced ? t('rate_moved', { old: rateText(replaced), new: rateText(q) }) : null,
    confirmLabel: t('exchange_now'),
  });

  function form() {
    const quoteProblem =
      quoteFresh && quote.error instanceof ApiCallError && quote.error.code === 1001
        ? (quote.error.details.fieldMessage ?? quote.error.message)
        : null;
    return (
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void review();
        }}
      >
        <AmountField
          label={t('pay')}
          coin={from}
          value={amount}
          onChange={setAmount}
          balance={balance}
          onMax={() => balance !== undefined && setAmount(balance)}
          onPickCoin={() => setPicking('from')}
          error={
            amount !== '' && !check.ok
              ? amountError(check.reason, from, decimals)
              : quoteProblem && t('amount_too_small')
          }
        />
        <div className="relative z-1 -my-5 flex justify-center">
          <button
            type="button"
            onClick={switchSides}
            aria-label={t('switch')}
            className="flex size-10 items-center justify-center rounded-full bg-white text-neutral-700 shadow ring-1 ring-neutral-200 hover:bg-neutral-50"
          >
            <SwapIcon />
          </button>
        </div>
        <div className="rounded-3xl bg-neutral-50 p-4">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium text-neutral-600">{t('receive')}</span>
            <span className="truncate text-neutral-400 tabular-nums">
              {balances[to] !== undefined && t('balance', { amount: `${fmt.balance(balances[to])} ${to}` })}
            </span>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <output
              data-testid="quote-out"
              className={`h-12 min-w-0 flex-1 truncate ${amountTextClass(outText.length)} leading-12 font-semibold tabular-nums ${live ? 'text-neutral-900' : 'text-neutral-300'}`}
            >
              {outText}
            </output>
            <CoinButton coin={to} label={t('change_coin', { coin: coinName(to) })} onClick={() => setPicking('to')} />
          </div>
        </div>
        <div aria-live="polite" className="min-h-16 px-1 pt-1 text-sm">
          {live ? (
            <dl className="flex flex-col gap-1 text-neutral-500">
              <div className="flex justify-between gap-3">
                <dt>{t('rate')}</dt>
                <dd data-testid="quote-rate" className="text-right font-medium text-neutral-800 tabular-nums">
                  {rateText(live)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>{t('confirm_fee')}</dt>
                <dd className="text-right font-medium text-neutral-800 tabular-nums">
                  {coinText(live.fee, live.from_coin)}
                </dd>
              </div>
            </dl>
          ) : check.ok && !quoteProblem ? (
            <p className="flex items-center gap-2 text-neutral-400">
              <Spinner className="size-4" />
              {t('quote_loading')}
            </p>
          ) : (
            <p className="text-neutral-400">{t('quote_hint')}</p>
          )}
        </div>
        <button
          type="submit"
          className={pageButton.primary}
          disabled={!check.ok || flow.reviewing || status !== 'signed-in'}
        >
          {flow.reviewing && <Spinner />}
          {t('review')}
        </button>
      </form>
    );
  }

  return (
    <WalletSubScreen
      title={t('exchange_title')}
      sheets={
        <CoinPicker
          open={picking !== null}
          selected={picking === 'to' ? to : from}
          balances={balances}
          onPick={(coin) => picking && pick(picking, coin)}
          onClose={() => setPicking(null)}
        />
      }
    >
      <ActionSteps flow={flow} steps={{ form, confirmOf, resultOf, send, again }} />
    </WalletSubScreen>
  );
}
