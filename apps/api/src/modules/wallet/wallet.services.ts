import type { ModuleDeps } from '../module-deps';
import type { WalletConfig } from './wallet.config';
import { WalletService } from './wallet.service';
import { WalletBalances } from './wallet-balances';
import { WalletHistory } from './wallet-history';
import type { WalletUsers } from './wallet-users';

export interface WalletServices {
  /** The off-chain ledger's rules; the only way balances change. */
  wallet: WalletService;
  /** The balance reads of the wallet screens. */
  balances: WalletBalances;
  history: WalletHistory;
  /** Users as the auth module keeps them (recipients, names, profile addresses). */
  users: WalletUsers;
  config: WalletConfig;
}

export function createWalletServices(
  { config, database }: ModuleDeps<WalletConfig>,
  users: WalletUsers,
): WalletServices {
  return {
    wallet: new WalletService(database.db, config),
    balances: new WalletBalances(database.db),
    history: new WalletHistory(database.db, users),
    users,
    config,
  };
}
