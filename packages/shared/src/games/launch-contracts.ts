import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZCoin, ZDevice, ZGameId } from './game-fields';

/**
 * game/launch: a signed launch URL for one game. The URL is the provider's game URL with a launch
 * token bound to the player, the game and the currency (and lang, device, return URL); the provider
 * sends the token back on every wallet call (docs/games.md).
 */
export const gameLaunch = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/game/launch',
  summary: 'Launch URL of a game for the signed-in player',
  request: z.object({
    gameId: ZGameId,
    coin: ZCoin.describe('The currency the game plays in'),
    device: ZDevice.optional().default('mobile'),
    returnUrl: z
      .string()
      .max(512, 'must be at most 512 characters')
      .regex(/^\/(?!\/)[^\s]*$/, 'must be a path of this site such as /win')
      .optional()
      .default('/win'),
  }),
  response: z.object({
    url: z.string().describe('Provider game URL with the launch token and the session parameters'),
    token: z.string(),
    providerId: z.string(),
    expiresAt: z.number().int().describe('ms since epoch; the token is refused after it'),
  }),
});
