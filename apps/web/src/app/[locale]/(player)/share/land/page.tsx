import type { Metadata } from 'next';
import { LandScreen } from '@/features/landing/LandScreen';
import { type LandPageProps, landQuery } from '@/features/landing/land-query';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: the share land's social tags, its image drawn per locale (share/land/image). */
export async function generateMetadata({ params, searchParams }: LandPageProps): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/share/land', await searchParams)), robots: { index: false, follow: true } };
}

/** /share/land?code=<referral code> (issue 16, spec 2.2): the landing of a share link. */
export default async function ShareLandPage({ searchParams }: LandPageProps) {
  return <LandScreen kind="share" {...landQuery(await searchParams)} />;
}
