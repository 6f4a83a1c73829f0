import { CompiledQuery } from 'kysely';
import { boundRaw, rowsOf, type Steps } from '../../db/statement-steps';
import { type AccountAfter, type AccountKey, type EntryRow, ledgerRepository } from './ledger.repository';
import { toUnits } from './money';

/** A leg of the account updated last, whose balances are known only once it is updated. */
export interface OwnLeg {
  amount: bigint;
  role: string;
}

/** The entries of one account's legs, in leg order, chained up to its balance after the update. */
export function chainedEntries(after: AccountAfter, coin: string, legs: OwnLeg[]): EntryRow[] {
  let balance = after.balance - legs.reduce((sum, leg) => sum + leg.amount, 0n);
  return legs.map((leg) => {
    balance += leg.amount;
    return { accountId: after.id, coin, amount: leg.amount, role: leg.role, after: balance };
  });
}

/**
 * The last account's update (in lock order: the coin's fees account on a transfer, the row every
 * transfer shares) together with all of the transaction's entries: `entries` of the accounts updated
 * before it, then those of its own legs. Answers undefined, having changed nothing, when the update
 * was refused or the account does not exist.
 *
 * On PostgreSQL this is one statement (the update in a CTE, the entries inserted from it), so the
 * shared row is held one round trip less: after it come only the idempotency record and COMMIT. On
 * SQLite, where a statement costs no round trip, it is the update and then the insert.
 */
export function* addToLastAccount(
  postgres: boolean,
  account: AccountKey,
  legs: OwnLeg[],
  txId: number,
  entries: EntryRow[],
  now: number,
): Steps<AccountAfter | undefined> {
  const delta = legs.reduce((sum, leg) => sum + leg.amount, 0n);
  if (!postgres) {
    const after = yield* ledgerRepository.addToBalance(account, delta);
    if (after)
      yield* ledgerRepository.insertEntries(txId, [...entries, ...chainedEntries(after, account.coin, legs)], now);
    return after;
  }
  const byUser = account.userId !== undefined;
  const parameters: unknown[] = [delta, byUser ? account.userId : account.system, account.coin, txId, now];
  // Own legs name no account (null) and carry their balance after as an offset from the new balance.
  let offset = -delta;
  const rows = [
    ...entries.map((e) => [e.accountId, e.coin, e.amount, e.role, e.after]),
    ...legs.map((leg) => {
      offset += leg.amount;
      return [null, account.coin, leg.amount, leg.role, offset];
    }),
  ];
  for (const row of rows) parameters.push(...row);
  const [row] = yield* rowsOf(
    boundRaw(
      CompiledQuery.raw(postgresStatement(byUser, rows.length), parameters) as CompiledQuery<{
        id: number;
        balance: string;
      }>,
    ),
  );
  return row && { id: Number(row.id), balance: toUnits(row.balance) };
}

const statements = new Map<string, string>();

/** The statement text for an owner kind and an entry count, made once each. */
function postgresStatement(byUser: boolean, count: number): string {
  const key = `${byUser}:${count}`;
  let text = statements.get(key);
  if (!text) {
    const values = Array.from({ length: count }, (_, i) => {
      const p = 6 + i * 5;
      return `(${i}, $${p}::integer, $${p + 1}::varchar, $${p + 2}::bigint, $${p + 3}::varchar, $${p + 4}::bigint)`;
    });
    text = `with f as (
  update ledger_account set balance = balance + $1::bigint
  where ${byUser ? 'user_id = $2::integer' : 'system_name = $2::varchar'} and coin = $3::varchar
    and (allow_negative = 1 or balance + $1::bigint >= 0)
  returning id, balance
), e as (
  insert into ledger_entry (tx_id, account_id, coin, amount, role, balance_before, balance_after, created_at)
  select $4::integer, coalesce(v.account_id, f.id), v.coin, v.amount, v.role,
    v.after_ + case when v.account_id is null then f.balance else 0 end - v.amount,
    v.after_ + case when v.account_id is null then f.balance else 0 end, $5::bigint
  from (values ${values.join(', ')}) as v(ord, account_id, coin, amount, role, after_)
  cross join f
  order by v.ord
)
select id, balance from f`;
    statements.set(key, text);
  }
  return text;
}
