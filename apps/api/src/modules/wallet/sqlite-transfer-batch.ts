import { CompiledQuery } from 'kysely';
import { boundRaw, rowsOf, type Steps } from '../../db/statement-steps';
import { MAX_UNITS } from './money';
import {
  LEDGER_TRANSFER_SHORT,
  LEDGER_TRANSFER_TOO_LARGE,
  type TransferCall,
  type TransferCallOutcome,
} from './transfer-call.repository';
import { transferHeader } from './transfer-legs';

/**
 * SQLite's group commit for transfers between users (issue 10, seventh pass): a batch of transfers as
 * a few statements in all, not several per transfer, the way PostgreSQL's ledger_transfer_batch does it
 * (migration 0023, whose answers this gives item for item). It runs as ONE item of the commit queue
 * (db/commit-queue.ts), so inside its write transaction (BEGIN IMMEDIATE: no other writer can change
 * what it read) and under its savepoint (an unexpected error undoes the whole batch, and every caller
 * gets it). Batch values travel as one JSON parameter read with jsonb_each, so each statement's text is
 * the same for every batch size and stays prepared (sqlite-statements.ts). jsonb_each, not json_each:
 * its `value` of a row's array is that array in SQLite's binary JSON, which `->>` reads as it is; with
 * json_each each row's array was turned back into text and parsed again for every column (about 7 % of
 * the API process's time in the ledger bench, perf, issue 10 tenth pass).
 *
 * 1. The keys' records in one read; a key seen before answers 'stored' (a replay or a conflict), as does
 *    a copy of a key posted earlier in this batch.
 * 2. Every account of the batch (senders, recipients, the coins' fees accounts) in one read.
 * 3. Each item in turn, in memory: refused as a whole with LB001 (the sender is short) or LB002 (a balance
 *    would pass the exact-integer limit), changing nothing; else its legs are applied to the balances in
 *    ledger_transfer's order and its entries recorded with their balances before and after. A recipient
 *    or fees account that does not exist yet is created then (a debit never creates one).
 * 4. The transaction rows, then every entry in application order (each account's before/after chain
 *    holds, ids in that order), each changed account once with its final balance, and the records of the
 *    posted keys with their answers: four statements however large the batch.
 */
export function* sqliteTransferBatch(calls: readonly TransferCall[]): Steps<TransferCallOutcome[]> {
  const outcomes: TransferCallOutcome[] = [];
  const records = yield* storedRecords(calls);
  const accounts = yield* batchAccounts(calls);
  const posted: TransferCall[] = [];
  const entries: Entry[] = [];
  for (const call of calls) {
    const recordKey = keyOf(call.userId, call.key);
    const stored = records.get(recordKey);
    if (stored) {
      outcomes.push({ status: 'stored', hash: stored.hash, response: stored.response });
      continue;
    }
    const refusal = refusalOf(call, accounts);
    if (refusal) {
      outcomes.push({ status: 'failed', code: refusal, message: '' });
      continue;
    }
    const to = accounts.get(userKey(call.toUserId, call.coin)) ?? (yield* createAccount(accounts, call, call.toUserId));
    const fees =
      call.fee > 0n ? (accounts.get(feesKey(call.coin)) ?? (yield* createAccount(accounts, call))) : undefined;
    entries.push(...applyLegs(call, accounts.get(userKey(call.userId, call.coin)) as Account, to, fees));
    records.set(recordKey, { hash: call.hash, response: call.response });
    posted.push(call);
    outcomes.push({ status: 'posted' });
  }
  if (posted.length > 0) yield* writeBatch(posted, entries, accounts);
  return outcomes;
}

/** An account of the batch: its row and, as the batch applies legs, its balance. */
interface Account {
  id: number;
  balance: bigint;
  allowNegative: boolean;
  changed: boolean;
}

interface Entry {
  publicId: string;
  accountId: number;
  coin: string;
  amount: bigint;
  role: 'main' | 'fee';
  after: bigint;
  now: number;
}

const keyOf = (userId: number, key: string) => `${userId}\n${key}`;
const userKey = (userId: number, coin: string) => `u${userId}:${coin}`;
const feesKey = (coin: string) => `s:${coin}`;

const STORED_RECORDS = `select r.user_id, r.key, r.request_hash, r.response
  from jsonb_each(?) j join idempotency_record r on r.user_id = j.value ->> 0 and r.key = j.value ->> 1`;

function* storedRecords(calls: readonly TransferCall[]) {
  const rows = yield* rowsOf(
    raw<{ user_id: number; key: string; request_hash: string; response: string | null }>(STORED_RECORDS, [
      JSON.stringify(calls.map((c) => [c.userId, c.key])),
    ]),
  );
  return new Map(rows.map((r) => [keyOf(Number(r.user_id), r.key), { hash: r.request_hash, response: r.response }]));
}

const BATCH_ACCOUNTS = `select a.id, a.user_id, a.system_name, a.coin, a.balance, a.allow_negative
  from jsonb_each(?) j join ledger_account a on a.user_id = j.value ->> 0 and a.coin = j.value ->> 1
  union all
  select a.id, a.user_id, a.system_name, a.coin, a.balance, a.allow_negative
  from jsonb_each(?) j join ledger_account a on a.system_name = 'fees' and a.coin = j.value`;

interface AccountRow {
  id: number;
  user_id: number | null;
  system_name: string | null;
  coin: string;
  balance: number | bigint;
  allow_negative: number;
}

function* batchAccounts(calls: readonly TransferCall[]) {
  const users = new Map<string, [number, string]>();
  for (const c of calls) {
    users.set(userKey(c.userId, c.coin), [c.userId, c.coin]);
    users.set(userKey(c.toUserId, c.coin), [c.toUserId, c.coin]);
  }
  const coins = [...new Set(calls.map((c) => c.coin))];
  const rows = yield* rowsOf(
    raw<AccountRow>(BATCH_ACCOUNTS, [JSON.stringify([...users.values()]), JSON.stringify(coins)]),
  );
  const accounts = new Map<string, Account>();
  for (const row of rows) accounts.set(accountKeyOf(row), accountOf(row));
  return accounts;
}

const accountKeyOf = (row: AccountRow) =>
  row.user_id === null ? feesKey(row.coin) : userKey(Number(row.user_id), row.coin);

const accountOf = (row: AccountRow): Account => ({
  id: Number(row.id),
  balance: BigInt(row.balance),
  allowNegative: Number(row.allow_negative) === 1,
  changed: false,
});

/** ledger_transfer_batch's checks, against the balances as the batch has left them so far. */
function refusalOf(call: TransferCall, accounts: Map<string, Account>): string | undefined {
  const from = accounts.get(userKey(call.userId, call.coin));
  if (!from || (!from.allowNegative && from.balance < call.amount + call.fee)) return LEDGER_TRANSFER_SHORT;
  const to = accounts.get(userKey(call.toUserId, call.coin));
  if ((to?.balance ?? 0n) + call.amount > MAX_UNITS) return LEDGER_TRANSFER_TOO_LARGE;
  const fees = accounts.get(feesKey(call.coin));
  if (call.fee > 0n && (fees?.balance ?? 0n) + call.fee > MAX_UNITS) return LEDGER_TRANSFER_TOO_LARGE;
  return undefined;
}

const CREATE_ACCOUNT = `insert into ledger_account (user_id, system_name, coin, allow_negative, created_at)
  values (?, ?, ?, 0, ?) returning id, user_id, system_name, coin, balance, allow_negative`;

/** A credited account met for the first time (a user's, or without `userId` the coin's fees account). */
function* createAccount(accounts: Map<string, Account>, call: TransferCall, userId?: number): Steps<Account> {
  const [row] = yield* rowsOf(
    raw<AccountRow>(CREATE_ACCOUNT, [userId ?? null, userId === undefined ? 'fees' : null, call.coin, call.now]),
  );
  if (!row) throw new Error('the ledger account insert returned no row');
  const account = accountOf(row);
  accounts.set(accountKeyOf(row), account);
  return account;
}

/**
 * A transfer's legs on the balances, in ledger_transfer's order: the users by id (the sender's amount,
 * then its fee), then the fees account; its entries in that order.
 */
function applyLegs(call: TransferCall, from: Account, to: Account, fees: Account | undefined): Entry[] {
  const entries: Entry[] = [];
  const apply = (account: Account, amount: bigint, role: Entry['role']) => {
    account.balance += amount;
    account.changed = true;
    entries.push({
      publicId: call.publicId,
      accountId: account.id,
      coin: call.coin,
      amount,
      role,
      after: account.balance,
      now: call.now,
    });
  };
  if (call.userId >= call.toUserId) apply(to, call.amount, 'main');
  apply(from, -call.amount, 'main');
  if (fees) apply(from, -call.fee, 'fee');
  if (call.userId < call.toUserId) apply(to, call.amount, 'main');
  if (fees) apply(fees, call.fee, 'main');
  return entries;
}

const INSERT_TXS = `insert into ledger_tx (public_id, kind, reason, reference, user_id, counterparty_user_id, created_at)
  select j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6
  from jsonb_each(?) j order by j.key
  returning id, public_id`;

const INSERT_ENTRIES = `insert into ledger_entry (tx_id, account_id, coin, amount, role, balance_before, balance_after, created_at)
  select j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6,
    j.value ->> 7
  from jsonb_each(?) j order by j.key`;

const UPDATE_BALANCES = `update ledger_account set balance = j.value ->> 1
  from jsonb_each(?) j where ledger_account.id = j.value ->> 0`;

const INSERT_RECORDS = `insert into idempotency_record (user_id, key, request_hash, response, created_at)
  select j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4 from jsonb_each(?) j`;

/** Step 4: the batch's rows. Balances and amounts are exact integers below 2^53 (MAX_UNITS), so JSON carries them exactly. */
function* writeBatch(posted: TransferCall[], entries: Entry[], accounts: Map<string, Account>): Steps<void> {
  const txs = posted.map((c) => {
    const h = transferHeader(c.userId, c.toUserId);
    return [c.publicId, h.kind, h.reason, h.reference, h.userId, h.counterpartyUserId, c.now];
  });
  const ids = yield* rowsOf(raw<{ id: number; public_id: string }>(INSERT_TXS, [JSON.stringify(txs)]));
  const txIdOf = new Map(ids.map((r) => [r.public_id, Number(r.id)]));
  const entryRows = entries.map(
    (e) =>
      `[${txIdOf.get(e.publicId)},${e.accountId},${JSON.stringify(e.coin)},${e.amount},"${e.role}",${e.after - e.amount},${e.after},${e.now}]`,
  );
  yield* rowsOf(raw(INSERT_ENTRIES, [`[${entryRows.join(',')}]`]));
  const changed = [...accounts.values()].filter((a) => a.changed).map((a) => `[${a.id},${a.balance}]`);
  yield* rowsOf(raw(UPDATE_BALANCES, [`[${changed.join(',')}]`]));
  const recordRows = posted.map((c) => [c.userId, c.key, c.hash, c.response, c.now]);
  yield* rowsOf(raw(INSERT_RECORDS, [JSON.stringify(recordRows)]));
}

function raw<R = unknown>(sql: string, parameters: unknown[]) {
  return boundRaw(CompiledQuery.raw(sql, parameters) as CompiledQuery<R>);
}
