import { ProfilesMessages } from '@/features/profiles/ProfilesMessages';
import { SetupScreen } from '@/features/profiles/SetupScreen';

import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('profiles', 'setup_title');

/** /profile/setup (spec 2.4): the first-run steps of a new profile. */
export default function Page() {
  return (
    <ProfilesMessages>
      <SetupScreen />
    </ProfilesMessages>
  );
}
