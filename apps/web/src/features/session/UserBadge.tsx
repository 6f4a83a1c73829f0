'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { loginHomePath } from '@/features/auth/auth-routes';
import { useUserStore } from './user-store';

/** Top-right of the home page: "Sign in", or the signed-in user (opens their account panel). */
export function UserBadge() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  const name = useUserStore((s) => s.username || (s.userId ? `#${s.userId}` : ''));
  const href = loginHomePath(locale, `/${locale}`);

  if (status === 'checking')
    return <span aria-hidden="true" className="h-9 w-24 animate-pulse rounded-full bg-white/10" />;
  if (status === 'signed-out') {
    return (
      <Link href={href} className="rounded-full bg-amber-400 px-4 py-2 text-sm font-semibold text-black">
        {t('sign_in')}
      </Link>
    );
  }
  return (
    <Link
      href={href}
      aria-label={t('account_of', { name })}
      data-testid="user-badge"
      className="flex max-w-40 items-center gap-2 rounded-full bg-white/10 py-1 pr-3 pl-1 text-sm text-white"
    >
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-amber-400 font-bold text-black"
      >
        {name.replace('#', '').charAt(0).toUpperCase()}
      </span>
      <span className="truncate">{name}</span>
    </Link>
  );
}
