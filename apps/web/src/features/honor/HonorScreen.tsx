'use client';

import type { MyBadge } from '@app/shared/honor/honor-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { BadgeArt } from './BadgeArt';
import { BadgeSheet } from './BadgeSheet';
import { badgeView, sortBadges } from './badge-view';
import { useMyBadges } from './honor-queries';
import { ProgressBar } from './ProgressBar';

/** /honor (issue 18 item 5, spec 2.4 signed in): my badges, earned ones bright, locked ones grey with progress. */
export function HonorScreen({ back }: { back: string }) {
  const t = useTranslations('honor');
  const locale = useLocale();
  return (
    <main className="min-h-dvh bg-[#F6F3EA]">
      <ScreenHeader title={t('title')} backHref={`/${locale}${back === '/' ? '' : back}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">
        <Badges />
      </div>
    </main>
  );
}

function Badges() {
  const t = useTranslations('honor');
  const errorText = useErrorText();
  const badges = useMyBadges();
  const [open, setOpen] = useState<string | null>(null);
  if (badges.isPending) return <BadgesSkeleton />;
  if (badges.isError)
    return (
      <LoadError
        title={t('load_failed')}
        detail={errorText(badges.error)}
        onRetry={() => void badges.refetch()}
        busy={badges.isFetching}
        testId="honor-error"
      />
    );
  const list = sortBadges(badges.data.list);
  const earned = list.filter((b) => b.tier > 0).length;
  const selected = list.find((b) => b.id === open);
  return (
    <>
      <section className="rounded-2xl bg-white p-4" data-testid="honor-summary">
        <p className="text-headline text-ink">{t('summary', { earned, total: list.length })}</p>
        <p className="mt-1 text-callout text-muted">{earned === 0 ? t('empty') : t('intro')}</p>
      </section>
      <ul className="grid grid-cols-2 gap-3" data-testid="honor-badges">
        {list.map((badge) => (
          <li key={badge.id}>
            <BadgeTile badge={badge} onOpen={() => setOpen(badge.id)} />
          </li>
        ))}
      </ul>
      <BadgeSheet badge={selected} onClose={() => setOpen(null)} />
    </>
  );
}

function BadgeTile({ badge, onOpen }: { badge: MyBadge; onOpen: () => void }) {
  const t = useTranslations('honor');
  const view = badgeView(badge);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col items-center gap-1.5 rounded-2xl bg-white px-3 pt-4 pb-3 text-center shadow-sm active:scale-[.98]"
      data-testid={`badge-${badge.id}`}
      data-earned={view.earned ? 'true' : 'false'}
      aria-label={`${t(`badge.${badge.id}.name`)}: ${view.earned ? t('tier', { tier: badge.tier, tiers: badge.goals.length }) : t('locked')}`}
    >
      <BadgeArt id={badge.id} earned={view.earned} tier={badge.tier} goals={badge.goals} size="sm" />
      <span className={`text-callout font-semibold ${view.earned ? 'text-ink' : 'text-muted'}`}>
        {t(`badge.${badge.id}.name`)}
      </span>
      <ProgressBar share={view.share} />
      <span className="text-caption text-muted">
        {view.complete ? t('complete') : t('progress', { count: view.shown, goal: view.goal })}
      </span>
    </button>
  );
}

function BadgesSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-testid="honor-loading">
      <Skeleton className="h-[72px] rounded-2xl" />
      <div className="grid grid-cols-2 gap-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-[150px] rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
