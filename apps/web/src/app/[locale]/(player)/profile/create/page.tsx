import { CreateProfileScreen } from '@/features/profiles/CreateProfileScreen';
import { ProfilesMessages } from '@/features/profiles/ProfilesMessages';

import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('profiles', 'create_title');

/** /profile/create (spec 2.4): a new profile, then /profile/setup. */
export default function Page() {
  return (
    <ProfilesMessages>
      <CreateProfileScreen />
    </ProfilesMessages>
  );
}
