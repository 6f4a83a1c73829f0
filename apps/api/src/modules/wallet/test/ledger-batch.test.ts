import { Worker } from 'node:worker_threads';
import { BodyCode } from '@app/shared';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthTestApp, buildAuthTestApp } from '../../../../test/helpers/sign-in';
import { SqliteStatements } from '../../../db/sqlite-statements';
import { writeTransaction } from '../../../db/transaction';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import { requestHash } from '../idempotency';
import { MAX_UNITS } from '../money';
import { WalletService } from '../wallet.service';
import { auditBreaches, countLedgerTx, insertTestUsers, ledgerAccounts } from './helpers/wallet-ledger';

/**
 * The commit queue (db/commit-queue.ts) under the wallet: on SQLite money-moving calls made at once
 * share write transactions, each in its own savepoint. Those that fail inside a shared transaction (insufficient
 * funds, an idempotency conflict, an error after the ledger write) change nothing; the others commit;
 * copies of one key in one batch make one transaction; the ledger audit stays clean.
 */

const USERS = 6;
const FUNDS = 1_000n; // base units of WH each user starts with
const CALLS = 120;

type Planned =
  | { kind: 'ok'; from: number; to: number; amount: bigint; key: string }
  | { kind: 'lack'; from: number; to: number; amount: bigint; key: string }
  | { kind: 'throws'; from: number; to: number; amount: bigint; key: string }
  | { kind: 'conflict'; from: number; to: number; amount: bigint; key: string };

describe('money-moving calls made at once share a write transaction', () => {
  let t: AuthTestApp;
  let wallet: WalletService;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await buildAuthTestApp();
    // The write worker's path (off by default): the tests below count its transactions; the one with it
    // off runs the API thread's commit queue.
    wallet = new WalletService(t.db, { ...t.config.wallet, sqliteWriteWorker: true });
    ids.push(...(await insertTestUsers(t.db, 'lb', USERS, Date.now())));
    await writeTransaction(t.db, async (trx) => {
      for (const userId of ids) {
        await wallet.credit(trx, {
          userId,
          coin: 'WH',
          amount: FUNDS,
          from: 'issuance',
          reason: 'test',
          reference: '',
        });
      }
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (p: Planned) => ({ to_user_id: p.to, coin: 'WH', amount: String(p.amount) });

  /**
   * Counts SQLite's write transactions while `work` runs: those this thread begins (the commit queue)
   * and the batches sent to the wallet's write worker (db/write-worker.ts), each one transaction there.
   */
  async function countingSqliteTransactions<T>(work: () => Promise<T>) {
    const statements = vi.spyOn(SqliteStatements.prototype, 'run');
    const messages = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const result = await work();
      const inThread = statements.mock.calls.filter(([sql]) => sql === 'begin immediate').length;
      return { result, inThread, inWorker: messages.mock.calls.length };
    } finally {
      statements.mockRestore();
      messages.mockRestore();
    }
  }

  /** transferOnce answered as the API would: code 0 with the transaction's public id, or the refusal's body code. */
  const transferOutcome = (
    service: WalletService,
    p: { from: number; to: number; amount: bigint; key: string; coin?: 'WH' | 'KC' },
  ): Promise<{ code: number; txId?: string }> =>
    service
      .transferOnce(
        { userId: p.from, key: p.key, hash: requestHash('/t', { to: p.to, amount: String(p.amount) }) },
        { toUserId: p.to, coin: p.coin ?? 'WH', amount: p.amount },
        (_fee, publicId) => ({ txId: publicId }),
      )
      .then(
        (answer) => ({ code: 0, txId: answer.txId }),
        (error: unknown) => ({ code: error instanceof ApiError ? error.code : -1 }),
      );

  it('commits the good ones, leaves no trace of the failing ones, and keeps the audit clean', async () => {
    const before = new Map((await ledgerAccounts(t.db, ids)).map((r) => [`${r.userId}:${r.coin}`, r.balance]));
    const transfersBefore = await countLedgerTx(t.db, 'transfer');
    const plan: Planned[] = Array.from({ length: CALLS }, (_, i) => {
      const from = ids[i % USERS] as number;
      const to = ids[(i + 1 + (i % (USERS - 1))) % USERS] as number;
      const kind = (['ok', 'ok', 'lack', 'ok', 'throws', 'conflict'] as const)[i % 6] as Planned['kind'];
      const amount = kind === 'lack' ? FUNDS * 10n : BigInt(1 + (i % 5));
      return { kind, from, to: to === from ? (ids[(i + 2) % USERS] as number) : to, amount, key: `batch-${i}` };
    });
    // A conflict reuses the key of the 'ok' call two places before it (same user) with another body.
    for (const [i, p] of plan.entries()) {
      const earlier = plan[i - 2];
      if (p.kind === 'conflict' && earlier) Object.assign(p, { from: earlier.from, key: earlier.key });
    }
    const transactions = new Set<Transaction<DB>>();
    const outcomes = await Promise.all(
      plan.map(async (p) => {
        try {
          const answer = await wallet.once(p.from, p.key, requestHash('/t', body(p)), async (trx) => {
            transactions.add(trx);
            const done = await wallet.transfer(trx, p.from, p.to, 'WH', p.amount);
            if (p.kind === 'throws') throw new Error('fails after its ledger write');
            return { txId: done.txId, fee: String(done.fee) };
          });
          return { p, code: 0, answer };
        } catch (error) {
          return { p, code: error instanceof ApiError ? error.code : -1, answer: undefined };
        }
      }),
    );

    // On SQLite they were batched: far fewer write transactions than calls. PostgreSQL runs each call
    // in a short transaction of its own (commit-queue.ts says why; a conflicting copy that races its
    // key's first use does its work too, then loses at the record's insert and is rolled back whole);
    // the rest holds on both.
    if (t.config.database.kind === 'sqlite') expect(transactions.size).toBeLessThan(CALLS / 2);
    else expect(transactions.size).toBeGreaterThanOrEqual(plan.filter((p) => p.kind !== 'conflict').length);
    const expected = (p: Planned) =>
      ({ ok: 0, lack: BodyCode.BALANCE_LACK, throws: -1, conflict: BodyCode.IDEMPOTENCY_CONFLICT })[p.kind];
    // A key used twice (an 'ok' call and its conflicting copy): on SQLite the batch keeps call order,
    // so the first wins; on PostgreSQL the two race in parallel transactions and either may win, but
    // exactly one does and the other is told its key was used with another body.
    const pairedKeys = new Set(plan.filter((p) => p.kind === 'conflict').map((p) => p.key));
    const racing = (o: { p: Planned }) => t.config.database.kind !== 'sqlite' && pairedKeys.has(o.p.key);
    expect(
      outcomes.filter((o) => !racing(o) && o.code !== expected(o.p)).map((o) => ({ ...o.p, code: o.code })),
    ).toEqual([]);
    for (const key of t.config.database.kind === 'sqlite' ? [] : pairedKeys) {
      const codes = outcomes.filter((o) => o.p.key === key).map((o) => o.code);
      expect(
        codes.sort((a, b) => a - b),
        key,
      ).toEqual([0, BodyCode.IDEMPOTENCY_CONFLICT]);
    }

    // Exactly the good ones are in the ledger, once each, and the balances moved by them alone.
    const ok = outcomes.filter((o) => o.code === 0);
    expect(new Set(ok.map((o) => o.answer?.txId)).size).toBe(ok.length);
    expect((await countLedgerTx(t.db, 'transfer')) - transfersBefore).toBe(ok.length);
    const moved = new Map(before);
    for (const { p, answer } of ok) {
      const fee = BigInt(answer?.fee ?? '0');
      moved.set(`${p.from}:WH`, (moved.get(`${p.from}:WH`) ?? 0n) - p.amount - fee);
      moved.set(`${p.to}:WH`, (moved.get(`${p.to}:WH`) ?? 0n) + p.amount);
    }
    const after = new Map((await ledgerAccounts(t.db, ids)).map((r) => [`${r.userId}:${r.coin}`, r.balance]));
    for (const userId of ids) expect(after.get(`${userId}:WH`), `user ${userId}`).toBe(moved.get(`${userId}:WH`));

    // A failed call leaves no idempotency record: it can be retried with its key.
    const failedKeys = outcomes.filter((o) => o.p.kind === 'lack' || o.p.kind === 'throws').map((o) => o.p.key);
    const records = await t.db.selectFrom('idempotency_record').select('key').where('key', 'in', failedKeys).execute();
    expect(records).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('transfers by transferOnce made at once: SQLite runs them in shared batches in its write worker; failures leave nothing', async () => {
    const before = new Map((await ledgerAccounts(t.db, ids)).map((r) => [`${r.userId}:${r.coin}`, r.balance]));
    const transfersBefore = await countLedgerTx(t.db, 'transfer');
    const plan = Array.from({ length: CALLS }, (_, i) => {
      const from = ids[i % USERS] as number;
      const to = ids[(i + 1) % USERS] as number;
      const kind = (['ok', 'lack', 'ok', 'copy'] as const)[i % 4] as 'ok' | 'lack' | 'copy';
      // A copy repeats the key of the 'ok' call one place before it, with the same body: one transfer.
      const key = kind === 'copy' ? `sync-${i - 1}` : `sync-${i}`;
      const sender = kind === 'copy' ? (ids[(i - 1) % USERS] as number) : from;
      const receiver = kind === 'copy' ? (ids[i % USERS] as number) : to;
      return { kind, from: sender, to: receiver, amount: kind === 'lack' ? FUNDS * 10n : 2n, key };
    });
    const counted = await countingSqliteTransactions(() =>
      Promise.all(plan.map(async (p) => ({ kind: p.kind, ...(await transferOutcome(wallet, p)) }))),
    );
    const outcomes = counted.result;
    if (t.config.database.kind === 'sqlite') {
      // In the write worker, none in this thread.
      expect(counted.inWorker).toBeGreaterThan(0);
      expect(counted.inThread).toBe(0);
      expect(counted.inWorker).toBeLessThan(CALLS / 4);
    }
    expect(outcomes.filter((o) => o.code !== (o.kind === 'lack' ? BodyCode.BALANCE_LACK : 0))).toEqual([]);
    // Each copy answered exactly what its original did: one transfer per key.
    const firsts = outcomes.filter((o) => o.kind === 'ok');
    outcomes.forEach((o, i) => {
      if (o.kind === 'copy') expect(o.txId).toBe(outcomes[i - 1]?.txId);
    });
    expect((await countLedgerTx(t.db, 'transfer')) - transfersBefore).toBe(firsts.length);
    const moved = new Map(before);
    for (const p of plan) {
      if (p.kind !== 'ok') continue;
      const fee = wallet.transferFee(p.amount);
      moved.set(`${p.from}:WH`, (moved.get(`${p.from}:WH`) ?? 0n) - p.amount - fee);
      moved.set(`${p.to}:WH`, (moved.get(`${p.to}:WH`) ?? 0n) + p.amount);
    }
    const after = new Map((await ledgerAccounts(t.db, ids)).map((r) => [`${r.userId}:${r.coin}`, r.balance]));
    for (const userId of ids) expect(after.get(`${userId}:WH`), `user ${userId}`).toBe(moved.get(`${userId}:WH`));
    const lackKeys = plan.filter((p) => p.kind === 'lack').map((p) => p.key);
    expect(await t.db.selectFrom('idempotency_record').select('key').where('key', 'in', lackKeys).execute()).toEqual(
      [],
    );
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  /**
   * One batch holding a new recipient, a short sender, a balance too large, a copy and a conflict, sent
   * by `service`: each item answered alone, all of it one write transaction.
   */
  async function mixedBatch(service: WalletService, prefix: string) {
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    const [newcomer, rich] = await insertTestUsers(t.db, `${prefix}-lm`, 2, Date.now());
    // A balance near the limit, in a coin of its own (two money sources: conservation alone never passes it).
    await writeTransaction(t.db, async (trx) => {
      const credit = { coin: 'KC', reason: 'test', reference: '' } as const;
      // Each call from a money source of its own: two such credits from one would take it past the limit.
      const source = prefix === 'w' ? 'payments' : 'house';
      await service.credit(trx, { ...credit, userId: rich as number, amount: MAX_UNITS - 1n, from: source });
      await service.credit(trx, { ...credit, userId: d, amount: 100n, from: 'rewards' });
    });
    const wh = async (userIds: number[]) =>
      new Map((await ledgerAccounts(t.db, userIds)).filter((r) => r.coin === 'WH').map((r) => [r.userId, r.balance]));
    const before = await wh(ids);
    const dKc = async () => (await ledgerAccounts(t.db, [d])).find((r) => r.userId === d && r.coin === 'KC')?.balance;
    const dKcBefore = await dKc();
    const transfersBefore = await countLedgerTx(t.db, 'transfer');
    const plan: { name: string; from: number; to: number; amount: bigint; key: string; code: number; coin?: 'KC' }[] = [
      { name: 'to a newcomer', from: a, to: newcomer as number, amount: 5n, key: `${prefix}-mixed-1`, code: 0 },
      { name: 'short', from: b, to: c, amount: FUNDS * 100n, key: `${prefix}-mixed-2`, code: BodyCode.BALANCE_LACK },
      { name: 'after a short one of its sender', from: b, to: c, amount: 3n, key: `${prefix}-mixed-3`, code: 0 },
      {
        name: 'too large',
        from: d,
        to: rich as number,
        amount: 2n,
        key: `${prefix}-mixed-4`,
        code: BodyCode.INVALID_PARAMS,
        coin: 'KC',
      },
      { name: 'copy', from: a, to: newcomer as number, amount: 5n, key: `${prefix}-mixed-1`, code: 0 },
      { name: 'conflict', from: b, to: c, amount: 4n, key: `${prefix}-mixed-3`, code: BodyCode.IDEMPOTENCY_CONFLICT },
      { name: 'to a sender of the batch', from: e, to: a, amount: 1n, key: `${prefix}-mixed-7`, code: 0 },
    ];
    const calls = vi.spyOn(t.db, 'executeQuery');
    let outcomes: { name: string; code: number; txId?: string }[];
    let writeTransactions: number;
    try {
      const counted = await countingSqliteTransactions(() =>
        Promise.all(plan.map(async (p) => ({ name: p.name, ...(await transferOutcome(service, p)) }))),
      );
      outcomes = counted.result;
      writeTransactions =
        t.config.database.kind === 'sqlite'
          ? counted.inThread + counted.inWorker
          : calls.mock.calls.filter(([query]) => 'sql' in query && query.sql.includes('ledger_transfer_batch')).length;
    } finally {
      calls.mockRestore();
    }
    expect(writeTransactions).toBe(1);
    // A balance past the limit is INVALID_PARAMS on both databases (SQLite's steps once refused it with
    // the plain error of reading a balance past the exact-integer range: an HTTP 500).
    expect(outcomes.map((o) => [o.name, o.code])).toEqual(plan.map((p) => [p.name, p.code]));
    expect(outcomes[4]?.txId).toBe(outcomes[0]?.txId);
    expect((await countLedgerTx(t.db, 'transfer')) - transfersBefore).toBe(3);
    const fee = (amount: bigint) => service.transferFee(amount);
    const after = await wh([...ids, newcomer as number]);
    expect(after.get(newcomer as number)).toBe(5n);
    expect(after.get(a)).toBe((before.get(a) ?? 0n) - 5n - fee(5n) + 1n);
    expect(after.get(b)).toBe((before.get(b) ?? 0n) - 3n - fee(3n));
    expect(after.get(c)).toBe((before.get(c) ?? 0n) + 3n);
    expect(after.get(d)).toBe(before.get(d));
    expect(await dKc()).toBe(dKcBefore);
    const failedKeys = [`${prefix}-mixed-2`, `${prefix}-mixed-4`];
    expect(await t.db.selectFrom('idempotency_record').select('key').where('key', 'in', failedKeys).execute()).toEqual(
      [],
    );
    expect(await auditBreaches(t.db)).toEqual([]);
  }

  it('one batch holding a new recipient, a short sender, a balance too large, a copy and a conflict: each item answered alone, in one transaction on both databases', async () => {
    await mixedBatch(wallet, 'w');
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "the same mixed batch in the API thread's commit queue (sqlite-transfer-batch.ts, the write worker off): the same answers, one transaction",
    async () => {
      await mixedBatch(new WalletService(t.db, t.config.wallet), 'q');
    },
  );

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "SQLite with the write worker off (WALLET_SQLITE_WRITE_WORKER=off): transfers are items of this thread's commit queue, answered alike",
    async () => {
      const inThread = new WalletService(t.db, t.config.wallet);
      expect(t.config.wallet.sqliteWriteWorker).toBe(false);
      const [a, b] = ids as [number, number];
      const balance = async () =>
        (await ledgerAccounts(t.db, [a])).find((r) => r.userId === a && r.coin === 'WH')?.balance;
      const before = await balance();
      const transfer = (key: string, amount: bigint) => transferOutcome(inThread, { from: a, to: b, amount, key });
      const counted = await countingSqliteTransactions(() =>
        Promise.all([transfer('off-1', 3n), transfer('off-1', 3n), transfer('off-2', FUNDS * 100n)]),
      );
      expect(counted.inWorker).toBe(0);
      expect(counted.inThread).toBe(1);
      const [first, copy, short] = counted.result;
      expect([first?.code, copy?.code, short?.code]).toEqual([0, 0, BodyCode.BALANCE_LACK]);
      expect(copy?.txId).toBe(first?.txId);
      expect(await balance()).toBe((before as bigint) - 3n - inThread.transferFee(3n));
      expect(await auditBreaches(t.db)).toEqual([]);
    },
  );

  it('50 copies of one Idempotency-Key made at once make one transaction, all answered alike', async () => {
    const [from, to] = ids as [number, number];
    const transfersBefore = await countLedgerTx(t.db, 'transfer');
    const p = { to_user_id: to, coin: 'WH', amount: '3' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        wallet.once(from, 'batch-copies', requestHash('/t', p), async (trx) => {
          const done = await wallet.transfer(trx, from, to, 'WH', 3n);
          return { txId: done.txId };
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.txId)).size).toBe(1);
    expect((await countLedgerTx(t.db, 'transfer')) - transfersBefore).toBe(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
