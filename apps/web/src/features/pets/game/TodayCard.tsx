'use client';

import type { PetGameConfig } from '@app/shared/pets/petgame-contracts';
import { useFormatter, useTranslations } from 'next-intl';

/** Today's earnings against the daily cap (a bar) and when the cap starts again (midnight UTC, in local time). */
export function TodayCard({ today, coin }: { today: PetGameConfig['today']; coin: string }) {
  const t = useTranslations('petgame');
  const format = useFormatter();
  const share = Math.min(100, (Number(today.earned) / Number(today.cap)) * 100);
  const full = Number(today.earned) >= Number(today.cap);
  return (
    <section className="rounded-2xl bg-white p-4" data-testid="petgame-today">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-headline text-ink">{t('today_title')}</h2>
        <p className="text-callout text-ink" data-testid="petgame-today-earned">
          {t('today_of', { earned: today.earned, cap: today.cap, coin })}
        </p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={Number(today.cap)}
        aria-valuenow={Number(today.earned)}
      >
        <div
          className="h-full rounded-full bg-[#8B5CF6] transition-[width] duration-700"
          style={{ width: `${share}%` }}
        />
      </div>
      <p className="mt-2 text-caption text-muted">
        {full
          ? t('today_full', { time: format.dateTime(today.resets_at, { hour: '2-digit', minute: '2-digit' }) })
          : t('today_resets', { time: format.dateTime(today.resets_at, { hour: '2-digit', minute: '2-digit' }) })}
      </p>
    </section>
  );
}
