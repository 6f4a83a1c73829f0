import { CommitQueue } from '../../db/commit-queue';
import type { ModuleDeps } from '../module-deps';
import type { GameDirectory } from './game-directory';
import { GameLaunch } from './game-launch';
import type { GamesConfig } from './games.config';
import type { HouseEngines, HouseFairness } from './house-engines';
import { HouseProvider } from './house-provider';
import { LaunchTokens } from './launch-token';
import { ProviderWallet } from './provider-wallet';
import { ResponsibleLimits } from './responsible-limits';
import { RoundHistory } from './round-history';

export interface GamesServices {
  launch: GameLaunch;
  /** Our side of the provider wallet protocol (third parties over HTTP, the house in-process). */
  wallet: ProviderWallet;
  house: HouseProvider;
  limits: ResponsibleLimits;
  rounds: RoundHistory;
  config: GamesConfig;
  db: ModuleDeps['database']['db'];
  now: () => number;
}

/** What the games module uses of other modules, passed in by the composition root. */
export interface GamesDeps {
  directory: GameDirectory;
  engines: HouseEngines;
  fairness: HouseFairness;
  /** Tests move the clock (token expiry, the 24 hours of a raised limit, self-exclusion). */
  clock?: () => number;
}

export function createGamesServices({ config, database }: ModuleDeps<GamesConfig>, deps: GamesDeps): GamesServices {
  const now = deps.clock ?? (() => Date.now());
  const db = database.db;
  const tokens = new LaunchTokens(config.launchSecret);
  const limits = new ResponsibleLimits(config.betLimits);
  // Its own commit queue: on SQLite the wallet's batches and these take turns on the one connection.
  const wallet = new ProviderWallet(db, new CommitQueue(db), deps.directory, limits, tokens, now);
  const houseProvider = deps.directory.provider('house');
  if (!houseProvider) throw new Error('The house provider must be connected (the catalogue always has it)');
  const house = new HouseProvider(db, houseProvider, wallet, deps.engines, deps.fairness, tokens, now);
  return {
    launch: new GameLaunch(db, config, deps.directory, limits, tokens, now),
    wallet,
    house,
    limits,
    rounds: new RoundHistory(db, deps.fairness),
    config,
    db,
    now,
  };
}
