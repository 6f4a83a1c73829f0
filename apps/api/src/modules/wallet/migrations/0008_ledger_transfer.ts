import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers';

/**
 * A transfer between users in one round trip on PostgreSQL (issue 10, third pass): the key's
 * idempotency record with its answer, the transaction row, the three accounts' conditional updates in
 * postTransaction's lock order (users by id, then the coin's fees account) and the chained entries, in
 * one call (transfer-call.repository.ts). Raises SQLSTATE LB001 when the sender's balance is short (the
 * service answers BALANCE_LACK) and LB002 when a balance would pass the ledger's exact-integer limit.
 * SQLite keeps its path (the commit queue's batches): there a statement costs no round trip.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // One account's conditional update; a missing account is created for a credit, never for a debit.
  await sql`create function ledger_transfer_add(
  p_user_id integer, p_system varchar, p_coin varchar, p_delta bigint, p_now bigint, p_max bigint,
  out o_id integer, out o_balance bigint) language plpgsql as $$
begin
  for attempt in 1..2 loop
    if p_user_id is not null then
      update ledger_account set balance = balance + p_delta
        where user_id = p_user_id and coin = p_coin and (allow_negative = 1 or balance + p_delta >= 0)
        returning id, balance into o_id, o_balance;
    else
      update ledger_account set balance = balance + p_delta
        where system_name = p_system and coin = p_coin and (allow_negative = 1 or balance + p_delta >= 0)
        returning id, balance into o_id, o_balance;
    end if;
    if found then
      if o_balance > p_max then
        raise exception 'balance would pass the exact-integer limit' using errcode = 'LB002';
      end if;
      return;
    end if;
    exit when p_delta < 0;
    insert into ledger_account (user_id, system_name, coin, allow_negative, created_at)
      values (p_user_id, p_system, p_coin, 0, p_now) on conflict do nothing;
  end loop;
  raise exception 'insufficient balance' using errcode = 'LB001';
end $$`.execute(db);

  // Answers nothing when it posted the transfer, else the key's stored record (a replay or a conflict,
  // which the caller tells apart by the hash). The record goes first: a concurrent copy of the key waits
  // on its unique key until this one commits, then finds it.
  await sql`create function ledger_transfer(
  p_user_id integer, p_key varchar, p_hash varchar, p_response text, p_to_user_id integer,
  p_coin varchar, p_amount bigint, p_fee bigint, p_public_id varchar, p_now bigint, p_max bigint)
returns table (stored_hash varchar, stored_response text) language plpgsql as $$
declare
  v_tx integer;
  v_from ledger_account.id%type; v_from_balance bigint;
  v_to ledger_account.id%type; v_to_balance bigint;
  v_fees ledger_account.id%type; v_fees_balance bigint;
begin
  insert into idempotency_record (user_id, key, request_hash, response, created_at)
    values (p_user_id, p_key, p_hash, p_response, p_now) on conflict do nothing;
  if not found then
    return query select r.request_hash::varchar, r.response from idempotency_record r
      where r.user_id = p_user_id and r.key = p_key;
    return;
  end if;
  insert into ledger_tx (public_id, kind, reason, reference, user_id, counterparty_user_id, created_at)
    values (p_public_id, 'transfer', 'user_transfer', '', p_user_id, p_to_user_id, p_now)
    returning id into v_tx;
  if p_user_id < p_to_user_id then
    select o_id, o_balance into v_from, v_from_balance
      from ledger_transfer_add(p_user_id, null, p_coin, -(p_amount + p_fee), p_now, p_max);
    select o_id, o_balance into v_to, v_to_balance
      from ledger_transfer_add(p_to_user_id, null, p_coin, p_amount, p_now, p_max);
  else
    select o_id, o_balance into v_to, v_to_balance
      from ledger_transfer_add(p_to_user_id, null, p_coin, p_amount, p_now, p_max);
    select o_id, o_balance into v_from, v_from_balance
      from ledger_transfer_add(p_user_id, null, p_coin, -(p_amount + p_fee), p_now, p_max);
  end if;
  if p_fee > 0 then
    select o_id, o_balance into v_fees, v_fees_balance
      from ledger_transfer_add(null, 'fees', p_coin, p_fee, p_now, p_max);
  end if;
  -- In the order the accounts were updated, each account's legs in leg order (amount, then fee).
  insert into ledger_entry (tx_id, account_id, coin, amount, role, balance_before, balance_after, created_at)
  select v_tx, e.account_id, p_coin, e.amount, e.role, e.after_ - e.amount, e.after_, p_now
  from (values
    (case when p_user_id < p_to_user_id then 1 else 3 end, v_from, -p_amount, 'main', v_from_balance + p_fee),
    (case when p_user_id < p_to_user_id then 2 else 4 end, v_from, -p_fee, 'fee', v_from_balance),
    (case when p_user_id < p_to_user_id then 3 else 1 end, v_to, p_amount, 'main', v_to_balance),
    (5, v_fees, p_fee, 'main', v_fees_balance)
  ) as e(ord, account_id, amount, role, after_)
  where e.amount <> 0
  order by e.ord;
end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists ledger_transfer(integer, varchar, varchar, text, integer, varchar, bigint, bigint, varchar, bigint, bigint)`.execute(
    db,
  );
  await sql`drop function if exists ledger_transfer_add(integer, varchar, varchar, bigint, bigint, bigint)`.execute(db);
}
