import type { ModuleDeps } from '../module-deps';
import type { AppConfigSettings } from './app-config.config';
import { ClientConfigService, type SignInOptions } from './client-config.service';

export interface AppConfigServices {
  clientConfig: ClientConfigService;
}

export function createAppConfigServices(
  { config }: ModuleDeps<AppConfigSettings>,
  auth: { signIn: SignInOptions },
): AppConfigServices {
  return { clientConfig: new ClientConfigService(config, auth.signIn) };
}
