import { AgentsMessages } from '@/features/agents/AgentsMessages';
import { AirdropScreen } from '@/features/agents/AirdropScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('agents', 'airdrop_title');

/** /agents/airdrop (issue 16 item 4, spec 2.2; dark, spec 2.8): this week's airdrop points and my place. */
export default function Page() {
  return (
    <AgentsMessages>
      <AirdropScreen />
    </AgentsMessages>
  );
}
