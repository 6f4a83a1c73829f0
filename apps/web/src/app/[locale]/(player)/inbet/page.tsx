import type { Metadata } from 'next';
import { InbetScreen } from '@/features/games/InbetScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: a path containing inbet has the betting area's title. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return pageMetadata((await params).locale, '/inbet');
}

/** /inbet (spec 2.2): the betting area, its recently started games and the betting providers' games. */
export default function InbetPage() {
  return <InbetScreen />;
}
