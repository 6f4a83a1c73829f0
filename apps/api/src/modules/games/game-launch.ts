import { BodyCode } from '@app/shared';
import type { gameLaunch } from '@app/shared/games/launch-contracts';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { coinOf } from './coin-of';
import type { GameDirectory } from './game-directory';
import type { GamesConfig } from './games.config';
import type { LaunchTokens } from './launch-token';
import type { ResponsibleLimits } from './responsible-limits';

type LaunchInput = z.output<(typeof gameLaunch)['request']>;
type LaunchAnswer = z.input<(typeof gameLaunch)['response']>;

/**
 * game/launch: checks the game can be played by this player now (enabled, its provider configured,
 * the player not self-excluded), then signs a launch token and puts it with the session parameters on
 * the provider's game URL.
 */
export class GameLaunch {
  constructor(
    private readonly db: Db,
    private readonly config: GamesConfig,
    private readonly directory: GameDirectory,
    private readonly limits: ResponsibleLimits,
    private readonly tokens: LaunchTokens,
    private readonly now: () => number,
  ) {}

  async launch(userId: number, lang: string, input: LaunchInput): Promise<LaunchAnswer> {
    const game = await this.directory.gameById(input.gameId);
    if (!game?.enabled) {
      throw new ApiError(BodyCode.GAME_UNAVAILABLE, 'This game is disabled or unknown', { gameId: input.gameId });
    }
    const provider = this.directory.provider(game.providerId);
    if (!provider) {
      throw new ApiError(BodyCode.GAME_UNAVAILABLE, 'The provider of this game is not configured', {
        gameId: game.id,
        unavailableReason: 'provider_not_configured',
      });
    }
    const coin = coinOf(input.coin, 'coin');
    const now = this.now();
    await this.limits.checkNotExcluded(this.db, userId, now);
    const expiresAt = now + this.config.tokenMinutes * 60_000;
    const token = this.tokens.issue({
      userId,
      gameId: game.id,
      providerId: provider.id,
      coin,
      lang,
      device: input.device,
      returnUrl: input.returnUrl,
      exp: expiresAt,
    });
    const url = provider.launchUrl({
      gameId: game.id,
      token,
      locale: lang,
      coin: input.coin,
      device: input.device,
      returnUrl: input.returnUrl,
    });
    return { url, token, providerId: provider.id, expiresAt };
  }
}
