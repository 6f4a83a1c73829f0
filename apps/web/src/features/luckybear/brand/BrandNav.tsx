'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type LuckybearPage, luckybearPath } from '@/lib/routes/luckybear-paths';
import { CrownIcon, LobbyIcon, TicketIcon, TrophyIcon, WheelIcon } from './BrandIcons';

interface NavItem {
  page?: LuckybearPage;
  label: 'nav_lobby' | 'nav_spin' | 'nav_lottery' | 'nav_vip' | 'nav_ranking';
  icon: ReactNode;
  /** Other pages that belong to this tab (the bonuses are reached from VIP). */
  also?: LuckybearPage[];
}

const ITEMS: readonly NavItem[] = [
  { label: 'nav_lobby', icon: <LobbyIcon /> },
  { page: 'spin', label: 'nav_spin', icon: <WheelIcon /> },
  { page: 'lottery', label: 'nav_lottery', icon: <TicketIcon /> },
  { page: 'vip', label: 'nav_vip', icon: <CrownIcon />, also: ['bonus'] },
  { page: 'ranking', label: 'nav_ranking', icon: <TrophyIcon /> },
];

/** The tab of a brand path: its page segment, '' for the lobby. */
export function brandTabOf(pathname: string): string {
  const match = /\/luckybear(?:\/([^/?#]+))?/.exec(pathname);
  return match?.[1] ?? '';
}

/** The brand's bottom navigation: its five areas, the current one marked. */
export function BrandNav() {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  const tab = brandTabOf(usePathname() ?? '');
  return (
    <nav
      aria-label={t('nav_label')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-[#1d0f38]/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {ITEMS.map((item) => {
          const current = tab === (item.page ?? '') || (item.also ?? []).some((p) => p === tab);
          return (
            <li key={item.label}>
              <Link
                href={luckybearPath(locale, item.page)}
                aria-current={current ? 'page' : undefined}
                data-testid={`luckybear-nav-${item.page ?? 'lobby'}`}
                className={`flex h-16 flex-col items-center justify-center gap-0.5 text-micro font-semibold ${
                  current ? 'text-primary' : 'text-muted hover:text-ink'
                }`}
              >
                {item.icon}
                <span className="max-w-full truncate px-0.5">{t(item.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
