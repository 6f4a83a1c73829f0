import { HonorEntry } from '@/features/honor/HonorEntry';
import { MyProfileScreen } from '@/features/profiles/MyProfileScreen';
import { profileMediaBase } from '@/features/profiles/media-url';
import { ProfilesMessages } from '@/features/profiles/ProfilesMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('profiles', 'my_title');

/** /profile (issue 18, spec 2.4 signed in): the profile I act as, and the way into /honor. */
export default function Page() {
  return (
    <ProfilesMessages>
      <MyProfileScreen mediaBase={profileMediaBase()} entries={<HonorEntry />} />
    </ProfilesMessages>
  );
}
