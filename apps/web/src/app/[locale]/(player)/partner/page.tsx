import { AgentsMessages } from '@/features/agents/AgentsMessages';
import { PartnerScreen } from '@/features/agents/PartnerScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('agents', 'partner_title');

/** /partner (issue 16 item 4, spec 2.4 logged-in): the agent's home: status, links, sub-agents, statement. */
export default function Page() {
  return (
    <AgentsMessages>
      <PartnerScreen />
    </AgentsMessages>
  );
}
