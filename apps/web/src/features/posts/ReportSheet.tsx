'use client';

import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@app/shared/posts/post-rules';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { usePostErrorText } from './post-failure';
import { useReport } from './post-queries';

export type ReportTarget = { target: 'post' | 'comment'; id: string };

/**
 * Reporting a post or a comment: a reason (spec's community interaction; the operators' approvals queue
 * shows it) and an optional note. After sending, the sheet says thanks and only closes.
 */
export function ReportSheet({ report, onClose }: { report: ReportTarget | null; onClose: () => void }) {
  const t = useTranslations('posts');
  return (
    <Sheet
      open={report !== null}
      onClose={onClose}
      title={report?.target === 'comment' ? t('report_comment_title') : t('report_post_title')}
      description={t('report_body')}
      closeLabel={t('close')}
    >
      {report && <ReportForm key={`${report.target}-${report.id}`} report={report} onClose={onClose} />}
    </Sheet>
  );
}

function ReportForm({ report, onClose }: { report: ReportTarget; onClose: () => void }) {
  const t = useTranslations('posts');
  const send = useReport();
  const errorText = usePostErrorText();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (sent) {
    return (
      <div className="flex flex-col gap-4 px-5 pt-2 pb-5">
        <p className="text-body text-ink" role="status" data-testid="report-sent">
          {t('report_sent')}
        </p>
        <Button variant="secondary" block onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-3 px-5 pt-2 pb-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) return;
        setError(null);
        send.mutate(
          { ...report, reason, note: note.trim() },
          { onSuccess: () => setSent(true), onError: (failure) => setError(errorText(failure)) },
        );
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{t('report')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-3 rounded-xl px-2 text-body text-ink">
            <input
              type="radio"
              name="report-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
              className="size-5 accent-amber-500"
              data-testid={`report-reason-${r}`}
            />
            {t(`reason.${r}`)}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-callout text-muted">
        {t('report_note')}
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={REPORT_NOTE_MAX}
          rows={2}
          className="w-full resize-none rounded-xl border border-neutral-200 px-3 py-2 text-body text-ink"
        />
      </label>
      {error && (
        <p role="alert" className="text-callout text-danger">
          {error}
        </p>
      )}
      <Button type="submit" block disabled={!reason} loading={send.isPending} data-testid="report-send">
        {t('report_send')}
      </Button>
    </form>
  );
}
