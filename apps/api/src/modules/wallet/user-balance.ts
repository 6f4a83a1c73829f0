import type { CoinName } from '@app/shared/wallet/coins';
import { onPostgres } from '../../db/statement-steps';
import type { DbOrTrx } from '../../db/types';
import { balanceUnits } from './money';

/**
 * A player's balance of a coin read inside the caller's write transaction (0 without an account). On
 * PostgreSQL the account row is locked until the transaction ends, so a debit the caller sizes from
 * this balance (a reward's clawback, issue 15) cannot be overtaken by a spend in between.
 */
export async function userBalance(trx: DbOrTrx, userId: number, coin: CoinName): Promise<bigint> {
  let query = trx.selectFrom('ledger_account').select('balance').where('user_id', '=', userId).where('coin', '=', coin);
  if (onPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? balanceUnits(row.balance) : 0n;
}
