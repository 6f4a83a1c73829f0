import type { ModuleDeps } from '../module-deps';
import type { WalletConfig } from './wallet.config';
import { WalletService } from './wallet.service';
import { WalletHistory } from './wallet-history';
import type { WalletUsers } from './wallet-users';

export interface WalletServices {
  /** The off-chain ledger's rules; the only way balances change. */
  wallet: WalletService;
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
    history: new WalletHistory(database.db, users),
    users,
    config,
  };
}
