import type { Metadata } from 'next';
import { RefLanding } from '@/features/invites/RefLanding';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /r/[slug] (issue 16, spec 2.2): a share link; keeps the referral code and opens the app. */
export default async function RefPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <RefLanding slug={slug} />;
}
