import { notFound } from 'next/navigation';
import { StakeMessages } from '@/features/stake/StakeMessages';
import { VoteScreen } from '@/features/stake/VoteScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('stake', 'vote_title');

/** /vote/[id] (issue 17, spec 2.4 /vote/*): one proposal, its results and my vote. */
export default async function VotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return (
    <StakeMessages>
      <VoteScreen id={Number(id)} />
    </StakeMessages>
  );
}
