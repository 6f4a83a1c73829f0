import { LobbyScreen } from '@/features/games/LobbyScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('games', 'lobby_title', 'lobby_description');

/** /win (spec 2.2, logged-in layout per 2.4): the casino lobby. */
export default function WinPage() {
  return <LobbyScreen />;
}
