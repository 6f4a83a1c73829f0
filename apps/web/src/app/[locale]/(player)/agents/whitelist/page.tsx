import { AgentsMessages } from '@/features/agents/AgentsMessages';
import { WhitelistScreen } from '@/features/agents/WhitelistScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('agents', 'whitelist_title');

/** /agents/whitelist (issue 16 item 4, spec 2.2; dark, spec 2.8): whether I am on the whitelist. */
export default function Page() {
  return (
    <AgentsMessages>
      <WhitelistScreen />
    </AgentsMessages>
  );
}
