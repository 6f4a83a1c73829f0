import type { AuthServices } from '../auth';
import type { ModuleDeps } from '../module-deps';
import type { CasinoAuthConfig } from './casino-auth.config';
import { CasinoSignInService, GOOGLE_PROVIDER } from './casino-sign-in.service';
import { HumanCheckService } from './human-check.service';
import { WebLoginService } from './web-login.service';

export interface CasinoAuthServices {
  signIn: CasinoSignInService;
  webLogin: WebLoginService;
  /** The human check; other modules ask `humanCheck.passed(userId, purpose)` before a recharge or a first game. */
  humanCheck: HumanCheckService;
  /** Whether OAUTH_PROVIDERS has the provider "google" (the login dialog hides the button otherwise). */
  googleConfigured: boolean;
}

/** What the composition root gives the module: the auth module's sign-in core and its public bot. */
export interface CasinoAuthPorts {
  auth: Pick<AuthServices, 'accounts' | 'otp' | 'thirdParty' | 'messenger'>;
  /** The bot of the web-login handshake (auth's TG_PUBLIC_BOT); '' when none is offered. */
  publicBot: string;
  /** The handshake's and the human check's clock (tests move it). */
  clock?: () => number;
}

export function createCasinoAuthServices(
  { config, database }: ModuleDeps<CasinoAuthConfig>,
  ports: CasinoAuthPorts,
): CasinoAuthServices {
  const now = ports.clock ?? (() => Date.now());
  const webLogin = new WebLoginService(database.db, ports.auth.accounts, ports.publicBot, now);
  return {
    signIn: new CasinoSignInService(database.db, ports.auth, config, webLogin, now),
    webLogin,
    humanCheck: new HumanCheckService(database.db, config.humanCheck, now),
    googleConfigured: ports.auth.thirdParty.oauth.providers.some((p) => p.media_type === GOOGLE_PROVIDER),
  };
}
