'use client';

import type { ZLossLimit } from '@app/shared/games/limit-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { isLoosening, parseLimitInput } from './loss-limit';
import { useGamesFormat } from './use-games-format';
import { useSetLossLimit } from './use-limit-actions';

type LossLimit = z.output<typeof ZLossLimit>;

/** The daily loss limit of one coin: today's losses, the limit, a pending raise and when it applies. */
export function LossLimitCard({ coin, current }: { coin: string; current: LossLimit | undefined }) {
  const t = useTranslations('games');
  const format = useFormatter();
  const fmt = useGamesFormat();
  const errorText = useErrorText();
  const save = useSetLossLimit();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const limit = current?.limit ?? null;
  const parsed = parseLimitInput(text);
  const waits = parsed.ok && isLoosening(limit, parsed.value);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) {
      setProblem(t(`limit_error.${parsed.error}`));
      return;
    }
    setProblem(null);
    save.mutate(
      { coin, dailyLossLimit: parsed.value },
      { onSuccess: () => setText(''), onError: (error) => setProblem(errorText(error)) },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-card p-4 ring-1 ring-line" data-testid="loss-limit">
      <dl className="grid grid-cols-2 gap-2 text-callout">
        <div className="rounded-lg bg-surface px-3 py-2">
          <dt className="text-caption text-muted">{t('limit_current')}</dt>
          <dd className="truncate font-semibold text-ink tabular-nums" data-testid="loss-limit-current">
            {limit === null ? t('limit_none') : `${fmt.exact(limit)} ${coin}`}
          </dd>
        </div>
        <div className="rounded-lg bg-surface px-3 py-2">
          <dt className="text-caption text-muted">{t('limit_lost_today')}</dt>
          <dd className="truncate font-semibold text-ink tabular-nums">
            {current ? `${fmt.exact(current.lostToday)} ${coin}` : '—'}
          </dd>
        </div>
      </dl>
      {current?.pendingFrom != null && (
        <p className="rounded-lg bg-warning/10 px-3 py-2 text-callout text-warning" data-testid="loss-limit-pending">
          {t('limit_pending', {
            limit: current.pendingLimit === null ? t('limit_none') : `${fmt.exact(current.pendingLimit)} ${coin}`,
            from: format.dateTime(current.pendingFrom, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      )}
      <label className="flex flex-col gap-1.5">
        <span className="text-callout font-semibold text-ink">{t('limit_new', { coin })}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('limit_placeholder')}
          aria-invalid={problem !== null || undefined}
          className="h-11 rounded-control bg-surface px-3 text-body text-ink tabular-nums outline-none placeholder:text-subtle focus:ring-2 focus:ring-primary"
          data-testid="loss-limit-input"
        />
      </label>
      <p className="text-caption text-muted">{waits ? t('limit_waits') : t('limit_rule')}</p>
      {problem && (
        <p role="alert" className="text-callout text-danger">
          {problem}
        </p>
      )}
      <Button
        type="submit"
        block
        loading={save.isPending}
        disabled={parsed.ok && parsed.value === null && limit === null}
      >
        {parsed.ok && parsed.value === null ? t('limit_remove') : t('limit_save')}
      </Button>
    </form>
  );
}
