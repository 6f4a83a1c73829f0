import type { Metadata } from 'next';
import { DeepLinkOpener } from '@/features/landing/DeepLinkOpener';
import { type DeepLinkQuery, deepLinkFields } from '@/features/landing/deep-link';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /openDeepLinkInTg?path=&from=&m=&dialog= (issue 16, spec 2.2, spec 3 start parameter fields). */
export default async function OpenDeepLinkPage({ searchParams }: { searchParams: Promise<DeepLinkQuery> }) {
  return <DeepLinkOpener fields={deepLinkFields(await searchParams)} />;
}
