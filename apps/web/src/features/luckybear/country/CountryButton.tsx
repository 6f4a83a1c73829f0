'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Sheet } from '@/components/ui/Sheet';
import { showNotice, useErrorText } from '@/shell/notices/use-error-notice';
import { useUserStore } from '@/shell/session/user-store';
import { useBearWallet } from '../wallet/bear-wallet-queries';
import { useBrandCountries, useSwitchCountry } from './country-queries';

/**
 * The brand's market (spec 7.7 available_countries / switch_country): a flag in the top bar opens the
 * list; the chosen market is the one the bear wallet shows money in. Signed in only (it is the player's).
 */
export function CountryButton() {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  const errorText = useErrorText();
  const signedIn = useUserStore((s) => s.status === 'signed-in');
  const [open, setOpen] = useState(false);
  const wallet = useBearWallet();
  const countries = useBrandCountries(open);
  const change = useSwitchCountry();
  if (!signedIn) return null;
  const current = wallet.data?.country;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('country_label', { country: current ? (names.of(current.toUpperCase()) ?? current) : '' })}
        data-testid="luckybear-country"
        className="flex size-9 items-center justify-center rounded-full bg-surface-raised text-body"
      >
        <span className="text-caption font-bold text-ink">{current ? current.toUpperCase() : '··'}</span>
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('country_title')} closeLabel={t('close')}>
        <ul className="divide-y divide-line" data-testid="luckybear-countries">
          {(countries.data?.countries ?? []).map((c) => (
            <li key={c.country}>
              <button
                type="button"
                disabled={change.isPending}
                aria-current={c.country === current ? 'true' : undefined}
                onClick={() =>
                  change.mutate(c.country, {
                    onSuccess: () => setOpen(false),
                    onError: (error) => {
                      const text = errorText(error);
                      if (text) showNotice(text);
                    },
                  })
                }
                className="flex w-full items-center gap-3 py-3 text-left"
              >
                {/* The code, not the flag emoji: not every device has a flag font. */}
                <span
                  aria-hidden="true"
                  className="flex h-7 w-10 items-center justify-center rounded-md bg-surface-raised text-caption font-bold text-muted"
                >
                  {c.country.toUpperCase()}
                </span>
                <span className="min-w-0 flex-1 text-body text-ink">{names.of(c.country.toUpperCase())}</span>
                <span className="text-callout text-muted">{c.currency}</span>
                {c.country === current && <span className="text-primary">✓</span>}
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
