import { sql } from 'kysely';
import { compiledQuery } from '../../db/compiled-query';
import { rowsOf, type Steps } from '../../db/statement-steps';
import type { DbOrTrx } from '../../db/types';
import { balanceUnits, toUnits } from './money';

/** A ledger account by its owner: a user's account of a coin, or a named system account of a coin. */
export type AccountKey = { coin: string } & (
  | { userId: number; system?: undefined }
  | { system: string; userId?: undefined }
);

/** An account's balance after an update, and its id (the entries name it). */
export interface AccountAfter {
  id: number;
  balance: bigint;
}

/**
 * Adds `delta` to the balance unless that would take a non-negative account below zero, in the same
 * statement (no read-then-write, no lookup of the id first). No row: refused, or no such account.
 */
function addToAccountBy(owner: 'user_id' | 'system_name') {
  return compiledQuery((db, v: { delta: bigint; owner: number | string; coin: string }) =>
    db
      .updateTable('ledger_account')
      .set({ balance: sql`balance + ${v.delta}` })
      .where(owner, '=', v.owner)
      .where('coin', '=', v.coin)
      .where((eb) => eb.or([eb('allow_negative', '=', 1), eb(sql`balance + ${v.delta}`, '>=', 0)]))
      .returning(['id', 'balance']),
  );
}

const addToUserAccount = addToAccountBy('user_id');
const addToSystemAccount = addToAccountBy('system_name');

/** A ledger transaction's row: its header (ledger.ts TxHeader) and when. */
export type TxRow = {
  /** The id answers show (tx-public-id.ts); `id` stays the ledger's own key. */
  publicId: string;
  kind: string;
  reason: string;
  reference: string;
  userId: number | null;
  counterpartyUserId: number | null;
  now: number;
};

const insertTxRow = compiledQuery((db, v: TxRow) =>
  db
    .insertInto('ledger_tx')
    .values({
      public_id: v.publicId,
      kind: v.kind,
      reason: v.reason,
      reference: v.reference,
      user_id: v.userId,
      counterparty_user_id: v.counterpartyUserId,
      created_at: v.now,
    })
    .returning('id'),
);

export interface EntryRow {
  accountId: number;
  coin: string;
  amount: bigint;
  role: string;
  after: bigint;
}

/** Creates an account with a zero balance unless it exists (safe when two transactions race). */
function createAccountBy(owner: 'user_id' | 'system_name') {
  return compiledQuery((db, v: { owner: number | string; coin: string; allowNegative: number; now: number }) =>
    db
      .insertInto('ledger_account')
      .values({ [owner]: v.owner, coin: v.coin, allow_negative: v.allowNegative, created_at: v.now } as never)
      .onConflict((oc) => oc.columns([owner, 'coin']).doNothing()),
  );
}

const createUserAccount = createAccountBy('user_id');
const createSystemAccount = createAccountBy('system_name');

/** The entries insert of a transaction with `count` entries, one template per count (2 to 6 today). */
const entryInserts = new Map<number, ReturnType<typeof entriesInsert>>();

function entriesInsert(count: number) {
  return compiledQuery((db, v: Record<string, unknown>) =>
    db.insertInto('ledger_entry').values(
      Array.from({ length: count }, (_, i) => ({
        tx_id: v.txId as number,
        account_id: v[`account${i}`] as number,
        coin: v[`coin${i}`] as string,
        amount: v[`amount${i}`] as bigint,
        role: v[`role${i}`] as string,
        balance_before: v[`before${i}`] as bigint,
        balance_after: v[`after${i}`] as bigint,
        created_at: v.now as number,
      })),
    ),
  );
}

/**
 * SQL of the ledger tables. Money columns are converted with toUnits (bigint), never Number(). The
 * posting path's statements are steps (db/statement-steps.ts), so that the SQLite commit queue runs them
 * without a promise each.
 */
export const ledgerRepository = {
  async coins(db: DbOrTrx) {
    const rows = await db.selectFrom('coin').select(['code', 'decimals', 'usdt_price_e12']).orderBy('code').execute();
    return rows.map((r) => ({ code: r.code, decimals: Number(r.decimals), priceE12: toUnits(r.usdt_price_e12) }));
  },

  async setPrice(db: DbOrTrx, code: string, priceE12: bigint, now: number): Promise<void> {
    await db.updateTable('coin').set({ usdt_price_e12: priceE12, updated_at: now }).where('code', '=', code).execute();
  },

  /**
   * Adds `delta` to the account's balance unless a non-negative account would go below zero; answers
   * the account's id and balance after, or undefined when refused or when the account does not exist.
   */
  *addToBalance(account: AccountKey, delta: bigint): Steps<AccountAfter | undefined> {
    const [row] = yield* rowsOf(
      account.userId !== undefined
        ? addToUserAccount.with({ delta, owner: account.userId, coin: account.coin })
        : addToSystemAccount.with({ delta, owner: account.system, coin: account.coin }),
    );
    return row && { id: Number(row.id), balance: balanceUnits(row.balance) };
  },

  /** Creates the account with a zero balance unless it exists (safe when two transactions race). */
  *createAccount(account: AccountKey, allowNegative: boolean, now: number): Steps<void> {
    const values = { coin: account.coin, allowNegative: allowNegative ? 1 : 0, now };
    yield* rowsOf(
      account.userId !== undefined
        ? createUserAccount.with({ ...values, owner: account.userId })
        : createSystemAccount.with({ ...values, owner: account.system }),
    );
  },

  *insertTx(tx: TxRow): Steps<number> {
    const [row] = yield* rowsOf(insertTxRow.with(tx));
    if (!row) throw new Error('the ledger transaction insert returned no id');
    return Number(row.id);
  },

  /** A transaction's entries in one statement (one round trip on PostgreSQL). */
  *insertEntries(txId: number, entries: EntryRow[], now: number): Steps<void> {
    let insert = entryInserts.get(entries.length);
    if (!insert) {
      insert = entriesInsert(entries.length);
      entryInserts.set(entries.length, insert);
    }
    const values: Record<string, unknown> = { txId, now };
    entries.forEach((e, i) => {
      values[`account${i}`] = e.accountId;
      values[`coin${i}`] = e.coin;
      values[`amount${i}`] = e.amount;
      values[`role${i}`] = e.role;
      values[`before${i}`] = e.after - e.amount;
      values[`after${i}`] = e.after;
    });
    yield* rowsOf(insert.with(values));
  },

  /** Whether the account has ever been posted to (a missing account has not). */
  async hasEntries(db: DbOrTrx, account: AccountKey): Promise<boolean> {
    let query = db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .select('e.id')
      .where('a.coin', '=', account.coin);
    query =
      account.userId !== undefined
        ? query.where('a.user_id', '=', account.userId)
        : query.where('a.system_name', '=', account.system);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  },

  /** A user's entries, newest first, with what their transaction says about them. */
  async userEntries(
    db: DbOrTrx,
    userId: number,
    coin: string | undefined,
    beforeId: number | undefined,
    limit: number,
  ) {
    let query = db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_tx as t', 't.id', 'e.tx_id')
      .select([
        'e.id',
        'e.tx_id',
        'e.coin',
        'e.amount',
        'e.role',
        'e.balance_after',
        'e.created_at',
        't.public_id',
        't.kind',
        't.reason',
        't.user_id as tx_user_id',
        't.counterparty_user_id',
      ])
      .where('a.user_id', '=', userId);
    if (coin) query = query.where('e.coin', '=', coin);
    if (beforeId !== undefined) query = query.where('e.id', '<', beforeId);
    const rows = await query.orderBy('e.id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: Number(r.id),
      txId: Number(r.tx_id),
      txPublicId: r.public_id,
      coin: r.coin,
      amount: toUnits(r.amount),
      role: r.role,
      balanceAfter: toUnits(r.balance_after),
      createdAt: Number(r.created_at),
      kind: r.kind,
      reason: r.reason,
      txUserId: r.tx_user_id === null ? null : Number(r.tx_user_id),
      counterpartyUserId: r.counterparty_user_id === null ? null : Number(r.counterparty_user_id),
    }));
  },

  /** Transfers the user sent or received, newest first (one row per transaction). */
  async userTransfers(
    db: DbOrTrx,
    userId: number,
    coin: string | undefined,
    beforeTxId: number | undefined,
    limit: number,
  ) {
    let query = db
      .selectFrom('ledger_tx as t')
      .select(['t.id', 't.public_id', 't.user_id', 't.counterparty_user_id', 't.created_at', 't.reference'])
      .where('t.kind', '=', 'transfer')
      .where((eb) => eb.or([eb('t.user_id', '=', userId), eb('t.counterparty_user_id', '=', userId)]));
    if (coin) {
      query = query.where((eb) =>
        eb.exists(
          eb.selectFrom('ledger_entry as e').select('e.id').whereRef('e.tx_id', '=', 't.id').where('e.coin', '=', coin),
        ),
      );
    }
    if (beforeTxId !== undefined) query = query.where('t.id', '<', beforeTxId);
    const rows = await query.orderBy('t.id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      txId: Number(r.id),
      txPublicId: r.public_id,
      fromUserId: Number(r.user_id),
      toUserId: Number(r.counterparty_user_id),
      createdAt: Number(r.created_at),
    }));
  },

  async entriesOfTxs(db: DbOrTrx, txIds: number[]) {
    if (txIds.length === 0) return [];
    const rows = await db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .select(['e.tx_id', 'e.coin', 'e.amount', 'e.role', 'a.user_id', 'a.system_name'])
      .where('e.tx_id', 'in', txIds)
      .orderBy('e.id')
      .execute();
    return rows.map((r) => ({
      txId: Number(r.tx_id),
      coin: r.coin,
      amount: toUnits(r.amount),
      role: r.role,
      userId: r.user_id === null ? null : Number(r.user_id),
      systemName: r.system_name,
    }));
  },
};
