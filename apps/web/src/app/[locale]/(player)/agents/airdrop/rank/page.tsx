import { AgentsMessages } from '@/features/agents/AgentsMessages';
import { AirdropScreen } from '@/features/agents/AirdropScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('agents', 'rank_title_airdrop');

/** /agents/airdrop/rank (issue 16 item 4; dark, spec 2.8): the airdrop ranking. */
export default function Page() {
  return (
    <AgentsMessages>
      <AirdropScreen rank />
    </AgentsMessages>
  );
}
