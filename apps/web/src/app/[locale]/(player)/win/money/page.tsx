import { MoneyScreen } from '@/features/games/MoneyScreen';
import { MoneyPayments } from '@/features/payments/MoneyPayments';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('games', 'money_title');

type MoneyPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /win/money (spec 2.2; back button to /win, spec 2.7): balances, recharge and withdraw (issue 14);
 * `recharge=1` opens the recharge sheet at once.
 */
export default async function WinMoneyPage({ searchParams }: MoneyPageProps) {
  const openRecharge = (await searchParams).recharge === '1';
  return <MoneyScreen area="win" payments={<MoneyPayments area="win" openRecharge={openRecharge} />} />;
}
