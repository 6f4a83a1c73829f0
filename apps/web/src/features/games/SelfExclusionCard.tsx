'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { EXCLUSION_PERIODS, type ExclusionDays, useSelfExclusion } from './use-limit-actions';

const DAY_MS = 24 * 60 * 60_000;

/** Self-exclusion: choose a period, confirm in a dialog (it cannot be shortened), or see until when. */
export function SelfExclusionCard({ until, nowMs }: { until: number | null; nowMs: number }) {
  const t = useTranslations('games');
  const format = useFormatter();
  const errorText = useErrorText();
  const exclude = useSelfExclusion();
  const [days, setDays] = useState<ExclusionDays>(7);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const when = (ms: number) => format.dateTime(ms, { dateStyle: 'medium', timeStyle: 'short' });

  if (until !== null && until > nowMs) {
    return (
      <p className="rounded-card bg-warning/10 p-4 text-body text-warning" data-testid="self-excluded">
        {t('excluded_until', { until: when(until) })}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-card p-4 ring-1 ring-line">
      <p className="text-callout text-muted">{t('exclusion_intro')}</p>
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('exclusion_period')}</legend>
        {EXCLUSION_PERIODS.map((d) => (
          <label key={d} className="relative">
            <input
              type="radio"
              name="exclusion-days"
              value={d}
              checked={d === days}
              onChange={() => setDays(d)}
              className="peer sr-only"
            />
            <span
              className={cx(
                'flex h-10 cursor-pointer items-center justify-center rounded-control text-callout font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-primary',
                d === days ? 'bg-ink text-page' : 'bg-surface text-ink hover:bg-line',
              )}
            >
              {t('days', { count: d })}
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="text-callout text-danger">
          {problem}
        </p>
      )}
      <Button variant="destructive" block onClick={() => setConfirming(true)} data-testid="exclusion-start">
        {t('exclusion_start')}
      </Button>
      <Modal
        open={confirming}
        title={t('exclusion_confirm_title')}
        onClose={() => setConfirming(false)}
        closeLabel={t('cancel')}
        footer={
          <div className="flex gap-2">
            <Button variant="secondary" block onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              variant="destructive"
              block
              loading={exclude.isPending}
              data-testid="exclusion-confirm"
              onClick={() =>
                exclude.mutate(days, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => {
                    setConfirming(false);
                    setProblem(errorText(error));
                  },
                })
              }
            >
              {t('exclusion_confirm')}
            </Button>
          </div>
        }
      >
        <p className="text-body text-neutral-600">
          {t('exclusion_confirm_text', { until: when(nowMs + days * DAY_MS) })}
        </p>
      </Modal>
    </div>
  );
}
