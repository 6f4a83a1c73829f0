'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useUserStore } from '@/shell/session/user-store';
import { useBearWallet } from '../wallet/bear-wallet-queries';

/** The list comes with its first opening, not with every brand page. */
const CountrySheet = dynamic(() => import('./CountrySheet').then((m) => m.CountrySheet), { ssr: false });

/**
 * The brand's market (spec 7.7 available_countries / switch_country): the market's code in the top bar
 * opens the list; the chosen market is the one the bear wallet shows money in. Signed in only.
 */
export function CountryButton() {
  const t = useTranslations('luckybear');
  const signedIn = useUserStore((s) => s.status === 'signed-in');
  const [open, setOpen] = useState(false);
  const current = useBearWallet().data?.country;
  if (!signedIn) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('country_label', { country: current?.toUpperCase() ?? '' })}
        data-testid="luckybear-country"
        className="flex size-9 items-center justify-center rounded-full bg-surface-raised"
      >
        <span className="text-caption font-bold text-ink">{current ? current.toUpperCase() : '··'}</span>
      </button>
      {open && <CountrySheet current={current} onClose={() => setOpen(false)} />}
    </>
  );
}
