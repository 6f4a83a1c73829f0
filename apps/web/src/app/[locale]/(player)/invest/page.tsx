import { InvestMessages } from '@/features/invest/InvestMessages';
import { InvestScreen } from '@/features/invest/InvestScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('invest', 'title');

/** /invest (issue 17 item 5; spec 2.2, signed in by spec 2.4's /invest/*): the invest products. */
export default function InvestPage() {
  return (
    <InvestMessages>
      <InvestScreen />
    </InvestMessages>
  );
}
