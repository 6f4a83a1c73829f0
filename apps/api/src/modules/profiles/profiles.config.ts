import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@app/shared/profiles/profile-contracts';
import { z } from 'zod';
import { REPO_ROOT } from '../../lib/env';

/** The profiles module's environment variables (config.ts merges every module's into one schema). */
export const PROFILES_ENV = {
  /** Where processed images are written (the local-disk image store). */
  MEDIA_DIR: z.string().default(path.join(REPO_ROOT, 'data', 'media')),
  /** Largest upload, bytes (at most the web's IMAGE_MAX_BYTES, which it checks first). */
  IMAGE_MAX_BYTES: z.coerce.number().int().positive().max(IMAGE_MAX_BYTES).default(IMAGE_MAX_BYTES),
  /** Largest width x height accepted before decoding (decompression bombs). 40 MP covers any phone photo. */
  IMAGE_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
};
type ProfilesEnv = z.output<z.ZodObject<typeof PROFILES_ENV>>;

export interface ProfilesConfig {
  mediaDir: string;
  maxBytes: number;
  maxPixels: number;
}

export function loadProfilesConfig(e: ProfilesEnv): ProfilesConfig {
  return { mediaDir: e.MEDIA_DIR, maxBytes: e.IMAGE_MAX_BYTES, maxPixels: e.IMAGE_MAX_PIXELS };
}
