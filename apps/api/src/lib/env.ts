import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Helpers of the environment schema: config.ts and every module's <area>.config.ts use them. */

/** Repository root, so that default files (the database, the SMS outbox) land in ./data whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const booleanFlag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** "a, b,,c" -> ['a', 'b', 'c']: a comma-separated setting, entries trimmed, empty ones dropped. */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
