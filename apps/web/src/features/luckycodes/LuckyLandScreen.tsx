'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { currentRoute, loginHomePath } from '@/lib/routes/paths';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useUserStore } from '@/shell/session/user-store';
import { CodeDrawSheet } from './CodeDrawSheet';
import { useLuckyCode, useLuckyTiers } from './lucky-code-queries';
import { luckyFailure } from './lucky-code-view';
import { useTierName } from './TierPicker';

/**
 * /luckycode/land?code= (issue 16, spec 2.1/2.2): the landing page of a shared lucky code, readable
 * signed out. It says what a lucky code is (rendered on the server, with the social tags of the page's
 * metadata), then the code's tier and state from lucky_code_query; signed in, it opens the code with the
 * draw (a code is a bearer code: whoever holds it may open it, once); signed out, sign in and come back.
 */
export function LuckyLandScreen({ code }: { code: string | null }) {
  const t = useTranslations('luckycodes');
  return (
    <main className="flex min-h-dvh flex-col bg-gradient-to-b from-[#3b0764] to-[#1e1b4b] px-5 pt-10 pb-12 text-white">
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl leading-tight font-bold">{t('land_title')}</h1>
          <p className="text-[15px] leading-relaxed text-white/80">{t('land_lead')}</p>
        </div>
        {code ? (
          <CodeCard code={code} />
        ) : (
          <p className="rounded-card bg-white/10 p-4 text-callout" data-testid="lucky-land-no-code">
            {t('land_no_code')}
          </p>
        )}
        <Link href="/luckycode/buy" className={`${pageButton.onDark} mt-auto`}>
          {t('land_buy_own')}
        </Link>
      </div>
    </main>
  );
}

function CodeCard({ code }: { code: string }) {
  const t = useTranslations('luckycodes');
  const locale = useLocale();
  const tierName = useTierName();
  const view = useLuckyCode(code);
  const tiers = useLuckyTiers();
  const status = useUserStore((s) => s.status);
  const errorText = useErrorText();
  const [opening, setOpening] = useState(false);
  const lucky = view.data;

  if (view.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-40 rounded-card bg-white/10" />
      </div>
    );
  }
  if (view.isError || !lucky) {
    return (
      <LoadError
        title={luckyFailure(view.error) === 'not_found' ? t('land_unknown') : t('load_error')}
        detail={errorText(view.error)}
        onRetry={() => void view.refetch()}
        testId="lucky-land-error"
      />
    );
  }
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-card bg-gradient-to-br from-[#FFE9A3] via-[#FFC83D] to-[#E89A0C] px-5 py-7 text-center text-[#3B1E00]"
      data-testid="lucky-land-card"
    >
      <p className="font-mono text-callout tracking-widest">{lucky.code}</p>
      <p className="text-2xl font-extrabold">
        {t('land_tier', { tier: tierName(lucky.tier), price: lucky.price, coin: lucky.coin })}
      </p>
      {lucky.prize ? (
        <p className="text-headline" data-testid="lucky-land-opened">
          {t('land_opened', { amount: lucky.prize.amount, coin: lucky.prize.coin })}
        </p>
      ) : status === 'signed-in' ? (
        <button
          type="button"
          className={pageButton.dark}
          onClick={() => setOpening(true)}
          data-testid="lucky-land-open"
        >
          {t('land_open')}
        </button>
      ) : (
        // Signed out: sign in, then back here (the login's backUrl) to open it.
        <button
          type="button"
          className={pageButton.dark}
          disabled={status === 'checking'}
          onClick={() => window.location.assign(loginHomePath(locale, currentRoute()))}
          data-testid="lucky-land-sign-in"
        >
          {t('land_sign_in')}
        </button>
      )}
      <CodeDrawSheet
        code={opening ? lucky.code : null}
        tier={tiers.data?.tiers.find((tier) => tier.id === lucky.tier)}
        onClose={() => setOpening(false)}
      />
    </section>
  );
}
