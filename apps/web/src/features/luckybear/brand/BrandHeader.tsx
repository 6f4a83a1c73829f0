'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { BackIcon } from '@/components/icons';
import { luckybearPath } from '@/lib/routes/luckybear-paths';
import { CountryButton } from '../country/CountryButton';
import { BearWalletChip } from '../wallet/BearWalletChip';
import { LuckybearLogo } from './LuckybearLogo';

/** The lobby's top bar: the brand's logo and name, and its money (or its sign-in). */
export function BrandTopBar() {
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center justify-between gap-2 bg-page/95 px-gutter backdrop-blur">
      <LuckybearLogo size={36} wordmark />
      <div className="flex items-center gap-2">
        <CountryButton />
        <BearWalletChip />
      </div>
    </header>
  );
}

/** A brand page's top bar: back (to the lobby unless told otherwise), the title, the brand's money. */
export function BrandSubHeader({ title, backHref }: { title: string; backHref?: string }) {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-1 bg-page/95 px-2 backdrop-blur">
      <Link
        href={backHref ?? luckybearPath(locale)}
        aria-label={t('back')}
        data-testid="luckybear-back"
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
      >
        <BackIcon />
      </Link>
      <h1 className="min-w-0 flex-1 truncate text-headline text-ink">{title}</h1>
      <div className="shrink-0 pr-1">
        <BearWalletChip />
      </div>
    </header>
  );
}
