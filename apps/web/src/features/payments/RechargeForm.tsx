'use client';

import { compareDecimals } from '@app/shared';
import type { PaymentChannel } from '@app/shared/payments/order-contracts';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { AmountForm, useAmountForm } from './AmountForm';
import { checkoutReturnUrl, rememberCheckoutOrder } from './checkout-return';
import { FiatAmountField } from './FiatAmountField';
import { amountForInput, amountProblem, parseFiatInput, quickAmounts } from './fiat-amount';
import { feeOf, fiatToCoin, subtractDecimals } from './money-math';
import { type RechargeConf, useRecharge } from './payments-queries';
import { Summary } from './Summary';
import { usePaymentsText } from './use-payments-text';
import { useLimitsHint, useProblemText } from './use-problem-text';

type Limits = NonNullable<PaymentChannel['recharge']>;

/**
 * The amount of a recharge through one channel: quick amounts, the limits and fee, the coin it
 * credits (amount / rate, floored: money-math.ts), then the hosted checkout. The checkout sends the
 * player back to /user/orders?from=checkout, where the order id kept in sessionStorage is followed.
 */
export function RechargeForm({
  conf,
  channel,
  limits,
}: {
  conf: RechargeConf;
  channel: PaymentChannel;
  limits: Limits;
}) {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  const problemText = useProblemText();
  const limitsHint = useLimitsHint();
  const recharge = useRecharge();
  const form = useAmountForm();
  const input = form.input;

  const decimals = conf.currency_decimals;
  const fiat = (value: string) => text.fiat(value, conf.currency, decimals);
  const amount = parseFiatInput(input, decimals);
  const problem = input.trim() === '' ? null : amountProblem(amount, limits);
  const ready = amount !== null && problem === null;
  // A fee of zero is said once, under the field ("No fee"), not as a row of 0.
  const fee = ready ? feeOf(amount, limits, decimals) : null;
  // The API credits (amount - fee) / rate, rounded down: the preview is the same rule.
  const paid = amount === null ? null : fee === null ? amount : subtractDecimals(amount, fee);
  const coin = paid === null ? null : fiatToCoin(paid, conf.rate);
  const shownFee = fee !== null && compareDecimals(fee, '0') > 0 ? fee : null;

  const submit = () => {
    if (!ready) return;
    form.clearFailure();
    recharge.mutate(
      {
        channel: channel.id,
        amount,
        country: conf.country,
        return_url: checkoutReturnUrl(window.location.origin, text.locale),
        request_id: form.requestId(`${conf.country}:${channel.id}:${amount}`),
      },
      {
        onSuccess: (answer) => {
          rememberCheckoutOrder(window.sessionStorage, answer.order.order_id);
          form.leave();
          window.location.assign(answer.checkout_url);
        },
        onError: form.fail,
      },
    );
  };

  return (
    <AmountForm
      onSubmit={submit}
      failure={form.failure}
      testIdPrefix="recharge"
      submitLabel={ready ? t('recharge.submit_amount', { amount: fiat(amount) }) : t('recharge.submit')}
      ready={ready}
      busy={recharge.isPending || form.leaving}
      footer={
        <p className="text-center text-caption text-subtle">
          {t('recharge.checkout_note', { channel: text.channel(channel.id) })}
        </p>
      }
    >
      <FiatAmountField
        label={t('recharge.amount_label', { currency: conf.currency })}
        currency={conf.currency}
        value={input}
        onChange={form.setInput}
        decimals={decimals}
        hint={limitsHint(limits, conf.currency, decimals)}
        problem={problem && problemText(problem, { min: fiat(limits.min), max: fiat(limits.max) })}
        testId="recharge-amount"
      />
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{t('recharge.quick_label')}</legend>
        {quickAmounts(limits).map((value) => (
          <button
            key={value}
            type="button"
            onClick={() => form.setInput(amountForInput(value, text.locale))}
            aria-pressed={amount === value}
            data-testid={`recharge-quick-${value}`}
            className={cx(
              'h-9 rounded-full px-3.5 text-callout font-semibold tabular-nums transition',
              amount === value ? 'bg-primary text-on-primary' : 'bg-surface text-ink hover:bg-ink/8',
            )}
          >
            {fiat(value)}
          </button>
        ))}
      </fieldset>
      <Summary
        rows={[
          { label: t('recharge.you_pay'), value: amount === null ? '–' : fiat(amount) },
          ...(shownFee !== null ? [{ label: t('fee_label'), value: fiat(shownFee) }] : []),
          {
            label: t('recharge.you_get'),
            value: text.coin(coin ?? '0', conf.coin),
            testId: 'recharge-coin-preview',
            strong: true,
          },
          { label: t('rate_label'), value: t('rate', { coin: conf.coin, rate: fiat(conf.rate) }) },
        ]}
      />
    </AmountForm>
  );
}
