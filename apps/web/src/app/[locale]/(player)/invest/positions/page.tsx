import { InvestMessages } from '@/features/invest/InvestMessages';
import { PositionsScreen } from '@/features/invest/PositionsScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('invest', 'positions_title');

/** /invest/positions (issue 17 item 5; spec 2.4 /invest/*, signed in): my positions, countdowns, early exit. */
export default function InvestPositionsPage() {
  return (
    <InvestMessages>
      <PositionsScreen />
    </InvestMessages>
  );
}
