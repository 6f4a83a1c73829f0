import { mainModule } from './app-config/main.routes';
import { tgModule } from './auth/tg.routes';
import { userModule } from './auth/user.routes';
import { tasklibModule } from './tasklib/tasklib.routes';
import type { ServiceGroupModule } from './types';
import { walletModule } from './wallet/wallet.routes';

/**
 * Every service group served by this process, mounted under its group's mountPrefix
 * (packages/shared/src/constants/service-groups.ts). Add a group here and there.
 */
export const SERVICE_GROUP_MODULES: readonly ServiceGroupModule[] = [
  { group: 'main', register: mainModule },
  { group: 'tasklib', register: tasklibModule },
  { group: 'tg', register: tgModule },
  { group: 'user', register: userModule },
  { group: 'wallet', register: walletModule },
];
