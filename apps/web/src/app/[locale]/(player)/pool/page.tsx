import type { Metadata } from 'next';
import { PoolScreen } from '@/features/stake/PoolScreen';
import { StakeMessages } from '@/features/stake/StakeMessages';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/pool');
}

/** /pool (issue 17, spec 2.1 canonical): the dividend pool, my share, lock/unlock, history, the rules. */
export default function PoolPage() {
  return (
    <StakeMessages>
      <PoolScreen />
    </StakeMessages>
  );
}
