'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { ResultLine } from './ResultLine';
import { useLock, useMyStake } from './stake-queries';
import { aprPercent, stakeFailure } from './stake-view';

const input = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';

/** The lock drawer: an amount of KTHER and a term on offer (each with its yearly reward rate). */
export function LockSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('stake');
  const mine = useMyStake();
  const lock = useLock();
  const errorText = useErrorText();
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const options = mine.data?.options ?? [];
  const term = days ?? options[0]?.days ?? 30;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lock.mutate(
      { amount: amount.trim(), days: term },
      {
        onSuccess: (made) => {
          setResult({ ok: true, text: t('locked_ok', { amount: made.amount, days: made.days }) });
          setAmount('');
        },
        onError: (error) => {
          const reason = stakeFailure(error);
          setResult({
            ok: false,
            text: reason === 'balance' ? t('failure_balance') : (errorText(error) ?? t('lock_failed')),
          });
        },
      },
    );
  };
  return (
    <Sheet open={open} onClose={onClose} title={t('lock_kther')} closeLabel={t('close')} description={t('lock_note')}>
      <form onSubmit={submit} className="flex flex-col gap-3 pb-2" data-testid="lock-form">
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('amount')}
          <input
            className={input}
            inputMode="decimal"
            value={amount}
            placeholder="100"
            onChange={(e) => setAmount(e.target.value)}
            data-testid="lock-amount"
          />
          {mine.data && <span className="text-caption">{t('available', { amount: mine.data.available })}</span>}
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-callout text-muted">{t('term')}</legend>
          {options.map((o) => (
            <label
              key={o.days}
              className="flex items-center justify-between rounded-xl border border-neutral-200 px-3 py-2"
            >
              <span className="flex items-center gap-2 text-body text-ink">
                <input
                  type="radio"
                  name="term"
                  checked={term === o.days}
                  onChange={() => setDays(o.days)}
                  data-testid={`lock-term-${o.days}`}
                />
                {t('days', { days: o.days })}
              </span>
              <span className="text-callout text-muted">{t('apr', { rate: aprPercent(o.apr_bps) })}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" loading={lock.isPending} data-testid="lock-submit">
          {t('lock')}
        </Button>
        <ResultLine result={result} testId="lock-result" />
      </form>
    </Sheet>
  );
}
