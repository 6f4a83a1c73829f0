import type { Metadata } from 'next';
import { LandScreen } from '@/features/landing/LandScreen';
import { type LandPageProps, landQuery } from '@/features/landing/land-query';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** The share land's social tags (route table: /land has the shareLand metadata). */
export async function generateMetadata({ params, searchParams }: LandPageProps): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/land', await searchParams);
}

/** /land (issue 16, spec 2.2): the app's landing page (an ad's or a post's), optionally with a referral code. */
export default async function LandPage({ searchParams }: LandPageProps) {
  return <LandScreen kind="land" {...landQuery(await searchParams)} />;
}
