import type { DbOrTrx } from '../../../db/types';
import type { Actor } from '../audit';

/**
 * The requester of items that no operator asked for: a player's withdrawal above the review threshold
 * (issue 14) waits in the same queue as an operator's adjustment. The queue and the audit log name an
 * operator for every request, so these name one account, "System", that can never sign in: it has no
 * usable password (no scrypt hash is '!'), no roles and is disabled from the start.
 */
export const SYSTEM_REQUESTER_EMAIL = 'system@ops.invalid';

export async function systemRequester(trx: DbOrTrx, source: string, now: number): Promise<Actor> {
  await trx
    .insertInto('ops_operator')
    .values({
      email: SYSTEM_REQUESTER_EMAIL,
      display_name: 'System (players’ requests)',
      password_hash: '!',
      totp_secret_enc: null,
      created_at: now,
      disabled_at: now,
    })
    .onConflict((c) => c.column('email').doNothing())
    .execute();
  const row = await trx
    .selectFrom('ops_operator')
    .select('id')
    .where('email', '=', SYSTEM_REQUESTER_EMAIL)
    .executeTakeFirstOrThrow();
  // The audit log's "ip" says where the request came from instead (e.g. "player:1234567890").
  return { operatorId: Number(row.id), ip: source };
}
