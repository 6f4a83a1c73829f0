import { LocalDiskImageStore } from '../../lib/images';
import type { ModuleDeps } from '../module-deps';
import { ProfileImages } from './profile-images';
import { newProfileXid } from './profile-xid';
import type { ProfilesConfig } from './profiles.config';
import { type ProfilesPorts, ProfilesService } from './profiles.service';

export interface ProfilesServices {
  profiles: ProfilesService;
  /** The upload limit the multipart reader enforces while the file streams in. */
  maxBytes: number;
}

export type ProfilesDeps = Partial<ProfilesPorts>;

export function createProfilesServices(
  { config, database }: ModuleDeps<ProfilesConfig>,
  deps: ProfilesDeps = {},
): ProfilesServices {
  const clock = deps.clock ?? (() => Date.now());
  const images = new ProfileImages(
    database.db,
    new LocalDiskImageStore(config.mediaDir),
    { maxBytes: config.maxBytes, maxPixels: config.maxPixels },
    clock,
  );
  const profiles = new ProfilesService(database.db, images, { newXid: deps.newXid ?? newProfileXid, clock });
  return { profiles, maxBytes: config.maxBytes };
}
