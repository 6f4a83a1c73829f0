'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type LuckybearPage, luckybearPath } from '@/lib/routes/luckybear-paths';
import { CrownIcon, TicketIcon, TrophyIcon, WheelIcon } from '../brand/BrandIcons';

const SHORTCUTS: readonly { page: LuckybearPage; title: string; text: string; icon: ReactNode; tint: string }[] = [
  { page: 'spin', title: 'spin_title', text: 'spin_text', icon: <WheelIcon />, tint: 'from-[#FF6B8B] to-[#B5306B]' },
  {
    page: 'lottery',
    title: 'lottery_title',
    text: 'lottery_text',
    icon: <TicketIcon />,
    tint: 'from-[#4FD6D6] to-[#1F7A9C]',
  },
  { page: 'vip', title: 'vip_title', text: 'vip_text', icon: <CrownIcon />, tint: 'from-[#FFC83D] to-[#C07A05]' },
  {
    page: 'ranking',
    title: 'ranking_title',
    text: 'ranking_text',
    icon: <TrophyIcon />,
    tint: 'from-[#B57BFF] to-[#5B2BA8]',
  },
];

/** The lobby's four doors: lucky spin, free lottery, VIP and the ranking, each with a line of what it holds. */
export function BrandShortcuts() {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  return (
    <nav aria-label={t('shortcuts_label')}>
      <ul className="grid grid-cols-2 gap-3">
        {SHORTCUTS.map((s) => (
          <li key={s.page}>
            <Link
              href={luckybearPath(locale, s.page)}
              data-testid={`luckybear-shortcut-${s.page}`}
              className="flex h-full items-start gap-2.5 rounded-tile bg-surface p-3 active:opacity-80"
            >
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-white ${s.tint}`}
              >
                {s.icon}
              </span>
              <span className="min-w-0">
                <span className="block text-callout font-bold text-ink">{t(s.title)}</span>
                <span className="block text-caption text-muted">{t(s.text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
