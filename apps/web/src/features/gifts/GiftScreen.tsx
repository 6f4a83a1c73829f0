'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { currentRoute, loginHomePath } from '@/lib/routes/paths';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useSignedInUserId } from '@/shell/session/user-store';
import { useClaimGift, useGiftView } from './gift-queries';
import { type GiftFailure, giftFailure } from './gift-view';

/** /gift/[code] (issue 16, spec 2.1): who sent it (masked), what is left, and the claim button. */
export function GiftScreen({ code }: { code: string }) {
  const t = useTranslations('gifts');
  const locale = useLocale();
  const userId = useSignedInUserId();
  const view = useGiftView(code);
  const claim = useClaimGift();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<{ reason: GiftFailure; detail: string | null } | null>(null);
  const gift = view.data;

  const runClaim = () => {
    setFailure(null);
    claim.mutate(code, {
      onError: (error) => setFailure({ reason: giftFailure(error), detail: errorText(error) }),
    });
  };

  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('gift_title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">
        {view.isPending && (
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton className="h-56 rounded-2xl" />
          </div>
        )}
        {!view.isPending && (view.isError || !gift) && (
          <LoadError
            title={giftFailure(view.error) === 'not_found' ? t('not_found') : t('load_error')}
            detail={errorText(view.error)}
            onRetry={() => void view.refetch()}
            testId="gift-error"
          />
        )}
        {gift && (
          <section
            className="flex flex-col items-center gap-3 rounded-2xl bg-white px-5 py-7 text-center"
            data-testid="gift-card"
          >
            <p className="text-callout text-muted">{t('from', { nickname: gift.sender })}</p>
            <p className="text-3xl font-bold text-ink" data-testid="gift-total">
              {gift.total} {gift.coin}
            </p>
            <p className="text-callout text-muted">
              {t(gift.mode === 'fixed' ? 'mode_fixed_line' : 'mode_random_line', { count: gift.count })}
            </p>
            <p className="text-callout text-ink" data-testid="gift-left">
              {t('left', { left: gift.left, count: gift.count })}
            </p>
            {gift.mine !== null ? (
              <p className="text-headline text-emerald-700" data-testid="gift-mine">
                {t('you_got', { amount: gift.mine, coin: gift.coin })}
              </p>
            ) : gift.state !== 'open' ? (
              <p className="text-headline text-muted" data-testid="gift-state">
                {t(gift.state === 'exhausted' ? 'state_exhausted' : 'state_expired')}
              </p>
            ) : userId > 0 ? (
              <Button block loading={claim.isPending} onClick={runClaim} data-testid="gift-claim">
                {t('claim')}
              </Button>
            ) : (
              // Signed out: sign in, then back here (the login's backUrl) to claim.
              <Button
                block
                onClick={() => window.location.assign(loginHomePath(locale, currentRoute()))}
                data-testid="gift-sign-in"
              >
                {t('sign_in_to_claim')}
              </Button>
            )}
            {failure && (
              <p role="alert" className="text-callout text-red-600" data-testid="gift-failure">
                {failure.reason === 'other' ? (failure.detail ?? t('claim_failed')) : t(`failure_${failure.reason}`)}
              </p>
            )}
          </section>
        )}
        <Link href="/giftcode" className={pageButton.text}>
          {t('make_your_own')}
        </Link>
      </div>
    </main>
  );
}
