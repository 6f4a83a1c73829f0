import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from './money';

export interface AccountRef {
  id: number;
  coin: string;
  /** A system account (fees, rewards, ...): shared by many transactions, so locked last. */
  system?: boolean;
}

/**
 * An account looked up first: on the transfer path it nearly always exists, and one statement is
 * cheaper than an insert that does nothing followed by the same lookup. When missing it is inserted
 * with ON CONFLICT DO NOTHING (safe when two transactions create it at once) and looked up again.
 */
async function findOrCreate(
  coin: string,
  system: boolean,
  lookup: () => { executeTakeFirst(): Promise<{ id: unknown } | undefined> },
  insert: () => { execute(): Promise<unknown> },
): Promise<AccountRef> {
  const found = await lookup().executeTakeFirst();
  if (found) return { id: Number(found.id), coin, system };
  await insert().execute();
  const created = await lookup().executeTakeFirst();
  if (!created) throw new Error(`a ${coin} ledger account is missing after its insert`);
  return { id: Number(created.id), coin, system };
}

/** SQL of the ledger tables. Money columns are converted with toUnits (bigint), never Number(). */
export const ledgerRepository = {
  async coins(db: DbOrTrx) {
    const rows = await db.selectFrom('coin').select(['code', 'decimals', 'usdt_price_e12']).orderBy('code').execute();
    return rows.map((r) => ({ code: r.code, decimals: Number(r.decimals), priceE12: toUnits(r.usdt_price_e12) }));
  },

  async setPrice(db: DbOrTrx, code: string, priceE12: bigint, now: number): Promise<void> {
    await db.updateTable('coin').set({ usdt_price_e12: priceE12, updated_at: now }).where('code', '=', code).execute();
  },

  /** The user's account of a coin, created on first use. */
  async userAccount(db: DbOrTrx, userId: number, coin: string, now: number): Promise<AccountRef> {
    return findOrCreate(
      coin,
      false,
      () => db.selectFrom('ledger_account').select('id').where('user_id', '=', userId).where('coin', '=', coin),
      () =>
        db
          .insertInto('ledger_account')
          .values({ user_id: userId, coin, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'coin']).doNothing()),
    );
  },

  /** A system account of a coin, created on first use. */
  async systemAccount(
    db: DbOrTrx,
    name: string,
    coin: string,
    allowNegative: boolean,
    now: number,
  ): Promise<AccountRef> {
    return findOrCreate(
      coin,
      true,
      () => db.selectFrom('ledger_account').select('id').where('system_name', '=', name).where('coin', '=', coin),
      () =>
        db
          .insertInto('ledger_account')
          .values({ system_name: name, coin, allow_negative: allowNegative ? 1 : 0, created_at: now })
          .onConflict((oc) => oc.columns(['system_name', 'coin']).doNothing()),
    );
  },

  async insertTx(
    db: DbOrTrx,
    tx: {
      publicId: string;
      kind: string;
      reason: string;
      reference: string;
      userId: number | null;
      counterpartyUserId: number | null;
      now: number;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('ledger_tx')
      .values({
        public_id: tx.publicId,
        kind: tx.kind,
        reason: tx.reason,
        reference: tx.reference,
        user_id: tx.userId,
        counterparty_user_id: tx.counterpartyUserId,
        created_at: tx.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /**
   * Adds `delta` to the balance unless that would take a non-negative account below zero, in the same
   * statement (no read-then-write). Returns the balance after, or undefined when refused.
   */
  async applyDelta(db: DbOrTrx, accountId: number, delta: bigint): Promise<bigint | undefined> {
    const row = await db
      .updateTable('ledger_account')
      .set({ balance: sql`balance + ${delta}` })
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('allow_negative', '=', 1), eb(sql`balance + ${delta}`, '>=', 0)]))
      .returning('balance')
      .executeTakeFirst();
    return row ? toUnits(row.balance) : undefined;
  },

  /** A transaction's entries in one statement (one round trip on PostgreSQL). */
  async insertEntries(
    db: DbOrTrx,
    entries: {
      txId: number;
      accountId: number;
      coin: string;
      amount: bigint;
      role: string;
      after: bigint;
      now: number;
    }[],
  ): Promise<void> {
    await db
      .insertInto('ledger_entry')
      .values(
        entries.map((e) => ({
          tx_id: e.txId,
          account_id: e.accountId,
          coin: e.coin,
          amount: e.amount,
          role: e.role,
          balance_before: e.after - e.amount,
          balance_after: e.after,
          created_at: e.now,
        })),
      )
      .execute();
  },

  async hasEntries(db: DbOrTrx, accountId: number): Promise<boolean> {
    const row = await db
      .selectFrom('ledger_entry')
      .select('id')
      .where('account_id', '=', accountId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  async balances(db: DbOrTrx, userId: number) {
    const rows = await db
      .selectFrom('ledger_account')
      .select(['coin', 'balance'])
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map((r) => [r.coin, toUnits(r.balance)]));
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
