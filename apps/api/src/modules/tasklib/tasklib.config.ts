import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../../lib/env';

/** The task library's environment variables (config.ts merges every module's into one schema). */
export const TASKLIB_ENV = {
  /** Largest audit screenshot accepted (decoded bytes). */
  TASKLIB_AUDIT_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(8 * 1024 * 1024)
    .default(1024 * 1024),
  /** Where the local-disk AuditImageStore keeps audit screenshots (default: data/audit-images of the repo). */
  TASKLIB_AUDIT_IMAGE_DIR: z.string().min(1).optional(),
};
type TasklibEnv = z.output<z.ZodObject<typeof TASKLIB_ENV>>;

export interface TasklibConfig {
  audits: {
    /** Decoded bytes. */
    imageMaxBytes: number;
    /** The local-disk store's folder. */
    imageDir: string;
  };
}

/** The tasklib slice. */
export function loadTasklibConfig(e: TasklibEnv): TasklibConfig {
  return {
    audits: {
      imageMaxBytes: e.TASKLIB_AUDIT_IMAGE_MAX_BYTES,
      imageDir: e.TASKLIB_AUDIT_IMAGE_DIR ?? path.join(REPO_ROOT, 'data', 'audit-images'),
    },
  };
}
