'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import { type DialCodeOption, dialCodeOptions, filterDialCodes } from './dial-codes';

/** The dial-code button of the phone field, and its searchable list of spec 9's countries. */
export function CountryPicker({
  country,
  onChange,
  disabled,
}: {
  country: string;
  onChange: (option: DialCodeOption) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const options = useMemo(() => dialCodeOptions(locale), [locale]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selected = options.find((o) => o.country === country);
  const shown = filterDialCodes(options, query);

  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={t('country_picker_label', { dialCode: selected?.dialCode ?? '' })}
        className="flex h-full shrink-0 items-center gap-1.5 rounded-l-2xl border-r border-neutral-200 pr-3 pl-4 text-[15px] font-semibold text-neutral-900 disabled:opacity-50"
      >
        <span className="rounded bg-neutral-100 px-1 py-0.5 text-[10px] font-bold tracking-wide text-neutral-500">
          {country.toUpperCase()}
        </span>
        {selected?.dialCode}
        <ChevronDownIcon className="size-4 text-neutral-400" />
      </button>
      <Modal
        open={open}
        title={t('country_picker_title')}
        onClose={() => setOpen(false)}
        closeLabel={t('close')}
        placement="bottom"
      >
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('country_search')}
          aria-label={t('country_search')}
          className="mb-2 h-11 w-full rounded-xl bg-neutral-100 px-4 text-[15px] outline-none focus:ring-2 focus:ring-amber-400"
        />
        {shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-neutral-500">{t('country_none')}</p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {shown.map((option) => (
              <li key={option.country}>
                <button
                  type="button"
                  onClick={() => {
                    onChange(option);
                    setOpen(false);
                    setQuery('');
                  }}
                  aria-current={option.country === country ? 'true' : undefined}
                  className="flex w-full items-center gap-3 py-3 text-left text-[15px] aria-[current=true]:font-semibold"
                >
                  <span className="w-8 rounded bg-neutral-100 py-0.5 text-center text-[10px] font-bold text-neutral-500">
                    {option.country.toUpperCase()}
                  </span>
                  <span className="flex-1 truncate">{option.name}</span>
                  <span className="text-neutral-500">{option.dialCode}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
