import type { Metadata } from 'next';
import { LobbyCatalogue } from '@/features/games/LobbyCatalogue';
import { LuckybearHome } from '@/features/luckybear/home/LuckybearHome';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: a path containing luckybear has the brand's own title, icon and description. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return pageMetadata((await params).locale, '/luckybear');
}

/** /luckybear (spec 2.2 /{locale}/luckybear): the casino brand's lobby over the games catalogue. */
export default function LuckybearPage() {
  return <LuckybearHome games={<LobbyCatalogue from="luckybear" />} />;
}
