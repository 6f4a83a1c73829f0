'use client';

import { VIP_COIN, VIP_TABLE } from '@app/shared/core/vip';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { badgeSrc } from './vip-logic';

export interface RewardView {
  level: number;
  reward: string;
  state: 'locked' | 'claimable' | 'claimed';
}

/** One level's reward: its badge, what it pays, and claim / received / how much experience it needs. */
export function VipRewardRow({
  row,
  amount,
  claiming,
  onClaim,
}: {
  row: RewardView;
  amount: (value: string) => string;
  claiming: boolean;
  onClaim: (level: number) => void;
}) {
  const t = useTranslations('vip');
  const format = useFormatter();
  const needed = VIP_TABLE[row.level]?.exp ?? 0;
  return (
    <li className="flex items-center gap-3 py-3" data-testid={`vip-reward-${row.level}`} data-state={row.state}>
      {/* biome-ignore lint/performance/noImgElement: a small static SVG badge, no optimisation to gain */}
      <img
        src={badgeSrc(row.level)}
        alt=""
        width={44}
        height={44}
        className={row.state === 'locked' ? 'opacity-50 grayscale' : ''}
      />
      <div className="min-w-0 flex-1">
        <p className="text-body font-semibold text-ink">{t('level', { level: row.level })}</p>
        <p className="text-callout text-muted tabular-nums">
          {t('reward', { amount: amount(row.reward), coin: VIP_COIN })}
        </p>
      </div>
      {row.state === 'claimable' && (
        <Button size="sm" loading={claiming} onClick={() => onClaim(row.level)} data-testid={`vip-claim-${row.level}`}>
          {t('claim')}
        </Button>
      )}
      {row.state === 'claimed' && <span className="text-callout font-semibold text-success">{t('claimed')}</span>}
      {row.state === 'locked' && (
        <span className="max-w-28 text-right text-caption text-subtle tabular-nums">
          {t('needs_exp', { exp: format.number(needed) })}
        </span>
      )}
    </li>
  );
}
