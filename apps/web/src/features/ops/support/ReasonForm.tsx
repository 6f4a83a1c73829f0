'use client';

import type { OpsEndpoint } from '@app/shared/ops/ops-endpoint';
import { useTranslations } from 'next-intl';
import { FormCard, FormFooter, TextField } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

/** One support action that needs only a reason (flag, lift, end sessions): the rest is fixed by the page. */
export function ReasonForm({
  endpoint,
  extra,
  title,
  submitLabel,
  testId,
  onDone,
  onCancel,
}: {
  endpoint: OpsEndpoint;
  extra: Record<string, unknown>;
  title: string;
  submitLabel: string;
  testId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('ops.support');
  const form = useOpsForm({ endpoint, initial: { reason: '' }, extra, onSuccess: onDone });
  return (
    <FormCard title={title} onSubmit={form.onSubmit} testId={testId}>
      <TextField label={t('reason')} autoComplete="off" autoFocus {...form.field('reason')} />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={submitLabel} onCancel={onCancel} />
    </FormCard>
  );
}
