import { AgentsMessages } from '@/features/agents/AgentsMessages';
import { ApplyScreen } from '@/features/agents/ApplyScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('agents', 'ap_title');

/** /agents/ap (issue 16 item 4, spec 2.2): apply to the agents programme and see the application's state. */
export default function Page() {
  return (
    <AgentsMessages>
      <ApplyScreen />
    </AgentsMessages>
  );
}
