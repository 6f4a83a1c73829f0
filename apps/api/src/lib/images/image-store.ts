import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where processed images live. Keys are the pipeline's own names (`<id>-<variant>.webp`), never a
 * user's file name. Local disk today; an object store implements the same three calls.
 */
export interface ImageStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or undefined for a key never stored. */
  get(key: string): Promise<Buffer | undefined>;
}

/** A key the pipeline makes: letters, digits and dashes, then .webp. Anything else is never a file. */
export const IMAGE_KEY_PATTERN = /^[a-z0-9]{16}-[a-z]{1,2}\.webp$/;

/** Images as files in one folder (the API's data dir, MEDIA_DIR), written atomically (temp file + rename). */
export class LocalDiskImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`not an image key: ${key}`);
    await mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.${key}.${process.pid}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, path.join(this.dir, key));
  }

  async get(key: string): Promise<Buffer | undefined> {
    if (!IMAGE_KEY_PATTERN.test(key)) return undefined;
    try {
      return await readFile(path.join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
