import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers';

/**
 * Group commit on PostgreSQL (issue 10, fifth pass): a batch of transfers in one call, one round trip,
 * one transaction and one commit for all of them (transfer-call.repository.ts). Arrays in, one row out
 * per item, in item order (1-based `item`):
 *
 * - `status` 'posted': the transfer was made and its key's record stored with its answer;
 * - 'stored': the key had a record (`stored_hash`, `stored_response`): a replay or a conflict;
 * - 'LB001' (the sender's balance is short) or 'LB002' (a balance would pass the exact-integer limit):
 *   the item changed nothing, the others go on.
 *
 * How, in four steps, so that a batch costs a few statements plus one per item:
 * 1. Every account of the batch is locked, in postTransaction's fixed order (users by id and coin, then
 *    the coins' fees accounts), and its balance read. Batches, single postings, swaps and credits take
 *    their rows in one order: they wait for each other but do not deadlock (a deadlock or a
 *    serialization failure fails the call, which the caller retries whole).
 * 2. Each item in turn: its key's record is inserted (`on conflict do nothing`: a key seen before, in an
 *    earlier call or earlier in this batch, answers 'stored'; a copy in a concurrent call waits for it);
 *    then its legs are applied to the balances in memory, refused as a whole (and its record deleted)
 *    when the sender is short or a balance would pass p_max. A recipient or fees account that does not
 *    exist yet is created and locked then (a debit never creates one).
 * 3. The transaction rows and every entry in one statement, entries in the order their balances were
 *    applied (each account's before/after chain holds, ids in that order).
 * 4. Each changed account updated once with its final balance. The shared fees row and a hot
 *    account are written once per batch, not once per transfer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function ledger_transfer_batch(
  p_user_ids integer[], p_keys varchar[], p_hashes varchar[], p_responses text[], p_to_user_ids integer[],
  p_coins varchar[], p_amounts bigint[], p_fees bigint[], p_public_ids varchar[], p_nows bigint[], p_max bigint)
returns table (item integer, status varchar, stored_hash varchar, stored_response text) language plpgsql as $$
declare
  -- The batch's accounts: 'u<user id>:<coin>' or 's:<coin>' (the coin's fees account) -> position.
  acc_keys text[] := '{}'; acc_ids integer[] := '{}'; acc_balances bigint[] := '{}';
  acc_negative integer[] := '{}'; acc_changed boolean[] := '{}';
  -- The posted transfers and their entries, in order.
  tx_public_ids varchar[] := '{}'; tx_users integer[] := '{}'; tx_to_users integer[] := '{}'; tx_nows bigint[] := '{}';
  e_public_ids varchar[] := '{}'; e_accounts integer[] := '{}'; e_coins varchar[] := '{}'; e_amounts bigint[] := '{}';
  e_roles varchar[] := '{}'; e_afters bigint[] := '{}'; e_nows bigint[] := '{}';
  r record;
  v_from integer; v_to integer; v_fees integer;
  v_debit bigint; v_to_after bigint; v_fees_after bigint;
begin
  -- 1. Lock and read, users by id and coin, then fees accounts by coin.
  for r in
    select a.id, a.user_id, a.coin, a.balance, a.allow_negative from ledger_account a
      where (a.user_id, a.coin) in (select * from unnest(p_user_ids || p_to_user_ids, p_coins || p_coins))
      order by a.user_id, a.coin
      for update of a
  loop
    acc_keys := acc_keys || ('u' || r.user_id || ':' || r.coin);
    acc_ids := acc_ids || r.id; acc_balances := acc_balances || r.balance;
    acc_negative := acc_negative || r.allow_negative; acc_changed := acc_changed || false;
  end loop;
  for r in
    select a.id, a.coin, a.balance, a.allow_negative from ledger_account a
      where a.system_name = 'fees' and a.coin = any(p_coins)
      order by a.coin
      for update of a
  loop
    acc_keys := acc_keys || ('s:' || r.coin);
    acc_ids := acc_ids || r.id; acc_balances := acc_balances || r.balance;
    acc_negative := acc_negative || r.allow_negative; acc_changed := acc_changed || false;
  end loop;

  -- 2. Each item: its key's record, then its legs in memory.
  for i in 1 .. coalesce(array_length(p_user_ids, 1), 0) loop
    item := i; stored_hash := null; stored_response := null;
    insert into idempotency_record (user_id, key, request_hash, response, created_at)
      values (p_user_ids[i], p_keys[i], p_hashes[i], p_responses[i], p_nows[i]) on conflict do nothing;
    if not found then
      select x.request_hash, x.response into stored_hash, stored_response from idempotency_record x
        where x.user_id = p_user_ids[i] and x.key = p_keys[i];
      status := 'stored';
      return next;
      continue;
    end if;

    v_debit := p_amounts[i] + p_fees[i];
    v_from := array_position(acc_keys, 'u' || p_user_ids[i] || ':' || p_coins[i]);
    v_to := array_position(acc_keys, 'u' || p_to_user_ids[i] || ':' || p_coins[i]);
    v_fees := case when p_fees[i] > 0 then array_position(acc_keys, 's:' || p_coins[i]) end;
    if v_from is null or (acc_negative[v_from] = 0 and acc_balances[v_from] < v_debit) then
      status := 'LB001';
    elsif coalesce(acc_balances[v_to], 0) + p_amounts[i] > p_max
      or (p_fees[i] > 0 and coalesce(acc_balances[v_fees], 0) + p_fees[i] > p_max) then
      status := 'LB002';
    else
      status := 'posted';
    end if;
    if status <> 'posted' then
      delete from idempotency_record x where x.user_id = p_user_ids[i] and x.key = p_keys[i];
      return next;
      continue;
    end if;

    -- A credited account that does not exist yet: created (a concurrent creator's row is waited for) and locked.
    if v_to is null then
      insert into ledger_account (user_id, coin, allow_negative, created_at)
        values (p_to_user_ids[i], p_coins[i], 0, p_nows[i]) on conflict do nothing;
      select a.id, a.balance, a.allow_negative into r from ledger_account a
        where a.user_id = p_to_user_ids[i] and a.coin = p_coins[i] for update;
      acc_keys := acc_keys || ('u' || p_to_user_ids[i] || ':' || p_coins[i]);
      acc_ids := acc_ids || r.id; acc_balances := acc_balances || r.balance;
      acc_negative := acc_negative || r.allow_negative; acc_changed := acc_changed || false;
      v_to := array_length(acc_keys, 1);
    end if;
    if p_fees[i] > 0 and v_fees is null then
      insert into ledger_account (system_name, coin, allow_negative, created_at)
        values ('fees', p_coins[i], 0, p_nows[i]) on conflict do nothing;
      select a.id, a.balance, a.allow_negative into r from ledger_account a
        where a.system_name = 'fees' and a.coin = p_coins[i] for update;
      acc_keys := acc_keys || ('s:' || p_coins[i]);
      acc_ids := acc_ids || r.id; acc_balances := acc_balances || r.balance;
      acc_negative := acc_negative || r.allow_negative; acc_changed := acc_changed || false;
      v_fees := array_length(acc_keys, 1);
    end if;

    -- The legs in ledger_transfer's order: the users by id (the sender's amount, then its fee), then fees.
    -- (The recipient first when it is the sender too, as ledger_transfer does; the API refuses that.)
    if p_user_ids[i] >= p_to_user_ids[i] then
      acc_balances[v_to] := acc_balances[v_to] + p_amounts[i];
      e_accounts := e_accounts || acc_ids[v_to]; e_amounts := e_amounts || p_amounts[i];
      e_roles := e_roles || 'main'::varchar; e_afters := e_afters || acc_balances[v_to];
    end if;
    acc_balances[v_from] := acc_balances[v_from] - p_amounts[i];
    e_accounts := e_accounts || acc_ids[v_from]; e_amounts := e_amounts || -p_amounts[i];
    e_roles := e_roles || 'main'::varchar; e_afters := e_afters || acc_balances[v_from];
    if p_fees[i] > 0 then
      acc_balances[v_from] := acc_balances[v_from] - p_fees[i];
      e_accounts := e_accounts || acc_ids[v_from]; e_amounts := e_amounts || -p_fees[i];
      e_roles := e_roles || 'fee'::varchar; e_afters := e_afters || acc_balances[v_from];
    end if;
    if p_user_ids[i] < p_to_user_ids[i] then
      acc_balances[v_to] := acc_balances[v_to] + p_amounts[i];
      e_accounts := e_accounts || acc_ids[v_to]; e_amounts := e_amounts || p_amounts[i];
      e_roles := e_roles || 'main'::varchar; e_afters := e_afters || acc_balances[v_to];
    end if;
    if p_fees[i] > 0 then
      acc_balances[v_fees] := acc_balances[v_fees] + p_fees[i];
      e_accounts := e_accounts || acc_ids[v_fees]; e_amounts := e_amounts || p_fees[i];
      e_roles := e_roles || 'main'::varchar; e_afters := e_afters || acc_balances[v_fees];
      acc_changed[v_fees] := true;
    end if;
    acc_changed[v_from] := true; acc_changed[v_to] := true;
    while coalesce(array_length(e_public_ids, 1), 0) < array_length(e_accounts, 1) loop
      e_public_ids := e_public_ids || p_public_ids[i]; e_coins := e_coins || p_coins[i]; e_nows := e_nows || p_nows[i];
    end loop;
    tx_public_ids := tx_public_ids || p_public_ids[i]; tx_users := tx_users || p_user_ids[i];
    tx_to_users := tx_to_users || p_to_user_ids[i]; tx_nows := tx_nows || p_nows[i];
    return next;
  end loop;

  -- 3. The transaction rows and their entries, in order.
  if coalesce(array_length(tx_public_ids, 1), 0) > 0 then
    with tx as (
      insert into ledger_tx (public_id, kind, reason, reference, user_id, counterparty_user_id, created_at)
      select t.public_id, 'transfer', 'user_transfer', '', t.user_id, t.to_user_id, t.now_
        from unnest(tx_public_ids, tx_users, tx_to_users, tx_nows) with ordinality as t(public_id, user_id, to_user_id, now_, ord)
        order by t.ord
      returning id, public_id
    )
    insert into ledger_entry (tx_id, account_id, coin, amount, role, balance_before, balance_after, created_at)
    select tx.id, e.account_id, e.coin, e.amount, e.role, e.after_ - e.amount, e.after_, e.now_
      from unnest(e_public_ids, e_accounts, e_coins, e_amounts, e_roles, e_afters, e_nows)
        with ordinality as e(public_id, account_id, coin, amount, role, after_, now_, ord)
      join tx on tx.public_id = e.public_id
      order by e.ord;

    -- 4. Each changed account once.
    update ledger_account a set balance = u.balance
      from unnest(acc_ids, acc_balances, acc_changed) as u(id, balance, changed)
      where a.id = u.id and u.changed;
  end if;
end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists ledger_transfer_batch(integer[], varchar[], varchar[], text[], integer[], varchar[], bigint[], bigint[], varchar[], bigint[], bigint)`.execute(
    db,
  );
}
