'use client';

import type { MyBadge } from '@app/shared/honor/honor-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/Sheet';
import { BadgeArt } from './BadgeArt';
import { badgeView } from './badge-view';
import { ProgressBar } from './ProgressBar';

/** A badge's detail: its rule, each tier's goal and, for the earned ones, the date (spec 5: seconds). */
export function BadgeSheet({ badge, onClose }: { badge: MyBadge | undefined; onClose: () => void }) {
  const t = useTranslations('honor');
  return (
    <Sheet
      open={badge !== undefined}
      onClose={onClose}
      title={badge ? t(`badge.${badge.id}.name`) : ''}
      closeLabel={t('close')}
    >
      {badge && <BadgeDetail badge={badge} />}
    </Sheet>
  );
}

function BadgeDetail({ badge }: { badge: MyBadge }) {
  const t = useTranslations('honor');
  const format = useFormatter();
  const view = badgeView(badge);
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="badge-sheet">
      <BadgeArt id={badge.id} earned={view.earned} tier={badge.tier} goals={badge.goals} size="lg" />
      <p className="text-callout text-ink">{t(`badge.${badge.id}.about`)}</p>
      <p className="text-caption text-muted">
        {view.earned ? t('tier', { tier: badge.tier, tiers: badge.goals.length }) : t('locked')}
      </p>
      {!view.complete && (
        <div className="flex w-full flex-col gap-1">
          <ProgressBar share={view.share} />
          <span className="text-caption text-muted">{t('progress', { count: view.shown, goal: view.goal })}</span>
        </div>
      )}
      <ol className="flex w-full flex-col gap-2 text-left" data-testid="badge-tiers">
        {badge.goals.map((goal, i) => {
          const tier = i + 1;
          const earned = badge.earned.find((e) => e.tier === tier);
          return (
            <li key={goal} className="flex items-center justify-between gap-3 rounded-xl bg-surface px-3 py-2">
              <span className="text-callout text-ink">{t(`badge.${badge.id}.rule`, { goal })}</span>
              <span className={`shrink-0 text-caption ${earned ? 'text-success' : 'text-muted'}`}>
                {earned
                  ? t('earned_on', {
                      date: format.dateTime(new Date(earned.earned_at * 1000), { dateStyle: 'medium' }),
                    })
                  : t('locked')}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
