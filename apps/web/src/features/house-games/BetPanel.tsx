'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { type BetBounds, betProblem, scaleBet } from './bet-amount';

/** The bet: amount (with its limits), halve and double, and the play button. */
export function BetPanel({
  amount,
  onAmount,
  bounds,
  coin,
  busy,
  blocked,
  onPlay,
}: {
  amount: string;
  onAmount: (amount: string) => void;
  bounds: BetBounds | null;
  coin: string;
  busy: boolean;
  /** The board's own parameters are incomplete (e.g. no mines cell picked). */
  blocked: boolean;
  onPlay: () => void;
}) {
  const t = useTranslations('houseGames');
  const problem = bounds ? betProblem(amount, bounds) : null;
  return (
    <form
      className="space-y-2 rounded-card bg-surface-raised p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && !blocked) onPlay();
      }}
    >
      <div className="flex items-center gap-2">
        <label className="flex min-w-0 flex-1 items-center gap-2 rounded-control bg-surface px-3">
          <span className="sr-only">{t('bet')}</span>
          <input
            inputMode="decimal"
            value={amount}
            disabled={busy}
            onChange={(e) => onAmount(e.target.value.replace(',', '.'))}
            aria-invalid={problem !== null}
            aria-describedby="bet-help"
            className="h-11 min-w-0 flex-1 bg-transparent text-headline text-ink tabular-nums outline-none"
            data-testid="bet-amount"
          />
          <span className="text-callout text-muted">{coin}</span>
        </label>
        {bounds && (
          <>
            <QuickButton label="½" onClick={() => onAmount(scaleBet(amount, 0.5, bounds))} disabled={busy} />
            <QuickButton label="2×" onClick={() => onAmount(scaleBet(amount, 2, bounds))} disabled={busy} />
          </>
        )}
      </div>
      <p id="bet-help" className={problem ? 'text-caption text-danger' : 'text-caption text-subtle'}>
        {bounds && (problem ? t(`betProblem.${problem}`, { ...bounds, coin }) : t('limits', { ...bounds, coin }))}
      </p>
      <Button type="submit" block size="lg" loading={busy} disabled={!bounds || problem !== null || blocked}>
        {t('play')}
      </Button>
    </form>
  );
}

function QuickButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="h-11 w-11 shrink-0 rounded-control bg-surface text-callout font-semibold text-ink disabled:opacity-45"
    >
      {label}
    </button>
  );
}
