import { MoneyScreen } from '@/features/games/MoneyScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('games', 'money_title');

/** /win/money (spec 2.2; back button to /win, spec 2.7): balances; payments come later. */
export default function WinMoneyPage() {
  return <MoneyScreen area="win" />;
}
