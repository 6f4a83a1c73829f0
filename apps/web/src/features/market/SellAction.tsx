'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';

// The sheet, its form and the market's calls come with the first press: the pet page stays light
// (bench/page-budgets.json) for the many who only look at a pet.
const SellSheet = dynamic(() => import('./SellSheet').then((m) => m.SellSheet), { ssr: false });

/**
 * "Sell" on the owner's pet page (the pets' screen shows it for a pet of mine that is free): a sheet
 * with a fixed price, or an auction's start price, least raise and length; on success the listing's
 * page. The pet is locked while listed (docs/market.md), which the sheet says before it is sent.
 */
export function SellAction({ petId }: { petId: string }) {
  const t = useTranslations('market');
  const [open, setOpen] = useState(false);
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid="pet-sell">
      <h2 className="text-headline text-ink">{t('sell_title')}</h2>
      <p className="text-caption text-muted">{t('sell_note')}</p>
      <Button onClick={() => setOpen(true)} data-testid="pet-sell-button">
        {t('sell')}
      </Button>
      {open && <SellSheet petId={petId} onClose={() => setOpen(false)} />}
    </section>
  );
}
