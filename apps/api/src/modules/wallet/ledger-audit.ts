import { sql } from 'kysely';
import type { Db } from '../../db/types';
import { MONEY_SOURCES } from './ledger';

export interface AuditCheck {
  name: string;
  /** How many rows break the invariant. */
  breaches: number;
  /** Up to 5 of them, for the report. */
  examples: unknown[];
}

async function check(name: string, rows: Promise<unknown[]>): Promise<AuditCheck> {
  const found = await rows;
  return { name, breaches: found.length, examples: found.slice(0, 5) };
}

/**
 * Every invariant of the ledger, from the entries alone (npm run ledger:check):
 * each transaction balances per coin and has at least two entries; cached balances equal the sum of
 * their entries; no user account (nor any system account but the money sources) is below zero; each account's
 * entries form an unbroken chain (before = previous after, after = before + amount, first before 0);
 * pending holds equal what the holds accounts keep.
 */
export async function auditLedger(db: Db): Promise<AuditCheck[]> {
  return Promise.all([
    check(
      'every transaction balances per coin',
      db
        .selectFrom('ledger_entry')
        .select(['tx_id', 'coin', sql<string>`sum(amount)`.as('sum')])
        .groupBy(['tx_id', 'coin'])
        .having(sql`sum(amount)`, '<>', 0)
        .execute(),
    ),
    check(
      'every transaction has at least two entries',
      db
        .selectFrom('ledger_tx as t')
        .leftJoin('ledger_entry as e', 'e.tx_id', 't.id')
        .select(['t.id', sql<number>`count(e.id)`.as('entries')])
        .groupBy('t.id')
        .having(sql`count(e.id)`, '<', 2)
        .execute(),
    ),
    check(
      'cached balances equal the replayed entries',
      db
        .selectFrom('ledger_account as a')
        .leftJoin('ledger_entry as e', 'e.account_id', 'a.id')
        .select(['a.id', 'a.balance', sql<string>`coalesce(sum(e.amount), 0)`.as('replayed')])
        .groupBy(['a.id', 'a.balance'])
        .having(sql`coalesce(sum(e.amount), 0)`, '<>', sql.ref('a.balance'))
        .execute(),
    ),
    check(
      'no account below zero but the money sources',
      db
        .selectFrom('ledger_account')
        .select(['id', 'user_id', 'system_name', 'coin', 'balance'])
        .where('balance', '<', 0)
        .where((eb) => eb.or([eb('system_name', 'is', null), eb('system_name', 'not in', MONEY_SOURCES)]))
        .execute(),
    ),
    check(
      'entries chain balance before and after per account',
      db
        .selectFrom(
          db
            .selectFrom('ledger_entry')
            .select([
              'id',
              'account_id',
              'amount',
              'balance_before',
              'balance_after',
              sql<string | null>`lag(balance_after) over (partition by account_id order by id)`.as('previous_after'),
            ])
            .as('chained'),
        )
        .selectAll()
        .where((eb) =>
          eb.or([
            eb(sql`balance_before + amount`, '<>', sql.ref('balance_after')),
            eb.and([eb('previous_after', 'is', null), eb('balance_before', '<>', 0)]),
            eb.and([eb('previous_after', 'is not', null), eb(sql`balance_before`, '<>', sql.ref('previous_after'))]),
          ]),
        )
        .execute(),
    ),
    check(
      'pending holds equal the holds accounts',
      db
        .selectFrom('ledger_account as a')
        .select([
          'a.coin',
          'a.balance',
          (eb) =>
            eb
              .selectFrom('ledger_hold as h')
              .select(sql<string>`coalesce(sum(h.amount), 0)`.as('pending'))
              .whereRef('h.coin', '=', 'a.coin')
              .where('h.status', 'in', ['pending', 'settling'])
              .as('pending'),
        ])
        .where('a.system_name', '=', 'holds')
        .execute()
        .then((rows) =>
          rows.filter((r) => BigInt(r.balance as string | number) !== BigInt((r.pending ?? 0) as string | number)),
        ),
    ),
  ]);
}

/** How many transactions and entries the ledger holds (the ledger:check report's first line). */
export async function ledgerCounts(db: Db): Promise<{ txs: string; entries: string }> {
  return db
    .selectFrom('ledger_entry')
    .select((eb) => [eb.fn.countAll<string>().as('entries'), eb.fn.count<string>('tx_id').distinct().as('txs')])
    .executeTakeFirstOrThrow();
}
