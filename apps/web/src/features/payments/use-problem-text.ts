'use client';

import { formatExactAmount } from '@app/shared';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FeeRule } from './money-math';
import { usePaymentsText } from './use-payments-text';
import type { WithdrawProblem } from './withdraw-rules';

/** An amount's problem (fiat-amount.ts, withdraw-rules.ts) as the sentence shown under the field. */
export function useProblemText() {
  const t = useTranslations('payments');
  return useCallback(
    (problem: WithdrawProblem, values: { min: string; max: string; left?: string; coin?: string }) =>
      t(`problem.${problem}`, { min: values.min, max: values.max, left: values.left ?? '', coin: values.coin ?? '' }),
    [t],
  );
}

/** A channel's fee rule in words: "No fee", "1.5% fee", "2,000 ₫ fee", "1.5% + 2,000 ₫ fee". */
function useFeeRuleText() {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  return useCallback(
    (rule: FeeRule, currency: string, decimals: number) => {
      const hasPercent = Number(rule.fee_percent) > 0;
      const hasFixed = Number(rule.fee_fixed) > 0;
      const percent = formatExactAmount(rule.fee_percent, text.locale);
      const fixed = text.fiat(rule.fee_fixed, currency, decimals);
      if (hasPercent && hasFixed) return t('fee.both', { percent, fixed });
      if (hasPercent) return t('fee.percent', { percent });
      if (hasFixed) return t('fee.fixed', { fixed });
      return t('fee.none');
    },
    [t, text],
  );
}

/** The line under an amount field: the channel's limits and its fee rule ("Min 10,000 ₫ · Max … · 1.5% fee"). */
export function useLimitsHint() {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  const feeRule = useFeeRuleText();
  return useCallback(
    (limits: FeeRule & { min: string; max: string }, currency: string, decimals: number) =>
      `${t('limits_hint', { min: text.fiat(limits.min, currency, decimals), max: text.fiat(limits.max, currency, decimals) })} · ${feeRule(limits, currency, decimals)}`,
    [t, text, feeRule],
  );
}
