'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { LegalFooter } from '@/components/LegalLinks';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { useApiClient } from '@/lib/api/api-provider';
import { loginHomePath, sessionsPath } from '@/lib/routes/paths';
import { useUserStore } from '@/shell/session/user-store';
import { LinkedAccounts } from './LinkedAccounts';

/** login-home for someone already signed in: who they are, continue, linked accounts, devices, log out. */
export function SignedInPanel({ backUrl }: { backUrl: string }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const api = useApiClient();
  const username = useUserStore((s) => s.username);
  const userId = useUserStore((s) => s.userId);
  const phone = useUserStore((s) => s.userInfo?.phone_number ?? '');
  const [leaving, setLeaving] = useState(false);
  const name = username || `#${userId}`;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4 rounded-3xl bg-neutral-50 p-4">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-amber-400 text-xl font-bold text-neutral-950"
        >
          {name.replace('#', '').charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-neutral-500">{t('signed_in_as')}</p>
          <p className="truncate text-lg font-semibold text-neutral-900" data-testid="signed-in-name">
            {name}
          </p>
          {phone && <p className="text-sm text-neutral-500">{phone}</p>}
        </div>
      </div>
      <Link href={backUrl} className={pageButton.primary}>
        {t('continue')}
      </Link>
      <LinkedAccounts />
      <Link
        href={sessionsPath(locale, loginHomePath(locale, backUrl))}
        className="flex items-center gap-3 rounded-2xl border border-neutral-100 px-4 py-3.5 hover:bg-neutral-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] font-medium text-neutral-900">{t('sessions_link')}</span>
          <span className="block text-xs text-neutral-500">{t('sessions_link_text')}</span>
        </span>
        <ChevronDownIcon className="size-5 -rotate-90 text-neutral-400" />
      </Link>
      <button
        type="button"
        className={pageButton.outline}
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          // Sign-out (and the platform layer it tells) comes with the click.
          void import('@/shell/session/session-actions').then(({ logout }) => logout(api, locale));
        }}
      >
        {leaving && <Spinner />}
        {t('log_out')}
      </button>
      <LegalFooter locale={locale} backUrl={loginHomePath(locale, backUrl)} />
    </div>
  );
}
