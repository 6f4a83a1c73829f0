import { compiledQuery } from '../../db/compiled-query';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from './money';

/**
 * Every coin with its price and the user's balance of it (0 without an account): the reads of
 * balances (get_wallet_info, user_asset, total_asset_in_usdt) take this one statement, built and
 * compiled once, instead of one for the balances and one for the prices. Prices are read with the
 * balances, so an operator's new price shows at the next read, from any API process.
 */
const balancesWithPrices = compiledQuery((db, v: { userId: number }) =>
  db
    .selectFrom('coin as c')
    .leftJoin('ledger_account as a', (join) => join.onRef('a.coin', '=', 'c.code').on('a.user_id', '=', v.userId))
    .select(['c.code', 'c.decimals', 'c.usdt_price_e12', 'a.balance']),
);

/** A row of that statement as the driver returns it. */
export type BalanceRow = Awaited<ReturnType<typeof balancesWithPrices>>[number];

export interface CoinBalance {
  code: string;
  decimals: number;
  priceE12: bigint;
  units: bigint;
}

/** SQL of the balance reads. */
export const balanceRepository = {
  /** The rows as read: wallet-info-answers.ts compares them with those of a kept answer. */
  rowsOf(db: DbOrTrx, userId: number): Promise<BalanceRow[]> {
    return balancesWithPrices(db, { userId });
  },

  /** Each coin's row as amounts. */
  byCoin(rows: readonly BalanceRow[]): Map<string, CoinBalance> {
    return new Map(
      rows.map((r) => [
        r.code,
        {
          code: r.code,
          decimals: Number(r.decimals),
          priceE12: toUnits(r.usdt_price_e12),
          units: r.balance === null ? 0n : toUnits(r.balance),
        },
      ]),
    );
  },
};
