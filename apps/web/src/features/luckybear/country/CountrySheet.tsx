'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/Sheet';
import { showNotice, useErrorText } from '@/shell/notices/use-error-notice';
import { useBrandCountries, useSwitchCountry } from './country-queries';

/** The brand's markets to choose from (available_countries); a choice is switch_country. */
export function CountrySheet({ current, onClose }: { current: string | undefined; onClose: () => void }) {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  const errorText = useErrorText();
  const countries = useBrandCountries(true);
  const change = useSwitchCountry();
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (
    <Sheet open onClose={onClose} title={t('country_title')} closeLabel={t('close')} className="theme-luckybear">
      <ul className="divide-y divide-line" data-testid="luckybear-countries">
        {(countries.data?.countries ?? []).map((c) => (
          <li key={c.country}>
            <button
              type="button"
              disabled={change.isPending}
              aria-current={c.country === current ? 'true' : undefined}
              onClick={() =>
                change.mutate(c.country, {
                  onSuccess: onClose,
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
  );
}
