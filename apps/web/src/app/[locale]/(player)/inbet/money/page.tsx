import type { Metadata } from 'next';
import { MoneyScreen } from '@/features/games/MoneyScreen';
import { MoneyPayments } from '@/features/payments/MoneyPayments';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: a path containing inbet has the betting area's title. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return pageMetadata((await params).locale, '/inbet/money');
}

type MoneyPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /inbet/money (spec 2.2; back button to /inbet, spec 2.7): balances, recharge and withdraw (issue 14);
 * `recharge=1` opens the recharge sheet at once.
 */
export default async function InbetMoneyPage({ searchParams }: MoneyPageProps) {
  const openRecharge = (await searchParams).recharge === '1';
  return <MoneyScreen area="inbet" payments={<MoneyPayments area="inbet" openRecharge={openRecharge} />} />;
}
