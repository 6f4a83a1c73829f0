'use client';

import { DASHBOARD_MAX_DAYS, opsDashboard, ZDay } from '@app/shared/ops/dashboard-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '../form/FormFields';
import { type FieldErrors, validateWith } from '../form/form-errors';
import { useFieldTexts } from '../form/use-field-texts';

type Range = { from: string; to: string };

/** The dashboard's date range, checked by the endpoint's contract (order, at most 92 days) before it loads. */
export function DashboardRange({ applied, onApply }: { applied: Range; onApply: (range: Range) => void }) {
  const t = useTranslations('ops.dashboard');
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldTexts = useFieldTexts();
  // A real day that is still refused breaks a rule of the range (order, length), not of the day.
  const rangeTexts = (errors: FieldErrors): FieldErrors => {
    const out = fieldTexts(errors);
    if (out.from && ZDay.safeParse(draft.from).success) out.from = t('from_after_to');
    if (out.to && ZDay.safeParse(draft.to).success) out.to = t('too_long', { max: DASHBOARD_MAX_DAYS });
    return out;
  };
  return (
    <form
      className="mb-4 flex flex-wrap items-start gap-3 rounded-tile border border-line bg-white p-4"
      data-testid="ops-dashboard-range"
      onSubmit={(e) => {
        e.preventDefault();
        const checked = validateWith(opsDashboard.request, draft);
        setErrors(checked.ok ? {} : rangeTexts(checked.errors));
        if (checked.ok) onApply(draft);
      }}
    >
      {(['from', 'to'] as const).map((field) => (
        <div key={field} className="w-44">
          <TextField
            name={`dashboard-${field}`}
            type="date"
            label={t(field)}
            value={draft[field]}
            onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            error={errors[field]}
          />
        </div>
      ))}
      <Button type="submit" className="mt-7">
        {t('apply')}
      </Button>
      <p className="basis-full text-caption text-muted">{t('utc')}</p>
    </form>
  );
}
