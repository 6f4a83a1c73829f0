'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { luckybearPath } from '@/lib/routes/luckybear-paths';
import { BrandTopBar } from '../brand/BrandHeader';
import { NewbiePanel } from '../newbie/NewbiePanel';
import { BrandPopups } from '../popups/BrandPopups';
import { BrandShortcuts } from './BrandShortcuts';

/**
 * /luckybear, the brand's lobby (issue 13): its top bar with the brand's money, the day's invitation
 * to spin, the doors to its areas, the newbie tasks, and the games catalogue (given by the route,
 * which composes the games area's catalogue: a feature does not import another).
 */
export function LuckybearHome({ games }: { games: ReactNode }) {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  return (
    <main>
      <BrandTopBar />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-gutter pt-1 pb-8">
        <section aria-labelledby="luckybear-hero" className="relative overflow-hidden rounded-card">
          {/* biome-ignore lint/performance/noImgElement: a static SVG banner, no optimisation to gain */}
          <img src="/luckybear/hero.svg" alt="" width={360} height={160} className="block h-auto w-full" />
          <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-[#1B0D33] via-[#1B0D33]/70 to-transparent px-4 pt-8 pb-3">
            <h1 id="luckybear-hero" className="text-headline font-extrabold text-ink">
              {t('hero_title')}
            </h1>
            <Link
              href={luckybearPath(locale, 'spin')}
              data-testid="luckybear-hero-spin"
              className="shrink-0 rounded-full bg-primary px-4 py-2 text-callout font-bold text-on-primary active:opacity-80"
            >
              {t('hero_action')}
            </Link>
          </div>
        </section>
        <BrandShortcuts />
        <NewbiePanel />
        <section aria-labelledby="luckybear-games" className="flex flex-col gap-4">
          <h2 id="luckybear-games" className="text-title text-ink">
            {t('games_title')}
          </h2>
          {games}
        </section>
      </div>
      <BrandPopups />
    </main>
  );
}
