'use client';

import type { Mission } from '@app/shared/missions/mission-contracts';
import { useTranslations } from 'next-intl';
import { progressPercent } from './mission-view';

/** A mission's progress bar: blue while in progress, green once its target is reached. */
export function MissionProgressBar({
  mission,
  className,
}: {
  mission: Pick<Mission, 'progress' | 'target' | 'state'>;
  className: string;
}) {
  const t = useTranslations('missions');
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={mission.target}
      aria-valuenow={mission.progress}
      aria-label={t('progress_label')}
      className={`overflow-hidden rounded-full bg-[#E3E8EE] ${className}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-500 ${mission.state === 'in_progress' ? 'bg-[#3B82F6]' : 'bg-[#22C55E]'}`}
        style={{ width: `${progressPercent(mission.progress, mission.target)}%` }}
      />
    </div>
  );
}
