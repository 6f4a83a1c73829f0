import type { ThirdPartyService } from '../auth';
import type { ModuleDeps } from '../module-deps';
import type { AppConfigSettings } from './app-config.config';
import { ClientConfigService, type SignInOptions } from './client-config.service';

export interface AppConfigServices {
  clientConfig: ClientConfigService;
  /** The auth module's third-party service: POST /api/social_media/get_token keeps a provider token. */
  thirdParty: Pick<ThirdPartyService, 'keepTokenFor'>;
}

export function createAppConfigServices(
  { config }: ModuleDeps<AppConfigSettings>,
  auth: { signIn: SignInOptions; thirdParty: ThirdPartyService },
): AppConfigServices {
  return { clientConfig: new ClientConfigService(config, auth.signIn), thirdParty: auth.thirdParty };
}
