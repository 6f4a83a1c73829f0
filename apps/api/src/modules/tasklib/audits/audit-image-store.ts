import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where audit screenshots are kept (issue 15). The local disk by default; an object store (S3, GCS)
 * implements the same three calls. Keys are made by the audits service (`<audit public id>.<ext>`).
 */
export interface AuditImageStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** undefined when no image has this key. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[0-9A-Za-z]{1,64}\.(png|jpg|webp|gif)$/;

/** Files in one folder (TASKLIB_AUDIT_IMAGE_DIR, default data/audit-images), created on first use. */
export class LocalDiskAuditImageStore implements AuditImageStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // wx: never overwrite an existing proof.
    await writeFile(this.file(key), bytes, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  /** Keys never name a path outside the folder. */
  private file(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`not an audit image key: ${key}`);
    return path.join(this.dir, key);
  }
}
