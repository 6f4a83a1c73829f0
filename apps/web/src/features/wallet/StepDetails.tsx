'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CheckIcon, CopyIcon, IconBadge } from '@/components/icons';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { useCopyText } from './use-copy-text';

/*
 * The confirmation and the result of a money-moving action: loaded when the user reaches them, not
 * with the form (docs/benchmarks.md, "first-load JavaScript"; StepPanels.tsx's ActionSteps).
 */

export interface SummaryRow {
  label: string;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}

/** Label-value rows of a confirmation or a result; a strong row is the sum, under a rule. */
export function SummaryRows({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="divide-y divide-neutral-100 rounded-3xl bg-neutral-50 px-4">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-3">
          <dt className={`shrink-0 text-sm ${row.strong ? 'font-semibold text-neutral-900' : 'text-neutral-500'}`}>
            {row.label}
          </dt>
          <dd
            data-testid={row.testId}
            className={`min-w-0 text-right break-all tabular-nums ${row.strong ? 'text-lg font-bold text-neutral-900' : 'text-[15px] font-medium text-neutral-900'}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The confirmation step: what will happen, a notice if the quote changed, confirm or edit. */
export function ConfirmPanel({
  title,
  lead,
  rows,
  notice,
  confirmLabel,
  sending,
  onConfirm,
  onEdit,
}: {
  title: string;
  lead?: ReactNode;
  rows: SummaryRow[];
  notice?: string | null;
  confirmLabel: string;
  sending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const t = useTranslations('wallet');
  return (
    <section aria-labelledby="confirm-title" className="flex flex-col gap-4">
      <h2 id="confirm-title" className="text-xl font-bold text-neutral-900">
        {title}
      </h2>
      {lead}
      <SummaryRows rows={rows} />
      {notice && (
        <p role="alert" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-800">
          {notice}
        </p>
      )}
      <button type="button" className={pageButton.primary} onClick={onConfirm} disabled={sending}>
        {sending && <Spinner />}
        {sending ? t('sending') : confirmLabel}
      </button>
      <button type="button" className={pageButton.text} onClick={onEdit} disabled={sending}>
        {t('edit')}
      </button>
    </section>
  );
}

/** The result step: done, the details with the transaction id (copyable), back to the wallet or again. */
export function ResultPanel({
  title,
  text,
  rows,
  txId,
  againLabel,
  onAgain,
}: {
  title: string;
  text: string;
  rows: SummaryRow[];
  txId: string;
  againLabel: string;
  onAgain: () => void;
}) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const copyText = useCopyText();
  const copy = () => copyText(txId, t('tx_copied'));
  return (
    <section aria-labelledby="result-title" className="flex flex-col items-stretch gap-4 pt-4">
      <div className="flex flex-col items-center gap-3 text-center">
        <IconBadge tone="green">
          <CheckIcon className="size-8" strokeWidth={2.4} />
        </IconBadge>
        <h2 id="result-title" className="text-xl font-bold text-neutral-900">
          {title}
        </h2>
        <p className="text-[15px] text-neutral-600">{text}</p>
      </div>
      <SummaryRows
        rows={[
          ...rows,
          {
            label: t('tx_id'),
            testId: 'tx-id',
            value: (
              <button
                type="button"
                onClick={copy}
                className="inline-flex items-center gap-1.5"
                aria-label={t('copy_tx')}
              >
                <span className="font-mono">{txId}</span>
                <CopyIcon className="size-4 text-neutral-400" />
              </button>
            ),
          },
        ]}
      />
      <Link href={`/${locale}/wallet`} className={pageButton.primary}>
        {t('done')}
      </Link>
      <button type="button" className={pageButton.text} onClick={onAgain}>
        {againLabel}
      </button>
    </section>
  );
}
