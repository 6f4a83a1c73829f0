'use client';

import { formatUnits } from '@app/shared';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { offchainTransfer } from '@app/shared/wallet/money-contracts';
import type { RecipientLookup } from '@app/shared/wallet/recipients';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { ApiCallError } from '@/lib/api/api-error';
import { useApiClient } from '@/lib/api/api-provider';
import { useDebouncedValue } from '@/lib/async/use-debounced-value';
import { checkAmount, maxTransferUnits, toUnits } from '@/lib/money/amount';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useQuery } from '@/lib/query/use-query';
import { bindPhonePath, currentRoute } from '@/lib/routes/paths';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useSignedInUserId } from '@/shell/session/user-store';
import { AmountField, useAmountError } from './AmountField';
import { PayeeCard } from './PayeeCard';
import { RecipientField } from './RecipientField';
import { ActionSteps, type ConfirmContent, type ResultContent, WalletSubScreen } from './StepPanels';
import { lacksShownBalance, useMoneyAction } from './use-money-action';
import { usePhoneMissing } from './use-phone-missing';
import { useRecipientLookup } from './use-recipient-lookup';
import { useCoinBalances, useTokenInfo } from './wallet-queries';

// The coin sheet comes after the first paint (docs/benchmarks.md, "first-load JavaScript").
const CoinPicker = dynamic(() => import('./CoinPicker').then((m) => m.CoinPicker), { ssr: false });

type TransferAnswer = z.output<typeof offchainTransfer.response>;

// Shown to few (no bound phone), so it comes only when needed (docs/benchmarks.md, "first-load JavaScript").
const PhoneNeededNotice = dynamic(() => import('./PhoneNeededNotice').then((m) => m.PhoneNeededNotice), {
  ssr: false,
});

// The contract (zod schemas) comes with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const transfer = async () => (await import('@app/shared/wallet/money-contracts')).offchainTransfer;

/** What a fee query's failure says about the form: the recipient, a phone to bind, or nothing here. */
function recipientProblem(error: unknown): 'unknown' | 'self' | 'phone' | null {
  if (!(error instanceof ApiCallError)) return null;
  if (error.code === 1003) return 'unknown';
  if (error.code === 1001 && error.details.field === 'to_user_id') return 'self';
  if (error.code === 1012) return 'phone';
  return null;
}

/**
 * /wallet/transfer: a coin to another user, found by id, username or phone (the recipient's avatar and
 * name show before anything is sent). The fee is previewed while typing (query_fee); the confirmation
 * shows who, and amount + fee = total; the transfer carries an Idempotency-Key. Without a bound phone
 * the screen says so first (PhoneNeededNotice); a 1012 still goes through the central handler.
 * `initialRecipient` is a user id from a receive code (?to=).
 */
export function TransferScreen({
  initialCoin,
  initialRecipient = '',
}: {
  initialCoin: CoinName;
  initialRecipient?: string;
}) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const api = useApiClient();
  const fmt = useMoneyFormat();
  const amountError = useAmountError();
  const status = useRequireSignIn();
  const userId = useSignedInUserId();
  const [coin, setCoin] = useState<CoinName>(initialCoin);
  const [findBy, setFindBy] = useState<RecipientLookup>('id');
  const [recipient, setRecipient] = useState(initialRecipient);
  const lookup = useRecipientLookup(findBy, recipient);
  const phoneMissing = usePhoneMissing();
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState(false);
  const flow = useMoneyAction<TransferAnswer, TransferAnswer>();
  const token = useTokenInfo(coin);

  const decimals = COINS[coin].decimals;
  const balances = useCoinBalances();
  const balance: string | undefined = balances[coin];
  const check = checkAmount(amount, decimals);
  const toUserId = lookup.status === 'found' ? lookup.payee.user_id : 0;

  // Debounced as one string: the preview asks once the user stops typing.
  const settledKey = useDebouncedValue(`${toUserId}|${coin}|${check.ok ? check.amount : ''}`, 400);
  const [settledTo = '0', settledCoin = coin, settledAmount = ''] = settledKey.split('|');
  const settled = { toUserId: Number(settledTo), coin: settledCoin as CoinName, amount: settledAmount };
  const preview = useQuery({
    queryKey: ['wallet', userId, 'transfer-fee', settled],
    queryFn: async ({ signal }) =>
      api.call(
        await transfer(),
        { to_user_id: settled.toUserId, coin: settled.coin, amount: settled.amount, query_fee: true },
        // A preview while typing never navigates; the explicit "continue" does.
        { signal, centralHandling: false },
      ),
    enabled: status === 'signed-in' && settled.toUserId > 0 && settled.amount !== '',
    retry: false,
    staleTime: 10_000,
  });
  const previewFresh = check.ok && settledKey === `${toUserId}|${coin}|${check.amount}`;
  const problem = previewFresh ? recipientProblem(preview.error) : null;

  function setMax() {
    if (balance === undefined) return;
    const feeBps = token.data?.transfer_fee_bps ?? 0;
    const minFee = token.data ? toUnits(token.data.transfer_min_fee, decimals) : 0n;
    setAmount(formatUnits(maxTransferUnits(toUnits(balance, decimals), feeBps, minFee), decimals));
  }

  async function review() {
    setTouched(true);
    if (!check.ok || lookup.status !== 'found' || lacksShownBalance(coin, check.amount, balance)) return;
    await flow.reviewWith(
      async () => {
        const quote = await api.call(await transfer(), {
          to_user_id: toUserId,
          coin,
          amount: check.amount,
          query_fee: true,
        });
        // amount + fee must fit too.
        return lacksShownBalance(coin, quote.total, balance) ? null : quote;
      },
      (error) => recipientProblem(error) !== null,
    );
  }

  function send() {
    void flow.send(async (quote, key) =>
      api.call(
        await transfer(),
        { to_user_id: quote.to_user_id, coin: quote.coin, amount: quote.amount },
        { headers: { 'Idempotency-Key': key } },
      ),
    );
  }

  function again() {
    setAmount('');
    setTouched(false);
    flow.edit();
  }

  const coinText = fmt.coin;
  const recipientName = (q: TransferAnswer) => q.to_display_name || q.to_username || `#${q.to_user_id}`;
  const resultOf = (r: TransferAnswer): ResultContent => ({
    title: t('transfer_done'),
    text: t('transfer_done_text', { amount: coinText(r.amount, r.coin), name: recipientName(r) }),
    rows: [
      { label: t('confirm_to'), value: `${recipientName(r)} (${t('user_id', { id: String(r.to_user_id) })})` },
      { label: t('confirm_total'), value: coinText(r.total, r.coin) },
    ],
    txId: r.tx_id,
    againLabel: t('new_transfer'),
  });
  // Amount + fee = total, and who receives it.
  const confirmOf = (q: TransferAnswer): ConfirmContent => ({
    title: t('confirm_transfer'),
    lead: (
      <div className="flex flex-col gap-3 rounded-3xl bg-amber-50 p-4">
        <PayeeCard
          payee={{ user_id: q.to_user_id, display_name: recipientName(q), head_url: q.to_head_url }}
          testId="confirm-payee"
        />
        <p className="text-sm text-neutral-700">{t('confirm_irreversible')}</p>
      </div>
    ),
    rows: [
      { label: t('confirm_to'), value: recipientName(q), testId: 'confirm-recipient' },
      { label: t('confirm_amount'), value: coinText(q.amount, q.coin), testId: 'confirm-amount' },
      { label: t('confirm_fee'), value: `+ ${coinText(q.fee, q.coin)}`, testId: 'confirm-fee' },
      { label: t('confirm_total'), value: `= ${coinText(q.total, q.coin)}`, strong: true, testId: 'confirm-total' },
    ],
    confirmLabel: t('confirm_send'),
  });

  function form() {
    const amountMessage =
      touched || amount !== '' ? (check.ok ? null : amountError(check.reason, coin, decimals)) : null;
    return (
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void review();
        }}
      >
        <RecipientField
          by={findBy}
          onBy={(next) => {
            setFindBy(next);
            setRecipient('');
          }}
          text={recipient}
          onText={setRecipient}
          state={lookup}
          touched={touched}
        />
        <AmountField
          label={t('amount')}
          coin={coin}
          value={amount}
          onChange={setAmount}
          balance={balance}
          onMax={setMax}
          onPickCoin={() => setPicking(true)}
          error={amountMessage}
        />
        <div aria-live="polite" className="min-h-12 rounded-2xl px-1 text-sm">
          {problem === 'phone' && !phoneMissing ? (
            <p className="flex items-center justify-between gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-800">
              <span>{t('phone_needed')}</span>
              <a href={bindPhonePath(locale, currentRoute())} className="shrink-0 font-semibold underline">
                {t('bind_phone')}
              </a>
            </p>
          ) : previewFresh && preview.data ? (
            <dl className="flex flex-col gap-1 text-neutral-500">
              <div className="flex justify-between">
                <dt>{t('confirm_fee')}</dt>
                <dd data-testid="fee-preview" className="font-medium text-neutral-800 tabular-nums">
                  {coinText(preview.data.fee, coin)}
                </dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('confirm_total')}</dt>
                <dd className="font-medium text-neutral-800 tabular-nums">{coinText(preview.data.total, coin)}</dd>
              </div>
            </dl>
          ) : check.ok && toUserId > 0 && (preview.isFetching || !previewFresh) ? (
            <p className="flex items-center gap-2 text-neutral-400">
              <Spinner className="size-4" />
              {t('fee_loading')}
            </p>
          ) : (
            <p className="text-neutral-400">{t('fee_hint')}</p>
          )}
        </div>
        <button type="submit" className={pageButton.primary} disabled={flow.reviewing || status !== 'signed-in'}>
          {flow.reviewing && <Spinner />}
          {t('continue')}
        </button>
      </form>
    );
  }

  return (
    <WalletSubScreen
      title={t('transfer_title')}
      notice={flow.state.step === 'edit' && phoneMissing ? <PhoneNeededNotice /> : null}
      sheets={
        <CoinPicker
          open={picking}
          selected={coin}
          balances={balances}
          onPick={(next) => {
            setCoin(next);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      }
    >
      <ActionSteps flow={flow} steps={{ form, confirmOf, resultOf, send, again }} />
    </WalletSubScreen>
  );
}
