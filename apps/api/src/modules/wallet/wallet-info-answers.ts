import { getWalletInfo } from '@app/shared/wallet/balance-contracts';
import type { ChangeVersion } from '../../db/change-version';
import { answerWriter, type SerializedAnswer } from '../../lib/route';
import type { BalanceRow } from './balance.repository';
import { type WalletBalances, walletInfoOf } from './wallet-balances';

type Answer = SerializedAnswer<typeof getWalletInfo>;

interface Kept {
  /** The database's change version read before `rows` were read (undefined: none to compare). */
  version: string | undefined;
  /** The statement's rows, as one string: the answer is a function of these and str_amount alone. */
  rows: string;
  /** By str_amount: [numbers, decimal strings]. */
  answers: [Answer | undefined, Answer | undefined];
}

/** Users kept at most; when full, all go (a quiet spell's bound, as the session cache's). */
const MAX_USERS = 5_000;

const write = answerWriter(getWalletInfo);

/** Every value of every row, in the statement's order; prices and decimals included. */
function keyOf(rows: readonly BalanceRow[]): string {
  let key = '';
  for (const r of rows) key += `${r.code}:${r.decimals}:${r.usdt_price_e12}:${r.balance};`;
  return key;
}

/**
 * get_wallet_info answers, written once per user and kept until that user's balances or a coin's
 * price or decimals change (docs/decisions.md, "API cost per request, third pass"). The answer is a
 * function of the balance statement's rows and str_amount only, so:
 * - when the database's change version (db/change-version.ts: SQLite's data_version with this
 *   connection's total_changes) is the one read before the kept rows were read, no row of the
 *   database has changed since, in any process: the kept answer is sent without a query;
 * - otherwise (a write anywhere, or PostgreSQL, which has no cheap version) the statement runs, and
 *   when its rows equal the kept ones the kept text is sent, without formatting or serialising again.
 * Anything that changes the answer changes a row, so nothing stale is ever sent. Each entry's version
 * was read before a read that returned its rows; a write in between leaves it under a version that
 * is never current again.
 */
export class WalletInfoAnswers {
  private readonly kept = new Map<number, Kept>();

  constructor(
    private readonly balances: WalletBalances,
    private readonly changeVersion: ChangeVersion,
  ) {}

  async answer(userId: number, strAmount: boolean): Promise<Answer> {
    const slot = strAmount ? 1 : 0;
    const version = this.changeVersion();
    let entry = this.kept.get(userId);
    const kept = entry?.answers[slot];
    if (kept !== undefined && version !== undefined && version === entry?.version) return kept;
    const rows = await this.balances.read(userId);
    const key = keyOf(rows);
    if (entry === undefined || entry.rows !== key) {
      if (this.kept.size >= MAX_USERS) this.kept.clear();
      entry = { version, rows: key, answers: [undefined, undefined] };
      this.kept.set(userId, entry);
    } else {
      // The same rows, read after `version` was: the kept answers are current under it.
      entry.version = version;
    }
    entry.answers[slot] ??= write(walletInfoOf(rows, strAmount));
    return entry.answers[slot];
  }
}
