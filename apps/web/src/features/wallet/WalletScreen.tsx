'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { WalletIcon } from '@/components/icons';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useCommonStore } from '@/shell/overlays/common-store';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useSignedInUserId } from '@/shell/session/user-store';
import type { ExplanationType } from './ExplanationDialog';
import { ListSkeleton } from './ListSkeleton';
import { CoinList, CoinListSkeleton, TotalCard } from './WalletOverview';
import { useWalletInfo } from './wallet-queries';

/*
 * The history (its list, tabs, paging and date formats) is below the coins and shows only once the
 * session is known, never in the server's HTML: its code loads as a chunk of its own after the page's
 * first paint, so the wallet's first-load JavaScript, the bytes a slow phone fetches before the largest
 * paint, is smaller (docs/benchmarks.md, "Lighthouse, eighth pass").
 */
const HistorySection = lazy(() => import('./HistorySection').then((m) => ({ default: m.HistorySection })));
if (typeof window !== 'undefined') import('./HistorySection').catch(() => undefined);

/** /wallet: total assets in USDT, each coin's balance, history; the addresses in the wallet drawer. */
export function WalletScreen() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const status = useRequireSignIn();
  const info = useWalletInfo();
  const userId = useSignedInUserId();
  // Spec 2.5: the explanation dialog is one of the global overlays (OverlayHost shows it).
  const explain = (type: ExplanationType) => useCommonStore.getState().show('explanation', { type });
  const ready = status === 'signed-in';

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader
        title={t('title')}
        backHref={`/${locale}`}
        backLabel={t('back')}
        action={
          <button
            type="button"
            onClick={() => useCommonStore.getState().setWalletDrawer(true)}
            disabled={!ready}
            className="flex h-9 items-center gap-1.5 rounded-full bg-neutral-100 px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-200 disabled:opacity-40"
          >
            <WalletIcon className="size-4.5" />
            {t('addresses')}
          </button>
        }
      />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 pt-2 pb-12">
        <TotalCard total={info.data ? String(info.data.total_usdt) : null} userId={userId} onExplain={explain} />
        <section aria-labelledby="wallet-assets" aria-busy={!info.data && !info.isError}>
          <h2 id="wallet-assets" className="mb-2 text-lg font-bold text-neutral-900">
            {t('assets_title')}
          </h2>
          {info.isError ? (
            <InlineRetry message={t('load_error')} onRetry={() => void info.refetch()} />
          ) : info.data ? (
            <CoinList coins={info.data.coins} onExplain={explain} />
          ) : (
            <CoinListSkeleton />
          )}
        </section>
        {ready && (
          <Suspense fallback={<ListSkeleton />}>
            <HistorySection />
          </Suspense>
        )}
      </div>
    </main>
  );
}
