import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The public development secrets production requires (scripts/dev-secrets.env, the one list shared with
 * scripts/start.sh), for the servers the e2e tests, the bench and the process tests start with
 * NODE_ENV=production.
 */
export function devProductionSecrets(): Record<string, string> {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dev-secrets.env');
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}
