import type { Metadata } from 'next';
import { SpinScreen } from '@/features/luckybear/draws/SpinScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** The casino brand's metadata (spec 2.1: paths containing luckybear use the brand's). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return pageMetadata((await params).locale, '/luckybear/spin');
}

/** /luckybear/spin (issue 13): the lucky wheel, spun by the server, provably fair. */
export default function LuckybearSpinPage() {
  return <SpinScreen />;
}
