import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import type { HousePlayAnswer } from '@app/shared/games/house-contracts';
import type { WalletAnswer } from '@app/shared/games/wallet-protocol';
import { COINS } from '@app/shared/wallet/coins';
import type { Db } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import { newTxPublicId } from '../wallet';
import type { ConnectedProvider } from './game-directory';
import type { HouseEngines, HouseFairness } from './house-engines';
import { invalidToken, type LaunchTokens } from './launch-token';
import { signProviderBody } from './provider-signature';
import type { ProviderWallet } from './provider-wallet';
import { roundsRepository } from './rounds.repository';

/** The house games' seed pairs: one per player for all of them (fair module's scope). */
export const HOUSE_SCOPE = 'house-games';

export interface HousePlayInput {
  launchToken: string;
  gameId: string;
  bet: string;
  params: Record<string, unknown>;
}

/**
 * The first-party provider (RGS): plays one round as a third-party provider would, through the same
 * signed wallet protocol, only in-process: it signs each call's body with its own secret and hands it
 * to ProviderWallet.handleSigned, the path the HTTP route uses. In-process rather than HTTP to
 * ourselves: the same checks and the same idempotency, without a loopback hop per call and without a
 * configured base URL that could point elsewhere (docs/decisions.md).
 */
export class HouseProvider {
  constructor(
    private readonly db: Db,
    private readonly provider: ConnectedProvider,
    private readonly wallet: ProviderWallet,
    private readonly engines: HouseEngines,
    private readonly fairness: HouseFairness,
    private readonly tokens: LaunchTokens,
    private readonly now: () => number,
  ) {}

  async play(input: HousePlayInput): Promise<HousePlayAnswer> {
    const claims = this.tokens.verify(input.launchToken, this.now());
    if (claims.providerId !== this.provider.id || claims.gameId !== input.gameId) {
      throw invalidToken('was issued for another game');
    }
    const game = await this.wallet.playableGame(this.provider.id, input.gameId);
    const engine = this.engines.engine(input.gameId);
    if (!engine)
      throw new ApiError(BodyCode.GAME_UNAVAILABLE, 'This house game has no engine', { gameId: input.gameId });
    try {
      engine.validateParams(input.params);
    } catch (error) {
      throw invalidField('params', error instanceof Error ? error.message : String(error));
    }
    const decimals = COINS[claims.coin].decimals;
    let betUnits: bigint;
    try {
      betUnits = parseUnits(input.bet, decimals);
    } catch (error) {
      throw invalidField('bet', (error as Error).message);
    }
    const draw = await this.fairness.draw(claims.userId, HOUSE_SCOPE, engine.floatsNeeded(input.params));
    const { multiplier, outcome } = engine.play(draw.floats, input.params);
    const roundId = newTxPublicId(this.now());
    const session = { token: input.launchToken, currency: claims.coin, gameId: input.gameId, roundId };
    await this.call('bet', { ...session, transactionId: `${roundId}-b`, amount: input.bet });
    const round = await roundsRepository.byProviderRound(this.db, this.provider.id, roundId);
    if (round) await roundsRepository.attachFair(this.db, round.id, draw, outcome, input.params);
    // The paytable's payout, capped at the round's max win (the house never asks for more than it may pay).
    const max = this.wallet.maxWin(game, claims.coin, betUnits);
    const raw = (betUnits * BigInt(Math.round(multiplier * 1_000_000))) / 1_000_000n;
    const winUnits = raw < max ? raw : max;
    const win = formatUnits(winUnits, decimals);
    const settled = await this.call('win', {
      ...session,
      transactionId: `${roundId}-w`,
      amount: win,
      roundClosed: true,
    });
    return {
      roundId: round?.publicId ?? roundId,
      bet: formatUnits(betUnits, decimals),
      win,
      multiplier,
      outcome,
      balance: settled.balance,
      fair: {
        seedPairId: draw.seedPairId,
        serverSeedHash: draw.serverSeedHash,
        clientSeed: draw.clientSeed,
        nonce: draw.nonce,
      },
    };
  }

  private call(name: 'bet' | 'win', body: object): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const signature = signProviderBody(this.provider.secret, raw, Math.floor(this.now() / 1000));
    return this.wallet.handleSigned(this.provider.id, name, raw, signature);
  }
}
