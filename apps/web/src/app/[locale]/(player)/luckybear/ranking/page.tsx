import type { Metadata } from 'next';
import { RankingScreen } from '@/features/luckybear/ranking/RankingScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** The casino brand's metadata (spec 2.1: paths containing luckybear use the brand's). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return pageMetadata((await params).locale, '/luckybear/ranking');
}

/** /luckybear/ranking (issue 13): the bet ranking of the day and the week, prizes, the billboard. */
export default function LuckybearRankingPage() {
  return <RankingScreen />;
}
