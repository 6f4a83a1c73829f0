import { DividendScreen } from '@/features/stake/DividendScreen';
import { StakeMessages } from '@/features/stake/StakeMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('stake', 'dividend_title');

/** /dividend (issue 17, spec 2.2 "(pool)"): my dividend payouts and staking rewards. */
export default function DividendPage() {
  return (
    <StakeMessages>
      <DividendScreen />
    </StakeMessages>
  );
}
