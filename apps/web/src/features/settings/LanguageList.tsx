'use client';

import type { Locale } from '@app/shared';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { CheckIcon } from '@/components/icons';
import { Spinner } from '@/components/ui/Spinner';
import { useRouter } from '@/i18n/navigation';
import { currentRoute } from '@/lib/routes/paths';
import { displayNameIn, languageOptions, switchHref } from './language-options';

/**
 * The language switcher: the 13 locales, each in its own name. A choice is stored as spec 5 wants it
 * (NEXT_LOCALE, which the start-up's locale choice then keeps over anything else: next-intl's router
 * writes it with the switch) and shows this same screen in the new language.
 */
export function LanguageList({ locale }: { locale: Locale }) {
  const t = useTranslations('settings');
  const router = useRouter();
  const [pending, setPending] = useState<Locale | null>(null);
  const options = useMemo(() => languageOptions(locale, displayNameIn(locale)), [locale]);

  function choose(target: Locale) {
    if (target === locale || pending) return;
    setPending(target);
    router.replace(switchHref(currentRoute(), target), { locale: target });
  }

  return (
    <fieldset data-testid="language-list" disabled={pending !== null}>
      <legend className="sr-only">{t('language.title')}</legend>
      <div className="divide-y divide-neutral-100 overflow-hidden rounded-2xl border border-neutral-100">
        {options.map((option) => (
          <label
            key={option.locale}
            lang={option.locale}
            data-locale={option.locale}
            className="flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2.5 transition-colors hover:bg-neutral-50 has-checked:bg-amber-50 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-amber-500"
          >
            <input
              type="radio"
              name="locale"
              value={option.locale}
              checked={option.current}
              onChange={() => choose(option.locale)}
              className="sr-only"
            />
            <span className="min-w-0 flex-1">
              <span className="block text-[15px] font-medium text-neutral-900">{option.name}</span>
              {option.translated && (
                <span lang={locale} className="block text-xs text-neutral-500">
                  {option.translated}
                </span>
              )}
            </span>
            {pending === option.locale ? (
              <Spinner className="size-5 text-amber-500" />
            ) : (
              option.current && <CheckIcon className="size-5 text-amber-600" />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
