import type { Metadata } from 'next';
import { LuckyLandScreen } from '@/features/luckycodes/LuckyLandScreen';
import { landLuckyCode } from '@/lib/metadata/land-props';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type LuckyLandProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Spec 2.1: the lucky code land's social tags (the code's price or prize in the description, the locale's card). */
export async function generateMetadata({ params, searchParams }: LuckyLandProps): Promise<Metadata> {
  const { locale } = await params;
  return {
    ...(await pageMetadata(locale, '/luckycode/land', await searchParams)),
    robots: { index: false, follow: true },
  };
}

/** /luckycode/land?code= (issue 16): a shared lucky code, readable signed out, opened signed in. */
export default async function LuckyLandPage({ searchParams }: LuckyLandProps) {
  return <LuckyLandScreen code={landLuckyCode((await searchParams).code)} />;
}
