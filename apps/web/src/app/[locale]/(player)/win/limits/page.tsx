import { LimitsScreen } from '@/features/games/LimitsScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('games', 'limits_title');

/** /win/limits: responsible play (daily loss limit, self-exclusion), linked from the lobby. */
export default function WinLimitsPage() {
  return <LimitsScreen />;
}
