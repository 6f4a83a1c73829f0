'use client';

import { opsListAudit } from '@app/shared/ops/audit-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '../form/FormFields';
import { type FieldErrors, validateWith } from '../form/form-errors';
import { useFieldTexts } from '../form/use-field-texts';
import { type AuditFilters, auditQuery, NO_AUDIT_FILTERS } from './audit-query';

const FIELDS = ['operator_id', 'action', 'target', 'from', 'to'] as const;

/** The audit filters; applied together (checked by the endpoint's contract first), from the first page. */
export function AuditFilterBar({
  applied,
  pageSize,
  onApply,
}: {
  applied: AuditFilters;
  pageSize: number;
  onApply: (filters: AuditFilters) => void;
}) {
  const t = useTranslations('ops.audit');
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldTexts = useFieldTexts();
  const types: Record<(typeof FIELDS)[number], string> = {
    operator_id: 'number',
    action: 'text',
    target: 'text',
    from: 'date',
    to: 'date',
  };
  const apply = (next: AuditFilters) => {
    const checked = validateWith(opsListAudit.request, auditQuery(next, { pageIndex: 0, pageSize }));
    setErrors(checked.ok ? {} : fieldTexts(checked.errors));
    if (checked.ok) onApply(next);
  };
  return (
    <form
      className="mb-4 grid gap-3 rounded-tile border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(e) => {
        e.preventDefault();
        apply(draft);
      }}
      data-testid="ops-audit-filters"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          type={types[field]}
          label={t(`filter.${field}`)}
          placeholder={field === 'action' ? 'operator.' : field === 'target' ? 'operator:12' : undefined}
          value={draft[field]}
          onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
          error={errors[field]}
        />
      ))}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit">{t('filter.apply')}</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            apply(NO_AUDIT_FILTERS);
          }}
        >
          {t('filter.clear')}
        </Button>
      </div>
    </form>
  );
}
