import type { Migration } from 'kysely';
import * as messages from './0040_messages';

/** The messages module's migrations; names are recorded in existing databases and never change. */
export const MESSAGES_MIGRATIONS: Record<string, Migration> = {
  '0040_messages': messages,
};
