import type { ModuleDeps } from '../module-deps';
import { ConnectionService, type SignInProviderTokens } from './connection.service';
import { type FollowTaskPorts, FollowTaskService } from './follow-task.service';
import { SocialNetworks } from './network/networks';
import type { SocialConfig } from './social.config';

export interface SocialServices {
  connections: ConnectionService;
  followTasks: FollowTaskService;
}

export interface SocialDeps extends FollowTaskPorts {
  /** auth's sign-in providers: get_token of their media types keeps their token as before. */
  signInProviders: SignInProviderTokens;
  /** The clock of token expiry and tasks; compose.ts gives the job runner's, so a moved clock moves both. */
  clock?: () => number;
}

export function createSocialServices(
  { config, database, jobs }: ModuleDeps<SocialConfig>,
  deps: SocialDeps,
): SocialServices {
  const now = deps.clock ?? (() => Date.now());
  const connections = new ConnectionService(
    database.db,
    new SocialNetworks(config.networks, now),
    config.tokenKey,
    deps.signInProviders,
    now,
  );
  const followTasks = new FollowTaskService(database.db, deps, connections, jobs, now);
  followTasks.registerJobs();
  return { connections, followTasks };
}
