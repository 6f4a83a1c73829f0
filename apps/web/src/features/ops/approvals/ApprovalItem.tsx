'use client';

import { type Approval, opsDecideApproval } from '@app/shared/ops/approval-contracts';
import { TASKLIB_AUDIT_KIND } from '@app/shared/tasklib/audit-ops-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { invalidateQueries } from '@/lib/query/query-store';
import { JsonBlock } from '../console/JsonBlock';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { FormFooter, TextField } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';
import { AuditProofImage } from './AuditProofImage';

/** A task proof's audit id, when the item is one (its payload is the API's, checked there). */
function proofAuditId(item: Approval): string | undefined {
  const auditId = (item.payload as { audit_id?: unknown } | null)?.audit_id;
  return item.kind === TASKLIB_AUDIT_KIND && typeof auditId === 'string' ? auditId : undefined;
}

/** A queued item opened: its payload, then its decision, or the approve / reject form for who may decide it. */
export function ApprovalItem({ item }: { item: Approval }) {
  const t = useTranslations('ops.approvals');
  const format = useFormatter();
  const { session } = useOpsConsole();
  const me = session.status === 'signed-in' ? session.me : undefined;
  const auditId = proofAuditId(item);
  return (
    <div className="grid gap-4 pt-1 md:grid-cols-2" data-testid="ops-approval-item">
      <div className="min-w-0">
        <div className="mb-1 text-caption font-semibold text-muted">{t('payload')}</div>
        <JsonBlock value={item.payload} />
        {auditId ? <AuditProofImage auditId={auditId} /> : null}
      </div>
      <div className="min-w-0">
        {item.status !== 'pending' ? (
          <p className="text-callout" data-testid="ops-approval-decision">
            {t('decided', {
              status: t(`statuses.${item.status}`),
              who: item.decided_by_email ?? '—',
              when: item.decided_at
                ? format.dateTime(item.decided_at, { dateStyle: 'medium', timeStyle: 'short' })
                : '—',
              reason: item.reason ?? '—',
            })}
          </p>
        ) : me?.id === item.requested_by ? (
          <p className="text-callout text-muted" data-testid="ops-approval-own">
            {t('own_item')}
          </p>
        ) : me?.permissions.includes('approvals.decide') ? (
          <DecideForm id={item.id} />
        ) : (
          <p className="text-callout text-muted">{t('may_not_decide')}</p>
        )}
      </div>
    </div>
  );
}

const DECISIONS = ['approve', 'reject'] as const;

/** Approve or reject with a reason: the choice first, so the one button says what it does. */
function DecideForm({ id }: { id: number }) {
  const t = useTranslations('ops.approvals');
  const form = useOpsForm({
    endpoint: opsDecideApproval,
    initial: { decision: 'approve' as (typeof DECISIONS)[number], reason: '' },
    extra: { id },
    onSuccess: () => void invalidateQueries(['ops']),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3" data-testid="ops-decide-form">
      <fieldset className="flex gap-4">
        <legend className="sr-only">{t('decision')}</legend>
        {DECISIONS.map((decision) => (
          <label key={decision} className="flex items-center gap-2 text-callout">
            <input
              type="radio"
              name="decision"
              value={decision}
              checked={form.values.decision === decision}
              onChange={() => form.set('decision', decision)}
            />
            {t(decision)}
          </label>
        ))}
      </fieldset>
      <TextField label={t('reason')} autoComplete="off" {...form.field('reason')} />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t(form.values.decision)} />
    </form>
  );
}
