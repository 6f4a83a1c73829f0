import { formatUnits } from '@app/shared';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { ledgerRepository } from './ledger.repository';
import type { WalletPayees } from './wallet-users';

const fmt = (units: bigint, coin: string) => formatUnits(units, COINS[coin as CoinName].decimals);

/** What an entry means to its user, from its transaction's kind and its own sign and role. */
function kindOf(txKind: string, amount: bigint, role: string): string {
  if (role === 'fee') return 'fee';
  if (txKind === 'transfer') return amount < 0n ? 'transfer_out' : 'transfer_in';
  if (txKind === 'swap') return amount < 0n ? 'swap_out' : 'swap_in';
  if (txKind === 'hold') return 'hold';
  if (txKind === 'hold_void' || txKind === 'hold_expire') return 'hold_release';
  return txKind;
}

function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => number) {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return { page, next: more && last !== undefined ? String(cursorOf(last)) : '' };
}

/** The user's ledger as history pages (offchain_history, transfer_history). */
export class WalletHistory {
  constructor(
    private readonly db: DbOrTrx,
    private readonly payees: Pick<WalletPayees, 'names'>,
  ) {}

  /** offchain_history: the user's entries, newest first; the cursor is the last entry id seen. */
  async entries(userId: number, coin: CoinName | undefined, cursor: string | undefined, limit: number) {
    const rows = await ledgerRepository.userEntries(
      this.db,
      userId,
      coin,
      cursor ? Number(cursor) : undefined,
      limit + 1,
    );
    const { page, next } = pageOf(rows, limit, (r) => r.id);
    const counterpartyOf = (r: (typeof page)[number]) =>
      r.kind === 'transfer' ? ((r.amount < 0n ? r.counterpartyUserId : r.txUserId) ?? 0) : 0;
    const names = await this.payees.names(page.map(counterpartyOf).filter((id) => id > 0));
    return {
      list: page.map((r) => ({
        entry_id: String(r.id),
        tx_id: r.txPublicId,
        kind: kindOf(r.kind, r.amount, r.role),
        coin: r.coin as CoinName,
        amount: fmt(r.amount, r.coin),
        balance_after: fmt(r.balanceAfter, r.coin),
        reason: r.reason,
        counterparty_user_id: counterpartyOf(r),
        counterparty_name: names.get(counterpartyOf(r))?.displayName ?? '',
        created_at: r.createdAt,
      })),
      next_cursor: next,
    };
  }

  /** transfer_history: one row per transfer the user sent or received; the cursor is the last tx id. */
  async transfers(userId: number, coin: CoinName | undefined, cursor: string | undefined, limit: number) {
    const rows = await ledgerRepository.userTransfers(
      this.db,
      userId,
      coin,
      cursor ? Number(cursor) : undefined,
      limit + 1,
    );
    const { page, next } = pageOf(rows, limit, (r) => r.txId);
    const entries = await ledgerRepository.entriesOfTxs(
      this.db,
      page.map((r) => r.txId),
    );
    // One query for every name on the page.
    const names = await this.payees.names(page.map((r) => (r.fromUserId === userId ? r.toUserId : r.fromUserId)));
    return {
      list: page.map((r) => {
        const own = entries.filter((e) => e.txId === r.txId);
        const main = own.find((e) => e.role === 'main' && e.userId === r.toUserId && e.amount > 0n);
        const fee = own.find((e) => e.role === 'fee');
        const coinOf = main?.coin ?? own[0]?.coin ?? 'WH';
        const out = r.fromUserId === userId;
        const counterparty = out ? r.toUserId : r.fromUserId;
        const who = names.get(counterparty);
        return {
          tx_id: r.txPublicId,
          direction: out ? ('out' as const) : ('in' as const),
          coin: coinOf as CoinName,
          amount: fmt(main?.amount ?? 0n, coinOf),
          fee: fmt(fee ? -fee.amount : 0n, coinOf),
          counterparty_user_id: counterparty,
          counterparty_username: who?.username ?? '',
          counterparty_name: who?.displayName ?? '',
          counterparty_head_url: who?.headUrl ?? '',
          created_at: r.createdAt,
        };
      }),
      next_cursor: next,
    };
  }
}
