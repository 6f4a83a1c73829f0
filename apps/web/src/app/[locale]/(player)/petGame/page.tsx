import { PetGameScreen } from '@/features/pets/game/PetGameScreen';
import { PetgameMessages } from '@/features/pets/game/PetgameMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('petgame', 'game_title');

/** /petGame (issue 17, spec 2.4 logged-in): pets I keep play for HAPPY within a daily cap. */
export default function PetGamePage() {
  return (
    <PetgameMessages>
      <PetGameScreen />
    </PetgameMessages>
  );
}
