'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { luckybearPath } from '@/lib/routes/luckybear-paths';
import { safeBackUrl } from '@/lib/routes/paths';
import { useUserStore } from '@/shell/session/user-store';
import { useBrandSignIn } from '../brand/brand-sign-in';
import { LuckybearLogo } from '../brand/LuckybearLogo';

/**
 * /luckybear/expired (spec 8.3: on the casino brand, 1004 goes to its own page): the session ended;
 * sign in again with the brand's dialog and go back to the page it ended on, or return to the lobby.
 */
export function SessionExpiredScreen({ backUrl }: { backUrl?: string }) {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  const router = useRouter();
  const signIn = useBrandSignIn();
  const status = useUserStore((s) => s.status);
  const lobby = luckybearPath(locale);
  const target = backUrl ? safeBackUrl(backUrl, locale) : lobby;

  // Signed in again (here, or in another tab): on to where the session ended.
  useEffect(() => {
    if (status === 'signed-in') router.replace(target);
  }, [status, router, target]);

  return (
    <main className="mx-auto flex min-h-[80dvh] max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <LuckybearLogo size={80} />
      <h1 className="mt-2 text-title text-ink" data-testid="luckybear-expired">
        {t('expired_title')}
      </h1>
      <p className="text-body text-muted">{t('expired_text')}</p>
      <button
        type="button"
        onClick={signIn}
        className="mt-3 h-12 w-full max-w-xs rounded-control bg-primary text-body font-bold text-on-primary active:opacity-80"
      >
        {t('expired_sign_in')}
      </button>
      <Link href={lobby} className="text-callout font-semibold text-link">
        {t('expired_lobby')}
      </Link>
    </main>
  );
}
