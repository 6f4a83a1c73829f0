import type { Metadata } from 'next';
import { SpaceScreen } from '@/features/pets/SpaceScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/space');
}

/** /space (issue 17, spec 2.2 "NFT"): a player's pet collection by ?user_id=, signed out too. */
export default async function SpacePage({ searchParams }: Props) {
  const raw = (await searchParams).user_id;
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return <SpaceScreen userId={Number.isInteger(id) && id > 0 ? id : null} />;
}
