import { BodyCode } from '@app/shared';
import {
  addProfileProduct,
  createProfile,
  editProfile,
  IMAGE_PURPOSES,
  type ImagePurpose,
  myProfiles,
  removeProfileProduct,
  selectProfile,
  setProfileImage,
  UPLOAD_IMAGE_PATH,
  viewProfile,
} from '@app/shared/profiles/profile-contracts';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../lib/api-error';
import { acceptImageUploads, readImageUpload } from '../../lib/images';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { ProfilesServices } from './profiles.services';

const signedIn = { auth: 'required' } as const;

/** The profile service group (spec 7.1 "profile", issue 18): /profile/... */
export async function registerProfilesRoutes(scope: FastifyInstance, { profiles, maxBytes }: ProfilesServices) {
  registerEndpoint(scope, createProfile, async (input, r) => profiles.create(sessionOf(r).userId, input), signedIn);
  registerEndpoint(scope, myProfiles, async (_input, r) => profiles.mine(sessionOf(r).userId), signedIn);
  registerEndpoint(scope, selectProfile, async (input, r) => profiles.select(sessionOf(r).userId, input.xid), signedIn);
  registerEndpoint(scope, editProfile, async (input, r) => profiles.edit(sessionOf(r).userId, input), signedIn);
  registerEndpoint(scope, setProfileImage, async (input, r) => profiles.setImage(sessionOf(r).userId, input), signedIn);
  registerEndpoint(
    scope,
    addProfileProduct,
    async (input, r) => profiles.addProduct(sessionOf(r).userId, input),
    signedIn,
  );
  registerEndpoint(
    scope,
    removeProfileProduct,
    async (input, r) => profiles.removeProduct(sessionOf(r).userId, input.xid, input.product_id),
    signedIn,
  );
  // Public: the page /profile/<xid> reads it signed out (its metadata too); signed in, `mine` is set.
  registerEndpoint(scope, viewProfile, async (input, r) => profiles.view(input.xid, r.session?.userId), {
    auth: 'optional',
  });

  // The image pipeline's upload: multipart (a real file, not base64 in JSON), so not a JSON endpoint.
  await acceptImageUploads(scope, maxBytes);
  scope.post(UPLOAD_IMAGE_PATH, { config: { commonHeaders: true, auth: 'required' } }, async (request) => {
    const upload = await readImageUpload(request, maxBytes);
    const purpose = upload.fields.purpose;
    if (!IMAGE_PURPOSES.includes(purpose as ImagePurpose)) {
      throw invalidField('purpose', `must be one of ${IMAGE_PURPOSES.join(', ')}`);
    }
    const data = await profiles.images.upload(sessionOf(request).userId, purpose as ImagePurpose, upload.bytes);
    return { code: BodyCode.OK, msg: 'ok', data };
  });
}
