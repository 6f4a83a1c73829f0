import { sql } from 'kysely';
import type { Db } from '../../db/types';

/** Answers when the database answers a query; throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
