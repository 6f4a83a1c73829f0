import { PetgameMessages } from '@/features/pets/game/PetgameMessages';
import { RollScreen } from '@/features/pets/game/RollScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('petgame', 'roll_title');

/** /rollnft (issue 17, spec 2.2): a provably fair roll for a pet or coins, with the published table. */
export default function RollNftPage() {
  return (
    <PetgameMessages>
      <RollScreen />
    </PetgameMessages>
  );
}
