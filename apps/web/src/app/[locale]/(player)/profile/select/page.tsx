import { profileMediaBase } from '@/features/profiles/media-url';
import { ProfilesMessages } from '@/features/profiles/ProfilesMessages';
import { SelectScreen } from '@/features/profiles/SelectScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('profiles', 'select_title');

/** /profile/select (spec 2.4): pick the profile to act as. */
export default function Page() {
  return (
    <ProfilesMessages>
      <SelectScreen mediaBase={profileMediaBase()} />
    </ProfilesMessages>
  );
}
