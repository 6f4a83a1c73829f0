'use client';

import { COIN_NAMES } from '@app/shared/wallet/coins';
import { ADJUSTMENT_DIRECTIONS, opsAdjustmentLimits, opsRequestAdjustment } from '@app/shared/wallet/ops-contracts';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { useOpsQuery } from '../console/use-ops-query';
import { FormCard, FormFooter, TextField } from '../form/FormFields';
import { SelectField } from '../form/SelectField';
import { useOpsForm } from '../form/use-ops-form';
import { submissionKeys } from './submission-key';

type Result = z.output<typeof opsRequestAdjustment.response>;

/**
 * Credit or debit the player through the ledger, with a reason. Above the coin's four-eyes amount the
 * API queues it for a second operator; the answer says which happened.
 */
export function AdjustForm({
  userId,
  coins,
  onDone,
  onCancel,
}: {
  userId: number;
  coins: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('ops.support');
  const keys = useRef(submissionKeys()).current;
  const [result, setResult] = useState<Result>();
  const limits = useOpsQuery(opsAdjustmentLimits, {});
  const firstCoin = COIN_NAMES.find((c) => coins.includes(c)) ?? COIN_NAMES[0];
  const form = useOpsForm({
    endpoint: opsRequestAdjustment,
    initial: { coin: firstCoin, direction: 'credit' as (typeof ADJUSTMENT_DIRECTIONS)[number], amount: '', reason: '' },
    extra: { user_id: userId },
    headers: (sent) => ({ 'Idempotency-Key': keys.keyFor(sent) }),
    onSuccess: (answer) => {
      keys.done();
      setResult(answer);
      onDone();
    },
  });
  const limit = limits.data?.limits.find((l) => l.coin === form.values.coin)?.max_without_approval;
  return (
    <FormCard title={t('adjust')} onSubmit={form.onSubmit} testId="ops-adjust-form">
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('coin')}
          name="coin"
          value={form.values.coin}
          options={COIN_NAMES}
          onChange={(coin) => form.set('coin', coin)}
          error={form.errors.coin}
        />
        <SelectField
          label={t('direction')}
          name="direction"
          value={form.values.direction}
          options={ADJUSTMENT_DIRECTIONS}
          labelOf={(d) => t(d)}
          onChange={(d) => form.set('direction', d)}
          error={form.errors.direction}
        />
        <TextField
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={limit ? t('four_eyes_hint', { limit, coin: form.values.coin }) : undefined}
          {...form.field('amount', (raw) => raw.replace(/[^\d.]/g, ''))}
        />
      </div>
      <TextField label={t('reason')} autoComplete="off" {...form.field('reason')} />
      {result && (
        <p role="status" className="rounded-control bg-surface p-3 text-callout" data-testid="ops-adjust-result">
          {result.status === 'posted'
            ? t('adjust_posted', { tx: result.tx_id ?? '' })
            : result.status === 'pending_approval'
              ? t('adjust_pending', { id: result.approval_id ?? 0 })
              : t('adjust_rejected')}
        </p>
      )}
      <FormFooter
        formError={form.formError}
        pending={form.pending}
        submitLabel={t('adjust_submit')}
        onCancel={onCancel}
      />
    </FormCard>
  );
}
