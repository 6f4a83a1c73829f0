'use client';

import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Skeleton } from '@/components/ui/Skeleton';
import { loginHomePath } from '@/lib/routes/paths';

/** One height for every state of the account card, so nothing below moves when start-up login detection ends. */
export const ACCOUNT_CARD = 'flex min-h-[9.5rem] flex-col justify-center';
/**
 * The wallet's balance card (features/wallet TotalCard): the same navy gradient, corners, padding and
 * type, so the card tapped on home is the card the wallet opens with (issue 20: one design).
 */
export const ACCOUNT_HERO =
  'rounded-3xl bg-gradient-to-br from-hero-start via-hero-mid to-hero-end p-5 text-white shadow-lg shadow-black/30 ring-1 ring-white/10';

/** The account card of a signed-out visitor: the way to sign in (needs no data, so it is here too). */
export function SignedOutCard({ locale }: { locale: string }) {
  const t = useTranslations('home');
  const ta = useTranslations('auth');
  return (
    <div className={`${ACCOUNT_CARD} ${ACCOUNT_HERO}`} data-testid="home-signed-out">
      <div className="flex items-center gap-4">
        <div className="min-w-0 flex-1">
          <h2 className="text-headline">{t('account.signed_out_title')}</h2>
          <p className="mt-1 text-callout text-white/70">{t('account.signed_out_text')}</p>
        </div>
        <ButtonLink href={loginHomePath(locale, `/${locale}`)} size="md">
          {ta('sign_in')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The account card while start-up login detection runs (and while its code loads on a client navigation). */
export function AccountCardPlaceholder() {
  return (
    <div className={`${ACCOUNT_CARD} ${ACCOUNT_HERO}`} aria-busy="true" data-testid="home-account-loading">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-3 w-16" />
        </div>
      </div>
      <Skeleton className="mt-5 h-10 w-40" />
    </div>
  );
}

function CatalogueSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="mb-3 flex gap-2">
        {['w-16', 'w-14', 'w-20'].map((width) => (
          <Skeleton key={width} className={`h-9 rounded-full ${width}`} />
        ))}
      </div>
      <ul className="flex flex-col gap-stack">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex gap-3 rounded-card bg-surface p-3 ring-1 ring-line ring-inset">
            <Skeleton className="size-16 shrink-0 rounded-tile" />
            <span className="flex flex-1 flex-col gap-2 pt-1">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="mt-1 h-3 w-1/3" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The games section's frame: its title over `children`. */
export function GamesFrame({ children }: { children: React.ReactNode }) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="home-games-title">
      <h2 id="home-games-title" className="mb-3 text-headline">
        {t('games_title')}
      </h2>
      {children}
    </section>
  );
}

/** The games section while the catalogue loads (and while its code loads on a client navigation). */
export function GamesPlaceholder() {
  const tc = useTranslations('common');
  return (
    <GamesFrame>
      <div aria-busy="true">
        <p className="sr-only">{tc('loading')}</p>
        <CatalogueSkeleton />
      </div>
    </GamesFrame>
  );
}
