'use client';

import { useLocale, useTranslations } from 'next-intl';
import { PhoneIcon } from '@/components/icons';
import { pageButton } from '@/components/ui/button-classes';
import { currentRoute } from '@/lib/routes/paths';
import { usePhoneMissing } from './use-phone-missing';

/**
 * Sending needs a bound phone (the API answers 1012 otherwise): a user without one, a messenger user
 * most often, is told so when the transfer screen opens, before typing anything, with the bind step
 * (the messenger's contact dialog, else the bind-phone page, back here afterwards).
 */
export function PhoneNeededNotice() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  if (!usePhoneMissing()) return null;

  async function bind() {
    const { startBindPhone } = await import('@/shell/overlays/bind-phone-flow');
    await startBindPhone({ locale, backUrl: currentRoute(), navigate: (path) => window.location.assign(path) });
  }

  return (
    <section
      data-testid="phone-needed"
      aria-labelledby="phone-needed-title"
      className="mb-4 flex flex-col gap-3 rounded-3xl bg-amber-50 p-4 text-amber-900"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-600">
          <PhoneIcon />
        </span>
        <div className="min-w-0">
          <h2 id="phone-needed-title" className="text-[15px] font-semibold">
            {t('phone_needed_title')}
          </h2>
          <p className="mt-0.5 text-sm leading-relaxed text-amber-800">{t('phone_needed_text')}</p>
        </div>
      </div>
      <button type="button" onClick={() => void bind()} className={pageButton.primary}>
        {t('bind_phone')}
      </button>
    </section>
  );
}
