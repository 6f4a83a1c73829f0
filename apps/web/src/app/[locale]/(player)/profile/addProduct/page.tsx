import { AddProductScreen } from '@/features/profiles/AddProductScreen';
import { profileMediaBase } from '@/features/profiles/media-url';
import { ProfilesMessages } from '@/features/profiles/ProfilesMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('profiles', 'add_product');

/** /profile/addProduct (spec 2.4): show a product on my profile. */
export default function Page() {
  return (
    <ProfilesMessages>
      <AddProductScreen mediaBase={profileMediaBase()} />
    </ProfilesMessages>
  );
}
