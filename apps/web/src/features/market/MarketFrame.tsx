'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useErrorText } from '@/shell/notices/use-error-notice';

/**
 * The market's screens' frame. `backHref` gives the header its way back; /market itself has one only
 * when opened with backShow=1 (spec 2.2: it is also a top-level destination with nothing to go back to).
 */
export function MarketFrame({ title, backHref, children }: { title: string; backHref?: string; children: ReactNode }) {
  const t = useTranslations('market');
  return (
    <main className="min-h-dvh bg-[#F5F0FF]">
      {backHref ? (
        <ScreenHeader title={title} backHref={backHref} backLabel={t('back')} />
      ) : (
        <header className="sticky top-0 z-10 flex h-14 items-center bg-white px-4">
          <h1 className="truncate text-[17px] font-semibold text-neutral-900">{title}</h1>
        </header>
      )}
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">{children}</div>
    </main>
  );
}

/** Placeholders while listings load. */
export function ListingGridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3" aria-busy="true" data-testid="market-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-[210px] rounded-2xl" />
      ))}
    </div>
  );
}

/** A failed load with its reason and a retry. */
export function MarketLoadError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy: boolean }) {
  const t = useTranslations('market');
  const errorText = useErrorText();
  return (
    <LoadError title={t('load_failed')} detail={errorText(error)} onRetry={onRetry} busy={busy} testId="market-error" />
  );
}

/** Nothing to show in a tab: why, and where to go instead. */
export function MarketEmpty({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center" data-testid="market-empty">
      <p className="text-headline text-ink">{title}</p>
      <p className="text-callout text-muted">{body}</p>
      {action}
    </div>
  );
}
