import type { Db } from '../../../../db/types';
import { MONEY_SOURCES } from '../../ledger';
import { type AuditCheck, auditLedger } from '../../ledger-audit';
import { toUnits } from '../../money';

/** One ledger account as the ledger tests read it: a user's or a system account's balance of a coin. */
export interface LedgerAccountRow {
  id: number;
  userId: number | null;
  systemName: string | null;
  coin: string;
  balance: bigint;
}

/**
 * Ledger accounts, balances as bigint whichever database answered: every account, or only the system
 * accounts and those of `userIds`.
 */
export async function ledgerAccounts(db: Db, userIds?: number[]): Promise<LedgerAccountRow[]> {
  let query = db.selectFrom('ledger_account').select(['id', 'user_id', 'system_name', 'coin', 'balance']);
  if (userIds) {
    query = query.where((eb) =>
      userIds.length > 0
        ? eb.or([eb('system_name', 'is not', null), eb('user_id', 'in', userIds)])
        : eb('system_name', 'is not', null),
    );
  }
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    userId: r.user_id === null ? null : Number(r.user_id),
    systemName: r.system_name,
    coin: r.coin,
    balance: toUnits(r.balance),
  }));
}

/** Sum of the balances per coin over the given accounts (all of them: 0 per coin, money only moves). */
export function coinTotals(rows: LedgerAccountRow[]): Record<string, string> {
  const totals: Record<string, bigint> = {};
  for (const r of rows) totals[r.coin] = (totals[r.coin] ?? 0n) + r.balance;
  return Object.fromEntries(
    Object.entries(totals)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([coin, sum]) => [coin, sum.toString()]),
  );
}

/** Accounts below zero other than issuance (the only account money may come from). */
export function negativeBalances(rows: LedgerAccountRow[]): LedgerAccountRow[] {
  return rows.filter((r) => r.balance < 0n && !MONEY_SOURCES.includes(r.systemName ?? ''));
}

/** The audit's checks that found breaches, with their examples (empty when the ledger is sound). */
export async function auditBreaches(db: Db): Promise<AuditCheck[]> {
  return (await auditLedger(db)).filter((c) => c.breaches > 0);
}

/** How many ledger transactions of a kind ('transfer', 'swap', ...) the database holds. */
export async function countLedgerTx(db: Db, kind: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_tx')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** JSON.stringify that writes bigints as strings (for failure messages and logs). */
export function show(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

/**
 * Users for service-level ledger tests, arranged straight in the auth module's table (the wallet
 * only needs their ids): `prefix` keeps usernames and invite codes apart between tests.
 */
export async function insertTestUsers(db: Db, prefix: string, count: number, now: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db
      .insertInto('app_user')
      .values({
        username: `${prefix}_${i}`,
        password_hash: null,
        phone: null,
        referrer_id: null,
        login_type: 'phone',
        invite_code: `${prefix.toUpperCase()}X${i}`,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}
