'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';

export interface BonusView {
  id: string;
  coin: string;
  amount: string;
  source: string;
  state: 'locked' | 'unlocked';
  wager_required: string;
  wagered: string;
  progress: number;
}

/** One locked bonus: its amount, where it came from, the wagering progress bar and unlock. */
export function BonusRow({
  bonus,
  amount,
  unlocking,
  onUnlock,
}: {
  bonus: BonusView;
  amount: (value: string) => string;
  unlocking: boolean;
  onUnlock: (id: string) => void;
}) {
  const t = useTranslations('vip');
  const source = ['vip', 'operator', 'lucky_spin', 'free_lottery'].includes(bonus.source) ? bonus.source : 'other';
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="bonus-row" data-state={bonus.state}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-body font-semibold text-ink tabular-nums">
          {amount(bonus.amount)} {bonus.coin}
        </p>
        <p className="truncate text-caption text-subtle">{t(`source.${source}`)}</p>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.progress}
        aria-label={t('bonus_progress_label')}
        className="h-2 w-full overflow-hidden rounded-full bg-ink/10"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${bonus.progress >= 100 ? 'bg-success' : 'bg-primary'}`}
          style={{ width: `${bonus.progress}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-caption text-muted tabular-nums">
          {t('wagered_of', {
            wagered: amount(bonus.wagered),
            required: amount(bonus.wager_required),
            coin: bonus.coin,
          })}
        </p>
        {bonus.state === 'unlocked' ? (
          <span className="text-callout font-semibold text-success">{t('unlocked')}</span>
        ) : (
          <Button
            size="sm"
            variant={bonus.progress >= 100 ? 'primary' : 'secondary'}
            disabled={bonus.progress < 100}
            loading={unlocking}
            onClick={() => onUnlock(bonus.id)}
            data-testid="bonus-unlock"
          >
            {t('unlock')}
          </Button>
        )}
      </div>
    </li>
  );
}
