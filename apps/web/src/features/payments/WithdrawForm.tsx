'use client';

import type { PayoutAccount } from '@app/shared/payments/order-contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { InfoIcon } from '@/components/icons';
import { ordersPath, withdrawPath, withdrawQuantityPath } from '@/lib/routes/payment-paths';
import { AmountForm, useAmountForm } from './AmountForm';
import { FiatAmountField } from './FiatAmountField';
import { parseFiatInput } from './fiat-amount';
import { coinToFiat } from './money-math';
import { PaymentsEmpty, PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import {
  type RechargeConf,
  useCoinBalance,
  useRechargeConf,
  useWithdraw,
  useWithdrawQuantity,
} from './payments-queries';
import { Summary } from './Summary';
import { usePaymentsText } from './use-payments-text';
import { useLimitsHint, useProblemText } from './use-problem-text';
import { needsReview, withdrawProblem, withdrawQuote } from './withdraw-rules';

/** The withdraw form of one saved account: its market's rules (recharge_conf) and today's limits. */
export function WithdrawForm({ account, backHref }: { account: PayoutAccount; backHref: string }) {
  const t = useTranslations('payments');
  const conf = useRechargeConf(account.country);
  if (conf.isPending) return <PaymentsSkeleton blocks={['h-24', 'h-32']} />;
  if (!conf.data) return <PaymentsLoadError error={conf.error} onRetry={() => void conf.refetch()} />;
  const rule = conf.data.channels.find((c) => c.id === account.channel)?.withdraw;
  if (!rule) return <PaymentsEmpty text={t('withdraw.channel_closed')} testId="withdraw-channel-closed" />;
  return <AmountStep account={account} conf={conf.data} rule={rule} backHref={backHref} />;
}

function AmountStep({
  account,
  conf,
  rule,
  backHref,
}: {
  account: PayoutAccount;
  conf: RechargeConf;
  rule: NonNullable<RechargeConf['channels'][number]['withdraw']>;
  backHref: string;
}) {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  const router = useRouter();
  const problemText = useProblemText();
  const limitsHint = useLimitsHint();
  const form = useAmountForm();
  const input = form.input;
  const withdraw = useWithdraw();
  const quantity = useWithdrawQuantity(account.country);
  const { balance } = useCoinBalance(conf.coin);

  const decimals = conf.currency_decimals;
  const fiat = (value: string) => text.fiat(value, conf.currency, decimals);
  const amount = parseFiatInput(input, decimals);
  const quote = amount === null ? null : withdrawQuote(amount, rule, conf.rate, decimals);
  const q = quantity.data;
  const problem = input.trim() === '' ? null : withdrawProblem({ amount, limits: rule, quantity: q, quote, balance });
  const ready = amount !== null && problem === null && quote !== null;
  const review = needsReview(amount, q?.review_above ?? conf.withdraw_limits.review_above);
  const balanceFiat = balance === undefined ? null : coinToFiat(balance, conf.rate, decimals);

  const submit = () => {
    if (!ready) return;
    form.clearFailure();
    withdraw.mutate(
      { account_id: account.account_id, amount, request_id: form.requestId(`${account.account_id}:${amount}`) },
      {
        onSuccess: ({ order }) => {
          form.leave();
          router.push(ordersPath(text.locale, { order: order.order_id, backUrl: withdrawPath(text.locale, backHref) }));
        },
        onError: form.fail,
      },
    );
  };

  return (
    <AmountForm
      onSubmit={submit}
      failure={form.failure}
      testIdPrefix="withdraw"
      submitLabel={ready ? t('withdraw.submit_amount', { amount: fiat(amount) }) : t('withdraw.submit')}
      ready={ready}
      busy={withdraw.isPending || form.leaving}
    >
      <FiatAmountField
        label={t('withdraw.amount_label', { currency: conf.currency })}
        currency={conf.currency}
        value={input}
        onChange={form.setInput}
        decimals={decimals}
        hint={limitsHint(rule, conf.currency, decimals)}
        problem={
          problem &&
          problemText(problem, {
            min: fiat(rule.min),
            max: fiat(rule.max),
            left: q ? fiat(q.left_amount) : '',
            coin: quote ? text.coin(quote.coin, conf.coin) : '',
          })
        }
        testId="withdraw-amount"
      />
      {balance !== undefined && (
        <p className="-mt-2 text-caption text-subtle tabular-nums" data-testid="withdraw-balance">
          {t('withdraw.balance', {
            coin: text.coin(balance, conf.coin),
            fiat: balanceFiat === null ? '' : fiat(balanceFiat),
          })}
        </p>
      )}
      <Summary
        rows={[
          { label: t('fee_label'), value: quote ? fiat(quote.fee) : '–', testId: 'withdraw-fee' },
          { label: t('withdraw.you_receive'), value: amount === null ? '–' : fiat(amount) },
          {
            label: t('withdraw.held'),
            value: quote ? text.coin(quote.coin, conf.coin) : '–',
            testId: 'withdraw-total',
            strong: true,
          },
        ]}
      />
      {q && (
        <p
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-callout text-muted"
          data-testid="withdraw-limits"
        >
          <span className="tabular-nums">
            {t('withdraw.limits_left', { count: q.left_count, total: q.daily_count, amount: fiat(q.left_amount) })}
          </span>
          <Link
            href={withdrawQuantityPath(text.locale, withdrawPath(text.locale, backHref))}
            className="font-semibold text-link underline-offset-2 hover:underline"
            data-testid="withdraw-limits-link"
          >
            {t('withdraw.limits_link')}
          </Link>
        </p>
      )}
      {review && (
        <p
          className="flex gap-2 rounded-control bg-warning/10 px-4 py-3 text-callout text-ink"
          data-testid="withdraw-review-note"
        >
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-warning" />
          {t('withdraw.review_note', { amount: fiat(q?.review_above ?? conf.withdraw_limits.review_above) })}
        </p>
      )}
    </AmountForm>
  );
}
