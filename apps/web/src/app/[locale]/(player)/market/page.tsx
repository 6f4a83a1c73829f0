import { MarketMessages } from '@/features/market/MarketMessages';
import { MarketScreen } from '@/features/market/MarketScreen';
import { PetImageBaseProvider } from '@/features/market/PetImage';
import { StockTab } from '@/features/stock/StockTab';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('market', 'title');

type Props = { searchParams: Promise<{ tab?: string | string[]; backShow?: string | string[] }> };

/**
 * /market (issue 17 item 2; spec 2.2 takes `tab` and `backShow=1`, signed in by spec 2.4's /market/*).
 * The page composes the stock drawers' tab into the market's screen (features never import each other).
 */
export default async function MarketPage({ searchParams }: Props) {
  const { tab, backShow } = await searchParams;
  return (
    <MarketMessages>
      <PetImageBaseProvider base={resolveApiBaseUrls(process.env).pet}>
        <MarketScreen
          tab={typeof tab === 'string' ? tab : undefined}
          backShow={backShow === '1'}
          stock={<StockTab />}
        />
      </PetImageBaseProvider>
    </MarketMessages>
  );
}
