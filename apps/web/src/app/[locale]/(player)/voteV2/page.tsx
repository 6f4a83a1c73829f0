import { StakeMessages } from '@/features/stake/StakeMessages';
import { VoteListScreen } from '@/features/stake/VoteListScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('stake', 'vote_title');

/** /voteV2 (issue 17, spec 2.2): the proposals and my vote weight. */
export default function VoteListPage() {
  return (
    <StakeMessages>
      <VoteListScreen />
    </StakeMessages>
  );
}
