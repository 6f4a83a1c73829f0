'use client';

import { formatWalletUnit } from '@app/shared/core/number-format';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LineIcon } from '@/components/icons';
import { Badge } from '@/components/ui/Badge';
import { Skeleton } from '@/components/ui/Skeleton';
import { loginHomePath, vipPath } from '@/lib/routes/paths';
import { useUserStore } from '@/shell/session/user-store';
import { ACCOUNT_CARD, ACCOUNT_HERO } from './HomePlaceholders';
import { useTotalAssets, useUnreadMessages, useVipLevel } from './use-home-data';

/** The wallet card's light pill (its Transfer button). */
const PILL =
  'flex h-11 shrink-0 items-center justify-center rounded-full bg-white/12 px-5 text-[15px] font-semibold text-white ring-1 ring-white/15 hover:bg-white/20';

function RetryIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
      <path
        d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TotalAssets({ locale }: { locale: string }) {
  const t = useTranslations('home');
  const tc = useTranslations('common');
  const total = useTotalAssets();
  let value: React.ReactNode;
  if (total.isPending) value = <Skeleton className="h-7 w-32" />;
  else if (total.isError)
    value = (
      <span className="flex items-center gap-2" data-testid="home-assets-error">
        <span className="text-title text-white/50">—</span>
        <span className="sr-only">{t('account.assets_error')}</span>
        <button
          type="button"
          onClick={() => void total.refetch()}
          disabled={total.isRefetching}
          aria-label={`${t('account.assets_error')} ${tc('retry')}`}
          className="flex size-8 items-center justify-center rounded-full text-white/70 ring-1 ring-white/20 hover:text-white disabled:opacity-50"
        >
          <RetryIcon />
        </button>
      </span>
    );
  else
    value = (
      <span className="flex items-baseline gap-1.5">
        <span data-testid="home-total-assets" className="text-[34px] leading-10 font-bold tracking-tight tabular-nums">
          {formatWalletUnit(total.data, locale)}
        </span>
        <span className="text-sm font-semibold text-white/60">USDT</span>
      </span>
    );
  return (
    <div className="mt-4 flex items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm text-white/70">{t('account.total_assets')}</p>
        <div className="mt-1 flex h-10 items-center">{value}</div>
      </div>
      <Link href={`/${locale}/wallet`} className={PILL}>
        {t('area.wallet')}
      </Link>
    </div>
  );
}

/**
 * The home page's header card of a signed-in user: name, VIP level, total assets with the way to the
 * wallet. LazyAccountCard renders it once start-up has found a session; before that, and while
 * signed out, it renders the placeholder or the sign-in card (HomePlaceholders.tsx) itself.
 */
export function AccountCard({ locale }: { locale: string }) {
  const t = useTranslations('home');
  const ta = useTranslations('auth');
  const name = useUserStore((s) => s.username || (s.userId ? `#${s.userId}` : ''));
  const vip = useVipLevel();

  const initial = name.replace('#', '').charAt(0).toUpperCase();
  return (
    <div className={`relative ${ACCOUNT_CARD} ${ACCOUNT_HERO}`} data-testid="home-signed-in">
      <MessagesEntry locale={locale} />
      <div className="flex min-w-0 items-center gap-2 self-start pr-12">
        <Link
          href={loginHomePath(locale, `/${locale}`)}
          aria-label={ta('account_of', { name })}
          data-testid="user-badge"
          className="flex min-w-0 items-center gap-3 rounded-full pr-1"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-headline text-on-primary"
          >
            {initial}
          </span>
          <span className="truncate text-headline">{name}</span>
        </Link>
        {/* The VIP level opens the VIP page (issue 13); a link of its own, not inside the account's. */}
        {vip.isSuccess && (
          <Link href={vipPath(locale)} className="shrink-0 rounded-full" data-testid="home-vip-link">
            <Badge tone="accent" data-testid="home-vip">
              {t('account.vip', { level: vip.data })}
            </Badge>
          </Link>
        )}
      </div>
      <TotalAssets locale={locale} />
    </div>
  );
}

/** The way to the message centre (issue 18 item 4), top right of the card, with the unread count. */
function MessagesEntry({ locale }: { locale: string }) {
  const t = useTranslations('home');
  const unread = useUnreadMessages().data?.total ?? 0;
  const label = unread > 0 ? `${t('messages_entry')}, ${t('messages_unread', { count: unread })}` : t('messages_entry');
  return (
    <Link
      href={`/${locale}/messages`}
      aria-label={label}
      data-testid="home-messages"
      className="absolute top-4 right-4 flex size-10 items-center justify-center rounded-full bg-white/12 text-white ring-1 ring-white/15 hover:bg-white/20"
    >
      <MailIcon />
      {unread > 0 && (
        <span
          data-testid="home-messages-badge"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-micro font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

/** The message centre's envelope (here, not in components/icons: only this lazily loaded card draws it). */
function MailIcon() {
  return (
    <LineIcon className="size-5">
      <path d="M4 6h16v12H4z" />
      <path d="m4 7 8 6 8-6" />
    </LineIcon>
  );
}
