'use client';

import type { ListingKind } from '@app/shared/pets/market-contracts';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Link } from '@/i18n/navigation';
import { useUserStore } from '@/shell/session/user-store';
import { ListingGrid } from './ListingCard';
import { ListingGridSkeleton, MarketEmpty, MarketFrame, MarketLoadError } from './MarketFrame';
import { useListings, useMarketConfig, useMyListings } from './market-queries';
import { MARKET_TABS, type MarketTab, type MarketTabId, marketTabHref, marketTabOf } from './market-tabs';

/**
 * /market (issue 17 item 2, spec 2.2: `tab` selects, `backShow=1` shows the way back): the pets for sale,
 * and the platform coins in the `stock` tab, whose content the page passes in as `stock`.
 */
export function MarketScreen({ tab, backShow, stock }: { tab?: string; backShow: boolean; stock: ReactNode }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const current = marketTabOf(tab);
  return (
    <MarketFrame title={t('title')} backHref={backShow ? `/${locale}` : undefined}>
      <nav className="grid grid-cols-4 gap-1 rounded-2xl bg-white p-1" aria-label={t('title')}>
        {MARKET_TABS.map((item) => (
          <Link
            key={item.id}
            href={marketTabHref(item.id, backShow)}
            aria-current={item.id === current.id ? 'page' : undefined}
            className={`rounded-xl py-2 text-center text-callout ${
              item.id === current.id ? 'bg-primary font-semibold text-on-primary' : 'text-ink'
            }`}
            data-testid={`market-tab-${item.id}`}
          >
            {t(`tab_${item.id}`)}
          </Link>
        ))}
      </nav>
      {current.id === 'stock' ? stock : <PetListings tab={current} />}
    </MarketFrame>
  );
}

/** A pets tab: the market's fee, then the open listings of its kind or my own. */
function PetListings({ tab }: { tab: MarketTab }) {
  return (
    <>
      <FeeNote />
      {tab.kind ? <OpenListings key={tab.id} kind={tab.kind} tab={tab.id} /> : <MyListings />}
    </>
  );
}

function FeeNote() {
  const t = useTranslations('market');
  const config = useMarketConfig();
  if (!config.data) return null;
  return (
    <p className="text-caption text-muted" data-testid="market-fee">
      {t('fee_note', { fee: config.data.fee_bps / 100, coin: config.data.coin })}
    </p>
  );
}

/** Open listings of one kind, a page at a time ("more" asks for the next cursor page). */
function OpenListings({ kind, tab }: { kind: ListingKind; tab: MarketTabId }) {
  const t = useTranslations('market');
  const locale = useLocale();
  const list = useListings(kind);
  if (list.isPending) return <ListingGridSkeleton />;
  if (list.isError && !list.isFetchNextPageError)
    return <MarketLoadError error={list.error} onRetry={() => void list.refetch()} busy={list.isFetching} />;
  const listings = list.data?.pages.flatMap((page) => page.listings) ?? [];
  if (listings.length === 0)
    return (
      <MarketEmpty
        title={t(`empty_${tab}`)}
        body={t('empty_body')}
        action={
          <ButtonLink href={`/${locale}/petV2`} size="sm" variant="secondary">
            {t('to_my_pets')}
          </ButtonLink>
        }
      />
    );
  return (
    <>
      <ListingGrid listings={listings} testId={`market-list-${tab}`} />
      {list.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          data-testid="market-more"
        >
          {list.isFetchNextPageError ? t('retry_more') : t('more')}
        </Button>
      )}
    </>
  );
}

function MyListings() {
  const t = useTranslations('market');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  const mine = useMyListings();
  if (status === 'signed-out') return <MarketEmpty title={t('sign_in_first')} body={t('sign_in_body')} />;
  if (status !== 'signed-in' || mine.isPending) return <ListingGridSkeleton />;
  if (mine.isError)
    return <MarketLoadError error={mine.error} onRetry={() => void mine.refetch()} busy={mine.isFetching} />;
  if (mine.data.listings.length === 0)
    return (
      <MarketEmpty
        title={t('empty_mine')}
        body={t('empty_mine_body')}
        action={
          <ButtonLink href={`/${locale}/petV2`} size="sm" variant="secondary">
            {t('to_my_pets')}
          </ButtonLink>
        }
      />
    );
  return <ListingGrid listings={mine.data.listings} testId="market-list-mine" />;
}
