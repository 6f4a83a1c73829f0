'use client';

import type { Mission } from '@app/shared/missions/mission-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { PrefetchLaterLink } from '@/components/PrefetchLaterLink';
import { Button } from '@/components/ui/Button';
import { MissionProgressBar } from './MissionProgressBar';
import { missionActionPath, missionIcon } from './mission-view';
import { useMissionAmount } from './use-mission-amount';

/** One mission: its icon, title, progress bar, reward and its action (claim, go, or received). */
export function MissionCard({
  mission,
  claiming,
  onClaim,
  onOpen,
  onReward,
}: {
  mission: Mission;
  claiming: boolean;
  onClaim: (mission: Mission) => void;
  onOpen: (mission: Mission) => void;
  onReward: (mission: Mission) => void;
}) {
  const t = useTranslations('missions');
  const locale = useLocale();
  const amount = useMissionAmount();
  const action = missionActionPath(mission.kind);
  return (
    <li
      className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-[0_1px_3px_rgba(15,23,42,0.08)]"
      data-testid={`mission-${mission.id}`}
      data-state={mission.state}
    >
      <button
        type="button"
        onClick={() => onOpen(mission)}
        aria-label={t('open_details', { title: t(mission.title_key) })}
        className="shrink-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {/* biome-ignore lint/performance/noImgElement: a small static SVG icon, no optimisation to gain */}
        <img src={missionIcon(mission)} alt="" width={44} height={44} className="size-11" />
      </button>
      <div className="min-w-0 flex-1">
        <button type="button" onClick={() => onOpen(mission)} className="block max-w-full text-left">
          <span className="line-clamp-2 block text-[15px] leading-snug font-semibold text-neutral-900">
            {t(mission.title_key)}
          </span>
        </button>
        <div className="mt-1.5 flex items-center gap-2">
          <MissionProgressBar mission={mission} className="h-2 min-w-0 flex-1" />
          <span className="shrink-0 text-[12px] font-medium text-neutral-500 tabular-nums">
            {t('progress', { progress: mission.progress, target: mission.target })}
          </span>
        </div>
        <button
          type="button"
          onClick={() => onReward(mission)}
          className="mt-1 inline-flex items-center gap-1 text-[12px] font-semibold text-amber-600"
          data-testid={`mission-reward-${mission.id}`}
        >
          {/* biome-ignore lint/performance/noImgElement: a tiny static SVG icon */}
          <img src="/missions/reward.svg" alt="" width={14} height={14} className="size-3.5" />
          {t('reward', { amount: amount(mission.reward.amount), coin: mission.reward.coin })}
        </button>
      </div>
      <div className="flex shrink-0 flex-col items-end">
        {mission.state === 'claimable' && (
          <Button
            size="sm"
            loading={claiming}
            onClick={() => onClaim(mission)}
            className="min-w-20 !bg-[#F59E0B] !text-white"
            data-testid={`mission-claim-${mission.id}`}
          >
            {t('claim')}
          </Button>
        )}
        {mission.state === 'claimed' && (
          <span className="rounded-full bg-[#DCFCE7] px-3 py-1.5 text-[13px] font-semibold text-[#15803D]">
            {t('claimed')}
          </span>
        )}
        {mission.state === 'in_progress' && action && (
          <PrefetchLaterLink
            href={`/${locale}${action}`}
            className="inline-flex h-9 min-w-20 items-center justify-center rounded-full bg-[#E0ECFF] px-4 text-[13px] font-semibold text-[#1D4ED8]"
          >
            {t('go')}
          </PrefetchLaterLink>
        )}
        {mission.state === 'in_progress' && !action && (
          <span className="max-w-24 text-right text-[12px] text-neutral-500">{t('in_progress')}</span>
        )}
      </div>
    </li>
  );
}
