import type { Metadata } from 'next';
import { MoneyScreen } from '@/features/games/MoneyScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: a path containing inbet has the betting area's title. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return pageMetadata((await params).locale, '/inbet/money');
}

/** /inbet/money (spec 2.2; back button to /inbet, spec 2.7): balances; payments come later. */
export default function InbetMoneyPage() {
  return <MoneyScreen area="inbet" />;
}
