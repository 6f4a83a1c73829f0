import type { ModuleDeps } from '../module-deps';
import { RecipientLookup } from './recipient-lookup';
import type { WalletConfig } from './wallet.config';
import { WalletService } from './wallet.service';
import { WalletBalances } from './wallet-balances';
import { WalletHistory } from './wallet-history';
import { WalletInfoAnswers } from './wallet-info-answers';
import type { WalletCounters, WalletPayees, WalletUsers } from './wallet-users';

export interface WalletServices {
  /** The off-chain ledger's rules; the only way balances change. */
  wallet: WalletService;
  /** The balance reads of the wallet screens. */
  balances: WalletBalances;
  /** get_wallet_info's answers, kept per user while that user's rows stay the same. */
  walletInfo: WalletInfoAnswers;
  history: WalletHistory;
  /** Users as the auth module keeps them (profile addresses). */
  users: WalletUsers;
  /** Recipients and counterparties as payers see them. */
  payees: WalletPayees;
  recipients: RecipientLookup;
  config: WalletConfig;
}

/** What the wallet reads of the auth module, passed in by the composition root. */
export interface WalletUserDeps {
  users: WalletUsers;
  payees: WalletPayees;
  counters: WalletCounters;
}

export function createWalletServices(
  { config, database }: ModuleDeps<WalletConfig>,
  { users, payees, counters }: WalletUserDeps,
): WalletServices {
  const balances = new WalletBalances(database.db);
  return {
    wallet: new WalletService(database.db, config),
    balances,
    walletInfo: new WalletInfoAnswers(balances, database.changeVersion),
    history: new WalletHistory(database.db, payees),
    users,
    payees,
    recipients: new RecipientLookup(payees, counters),
    config,
  };
}
