import { parseUnits } from '@app/shared';
import { gameLaunch } from '@app/shared/games/launch-contracts';
import { casinoLimits, selfExclusion, setLossLimit } from '@app/shared/games/limit-contracts';
import { gameRound, gameRounds } from '@app/shared/games/round-contracts';
import { COIN_NAMES, COINS } from '@app/shared/wallet/coins';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import { coinOf } from './coin-of';
import type { GamesServices } from './games.services';

const signedIn = { auth: 'required' } as const;

/** Casino brand api (/casino/...): the player's launch, rounds, limits and self-exclusion. */
export async function registerCasinoGameRoutes(scope: FastifyInstance, services: GamesServices): Promise<void> {
  const { launch, limits, rounds, db, now, config } = services;

  const limitsOf = async (userId: number) => ({
    betLimits: COIN_NAMES.map((coin) => ({ coin, ...config.betLimits[coin] })),
    lossLimits: await limits.lossLimits(db, userId, now()),
    selfExcludedUntil: await limits.selfExcludedUntil(db, userId, now()),
  });

  registerEndpoint(
    scope,
    gameLaunch,
    async (input, request) => launch.launch(sessionOf(request).userId, request.ctx.locale, input),
    signedIn,
  );
  registerEndpoint(
    scope,
    gameRounds,
    async (input, request) => rounds.page(sessionOf(request).userId, input.gameId, input.cursor, input.limit),
    signedIn,
  );
  registerEndpoint(
    scope,
    gameRound,
    async (input, request) => rounds.one(sessionOf(request).userId, input.id),
    signedIn,
  );
  registerEndpoint(scope, casinoLimits, async (_input, request) => limitsOf(sessionOf(request).userId), signedIn);
  registerEndpoint(
    scope,
    setLossLimit,
    async (input, request) => {
      const userId = sessionOf(request).userId;
      const coin = coinOf(input.coin, 'coin');
      let wanted: bigint | null = null;
      if (input.dailyLossLimit !== null) {
        try {
          wanted = parseUnits(input.dailyLossLimit, COINS[coin].decimals);
        } catch (error) {
          throw invalidField('dailyLossLimit', (error as Error).message);
        }
        if (wanted <= 0n) throw invalidField('dailyLossLimit', 'must be greater than 0, or null for no limit');
        if (wanted > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidField('dailyLossLimit', 'is too large');
      }
      await limits.setLossLimit(db, userId, coin, wanted, now());
      return limitsOf(userId);
    },
    signedIn,
  );
  registerEndpoint(
    scope,
    selfExclusion,
    async (input, request) => ({ until: await limits.exclude(db, sessionOf(request).userId, input.days, now()) }),
    signedIn,
  );
}
