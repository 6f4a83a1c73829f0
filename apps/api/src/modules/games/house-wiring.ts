import { houseGame, isHouseGameId } from '@app/shared/fair/house-games';
import type { Db, DbOrTrx } from '../../db/types';
import type { ConnectedProvider, DirectoryGame, GameDirectory, LaunchRequest } from './game-directory';
import type { HouseEngine, HouseEngines, HouseFairness } from './house-engines';

/**
 * The house games' engines are the shared ones (packages/shared/src/fair): the fairness page verifies
 * a round with the very code that played it. Params are checked (and given their defaults) by the
 * engine itself before every use.
 */
export const SHARED_HOUSE_ENGINES: HouseEngines = {
  engine(gameId): HouseEngine | undefined {
    if (!isHouseGameId(gameId)) return undefined;
    const game = houseGame(gameId);
    return {
      floatsNeeded: (params) => game.floatsNeeded(game.validateParams(params)),
      validateParams: (params) => void game.validateParams(params),
      play: (floats, params) => {
        const { multiplier, outcome } = game.play(floats, game.validateParams(params));
        return { multiplier, outcome };
      },
    };
  },
};

/** What the house provider uses of the fair module's service (modules/fair FairService). */
interface FairSeeds {
  beginRound(
    trx: DbOrTrx,
    userId: number,
    scope: string,
  ): Promise<{
    seedPairId: number;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    floats(count: number): Promise<number[]>;
  }>;
  serverSeedOf(seedPairId: number): Promise<{ serverSeed: string } | undefined>;
}

/**
 * A round's seeds and floats from the fair module: the next nonce of the player's current pair, taken
 * in a transaction of its own before the bet (a bet refused afterwards leaves a gap in the nonces,
 * which only means a round not played: every played round still verifies).
 */
export function fairSeedsFairness(db: Db, fair: FairSeeds): HouseFairness {
  return {
    async draw(userId, scope, count) {
      const round = await db.transaction().execute((trx) => fair.beginRound(trx, userId, scope));
      const { seedPairId, serverSeedHash, clientSeed, nonce } = round;
      return { seedPairId, serverSeedHash, clientSeed, nonce, floats: await round.floats(count) };
    },
    revealedSeed: async (seedPairId) => (await fair.serverSeedOf(seedPairId))?.serverSeed,
  };
}

/** What the games module reads of the catalogue's read port (modules/casino CasinoReadPort). */
interface CatalogueReadPort {
  gameById(id: string): Promise<DirectoryGame | undefined>;
  providerConfig(
    providerId: string,
  ): { configured: boolean; secret?: string; launchUrl(request: LaunchRequest): string | undefined } | undefined;
}

/**
 * The games directory over the catalogue (design seam 2): its games, and its providers that are
 * configured. The house provider's secret is the games module's own (GAMES_HOUSE_SECRET).
 */
export function catalogueDirectory(port: CatalogueReadPort, houseSecret: string): GameDirectory {
  return {
    gameById: (id) => port.gameById(id),
    provider(id): ConnectedProvider | undefined {
      const adapter = port.providerConfig(id);
      const secret = id === 'house' ? houseSecret : adapter?.secret;
      if (!adapter?.configured || !secret) return undefined;
      return {
        id,
        secret,
        launchUrl: (request) => {
          const url = adapter.launchUrl(request);
          if (url === undefined) throw new Error(`Provider ${id} is configured but builds no launch URL`);
          return url;
        },
      };
    },
  };
}
