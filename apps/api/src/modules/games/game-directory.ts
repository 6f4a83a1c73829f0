/**
 * What the games module reads of the catalogue (design seam 2): a game by id with its provider and
 * whether it is enabled, and the providers connected (the catalogue's adapters, GAME_PROVIDER_<ID>_*).
 * The composition root fills it with the catalogue's read port; tests use listDirectory.
 */
export interface DirectoryGame {
  id: string;
  providerId: string;
  enabled: boolean;
  /** Most a round pays per 1 bet (the paytable's top prize); undefined: only the coin's max win applies. */
  maxWinMultiplier?: number;
}

export interface GameDirectory {
  gameById(id: string): DirectoryGame | undefined | Promise<DirectoryGame | undefined>;
  /** The provider when it is connected here (configured), else undefined: its games cannot be played. */
  provider(id: string): ConnectedProvider | undefined;
}

/** The session a launch hands the provider's game (its URL's query). */
export interface LaunchRequest {
  gameId: string;
  token: string;
  locale: string;
  coin: string;
  device: string;
  returnUrl: string;
}

/** A provider connected to this server: its protocol secret and how its game URL is built. */
export interface ConnectedProvider {
  id: string;
  secret: string;
  launchUrl(request: LaunchRequest): string;
}

/** Tests' directory: a fixed list of games and the providers connected. */
export function listDirectory(games: readonly DirectoryGame[], providers: readonly ConnectedProvider[]): GameDirectory {
  const byId = new Map(games.map((g) => [g.id, g]));
  const providerById = new Map(providers.map((p) => [p.id, p]));
  return { gameById: (id) => byId.get(id), provider: (id) => providerById.get(id) };
}
