/**
 * What the games module reads of the catalogue (design seam 2): a game by id with its provider and
 * whether it is enabled. The composition root fills it with the catalogue's read port; tests and the
 * branch before the catalogue's merge use the built-in list below.
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
}

/** The house games (fair helper's engines) and the sandbox provider's games, until the catalogue is wired. */
export const BUILT_IN_GAMES: readonly DirectoryGame[] = [
  { id: 'house-tiger', providerId: 'house', enabled: true, maxWinMultiplier: 1000 },
  { id: 'house-crash', providerId: 'house', enabled: true, maxWinMultiplier: 1000 },
  { id: 'house-dice', providerId: 'house', enabled: true, maxWinMultiplier: 9900 },
  { id: 'house-mines', providerId: 'house', enabled: true, maxWinMultiplier: 10000 },
  { id: 'house-wheel', providerId: 'house', enabled: true, maxWinMultiplier: 50 },
  { id: 'pg-fortune-ox', providerId: 'pg', enabled: true, maxWinMultiplier: 2000 },
];

export function listDirectory(games: readonly DirectoryGame[]): GameDirectory {
  const byId = new Map(games.map((g) => [g.id, g]));
  return { gameById: (id) => byId.get(id) };
}
