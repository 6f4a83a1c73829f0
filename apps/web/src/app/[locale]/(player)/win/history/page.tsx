import { HistoryScreen } from '@/features/games/HistoryScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('games', 'history_title');

/** /win/history (spec 2.2; back button to /win, spec 2.7): the player's rounds. */
export default function WinHistoryPage() {
  return <HistoryScreen />;
}
