import { AgentsMessages } from '@/features/agents/AgentsMessages';
import { WhitelistScreen } from '@/features/agents/WhitelistScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('agents', 'rank_title_whitelist');

/** /agents/whitelist/rank (issue 16 item 4; dark, spec 2.8): the whitelist ranking. */
export default function Page() {
  return (
    <AgentsMessages>
      <WhitelistScreen rank />
    </AgentsMessages>
  );
}
