import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers';

/**
 * Group commit on PostgreSQL (issue 10, fifth pass): a batch of transfers in one call, one round trip,
 * one transaction and one commit for all of them (transfer-call-queue.ts). Arrays in, one row out per
 * item, in item order (1-based `item`):
 *
 * - `status` 'posted': the transfer was made and its key's record stored with its answer;
 * - 'stored': the key had a record (`stored_hash`, `stored_response`): a replay or a conflict;
 * - a SQLSTATE ('LB001' short balance, 'LB002' past the exact-integer limit, or another error's code,
 *   with its message in `stored_response`): the item changed nothing.
 *
 * Each item runs ledger_transfer (0008_ledger_transfer) in its own BEGIN ... EXCEPTION block (a
 * subtransaction), so a failing item is undone alone and the others commit. Deadlocks and
 * serialization failures are not the item's: they fail the call, which the caller retries whole.
 *
 * Before any item, every account of the batch is locked in postTransaction's fixed order (users by id
 * and coin, then the coins' fees accounts), in the call's own transaction (a lock taken inside an item's
 * block would be released if that item failed): batches, single postings, swaps and credits all take
 * their rows in one order, so they wait for each other but never deadlock. The fees row is held for
 * the batch, which is what serialises transfers of one coin anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function ledger_transfer_batch(
  p_user_ids integer[], p_keys varchar[], p_hashes varchar[], p_responses text[], p_to_user_ids integer[],
  p_coins varchar[], p_amounts bigint[], p_fees bigint[], p_public_ids varchar[], p_nows bigint[], p_max bigint)
returns table (item integer, status varchar, stored_hash varchar, stored_response text) language plpgsql as $$
begin
  perform 1 from ledger_account a
    join unnest(p_user_ids || p_to_user_ids, p_coins || p_coins) as w(user_id, coin)
      on a.user_id = w.user_id and a.coin = w.coin
    order by a.user_id, a.coin
    for update of a;
  perform 1 from ledger_account a
    where a.system_name = 'fees' and a.coin = any(p_coins)
    order by a.coin
    for update of a;
  for i in 1 .. coalesce(array_length(p_user_ids, 1), 0) loop
    item := i;
    begin
      select t.stored_hash, t.stored_response into stored_hash, stored_response
        from ledger_transfer(p_user_ids[i], p_keys[i], p_hashes[i], p_responses[i], p_to_user_ids[i],
          p_coins[i], p_amounts[i], p_fees[i], p_public_ids[i], p_nows[i], p_max) t;
      status := case when found then 'stored' else 'posted' end;
    exception
      when deadlock_detected or serialization_failure then raise;
      when others then
        status := sqlstate;
        stored_hash := null;
        stored_response := sqlerrm;
    end;
    return next;
  end loop;
end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists ledger_transfer_batch(integer[], varchar[], varchar[], text[], integer[], varchar[], bigint[], bigint[], varchar[], bigint[], bigint)`.execute(
    db,
  );
}
