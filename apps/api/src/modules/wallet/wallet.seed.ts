import { parseUnits } from '@app/shared';
import { COIN_NAMES, COINS } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { postTransaction, systemAccount } from './ledger';
import { ledgerRepository } from './ledger.repository';

/** Whole coins the demo issues to each budget, per coin. */
const DEMO_FUNDING = { swap_liquidity: '1000000', rewards: '1000000' } as const;

/**
 * Demo money: the swap liquidity and the rewards budget of every coin, issued once (a budget that has
 * ever received money is left alone), through the ledger like any other movement.
 */
export async function seedLedger(trx: DbOrTrx, now: number): Promise<void> {
  for (const coin of COIN_NAMES) {
    const issuance = systemAccount('issuance', coin);
    for (const [budget, whole] of Object.entries(DEMO_FUNDING) as [keyof typeof DEMO_FUNDING, string][]) {
      const account = systemAccount(budget, coin);
      if (await ledgerRepository.hasEntries(trx, account)) continue;
      const amount = parseUnits(whole, COINS[coin].decimals);
      await postTransaction(
        trx,
        { kind: 'credit', reason: `seed_${budget}`, reference: 'demo', userId: null, counterpartyUserId: null },
        [
          { account: issuance, amount: -amount },
          { account, amount },
        ],
        now,
      );
    }
  }
}
