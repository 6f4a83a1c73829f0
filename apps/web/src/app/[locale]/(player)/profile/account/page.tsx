import { AccountScreen } from '@/features/profiles/AccountScreen';
import { profileMediaBase } from '@/features/profiles/media-url';
import { ProfilesMessages } from '@/features/profiles/ProfilesMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('profiles', 'account_title');

/** /profile/account (spec 2.4): my account and my profiles. */
export default function Page() {
  return (
    <ProfilesMessages>
      <AccountScreen mediaBase={profileMediaBase()} />
    </ProfilesMessages>
  );
}
