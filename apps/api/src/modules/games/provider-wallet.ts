import { createHash } from 'node:crypto';
import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import {
  type BalanceCall,
  type BetCall,
  type RollbackCall,
  type WalletAnswer,
  type WalletCallName,
  type WinCall,
  ZBalanceCall,
  ZBetCall,
  ZRollbackCall,
  ZWinCall,
} from '@app/shared/games/wallet-protocol';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { CommitQueue } from '../../db/commit-queue';
import type { DB, Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, invalidField } from '../../lib/api-error';
import { newTxPublicId, postTransaction, systemAccount, toUnits, userAccount } from '../wallet';
import type { DirectoryGame, GameDirectory } from './game-directory';
import { invalidToken, type LaunchClaims, type LaunchTokens } from './launch-token';
import { verifyProviderSignature } from './provider-signature';
import { providerTxRepository } from './provider-tx.repository';
import type { ResponsibleLimits } from './responsible-limits';
import { type RoundRow, roundsRepository } from './rounds.repository';

const CALL_SCHEMAS = { balance: ZBalanceCall, bet: ZBetCall, win: ZWinCall, rollback: ZRollbackCall } as const;

/** A refused call of the protocol, for the log (who, what, why) without the body's token. */
export interface RefusedCall {
  providerId: string;
  call: string;
  code: number;
  reason: string;
}

/**
 * Our side of the provider wallet protocol (docs/games.md): every call is verified (signature, then
 * the game session token), then balance, bet, win or rollback. Money calls run once per (provider,
 * transaction id): the call's row in provider_tx is written with its answer in the same transaction
 * as the ledger posting, so a repeat (a provider's retry) answers exactly the stored answer and moves
 * nothing, and the same id asking something else is TRANSACTION_CONFLICT. A copy running at the same
 * moment in a parallel transaction (PostgreSQL) fails on the row's primary key, is rolled back whole,
 * and answers the first one's stored answer.
 */
export class ProviderWallet {
  constructor(
    private readonly db: Db,
    private readonly queue: CommitQueue,
    private readonly directory: GameDirectory,
    private readonly limits: ResponsibleLimits,
    private readonly tokens: LaunchTokens,
    private readonly now: () => number,
  ) {}

  /** The one entry of every call, over HTTP or in-process (the house provider): verify, then handle. */
  async handleSigned(
    providerId: string,
    call: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<WalletAnswer> {
    const provider = this.directory.provider(providerId);
    if (!provider) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No provider is configured with this id');
    if (!(call in CALL_SCHEMAS)) throw new ApiError(BodyCode.NOT_FOUND, 'No such wallet call');
    verifyProviderSignature(provider.secret, rawBody, signature, this.now());
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new ApiError(BodyCode.BAD_REQUEST, 'The body is not valid JSON');
    }
    const name = call as WalletCallName;
    const body = parseCall(CALL_SCHEMAS[name], json);
    // Wins and rollbacks finish rounds already started: an expired session still settles them.
    const claims = this.tokens.verify(body.token, name === 'bet' || name === 'balance' ? this.now() : 0);
    if (claims.providerId !== providerId) throw invalidToken('was issued for another provider');
    if (claims.coin !== body.currency) throw invalidField('currency', "must be the game session's currency");
    if ('gameId' in body && body.gameId !== claims.gameId)
      throw invalidField('gameId', "must be the game session's game");
    switch (name) {
      case 'balance':
        return this.balance(claims, body as BalanceCall);
      case 'bet':
        return this.bet(providerId, claims, body as BetCall);
      case 'win':
        return this.win(providerId, claims, body as WinCall);
      case 'rollback':
        return this.rollback(providerId, claims, body as RollbackCall);
    }
  }

  async balance(claims: LaunchClaims, _body: BalanceCall): Promise<WalletAnswer> {
    return { balance: await balanceOf(this.db, claims.userId, claims.coin), currency: claims.coin, transactionId: '' };
  }

  async bet(providerId: string, claims: LaunchClaims, body: BetCall): Promise<WalletAnswer> {
    const coin = claims.coin;
    const amount = amountIn(body.amount, coin, false);
    this.limits.checkBet(coin, amount);
    const game = await this.playableGame(providerId, body.gameId);
    const hash = requestHash('bet', claims.userId, body.gameId, body.roundId, amount, null);
    return this.once(providerId, body.transactionId, hash, async (trx, now) => {
      if (await providerTxRepository.rollbackNaming(trx, providerId, body.transactionId)) {
        throw new ApiError(BodyCode.ROUND_INVALID, 'This bet was rolled back before it arrived', {
          field: 'transactionId',
        });
      }
      await this.limits.checkNotExcluded(trx, claims.userId, now);
      await this.limits.checkDailyLoss(trx, claims.userId, coin, amount, now);
      let round = await roundsRepository.byProviderRound(trx, providerId, body.roundId);
      if (round) checkRoundOpen(round, claims, game.id);
      else {
        round = await roundsRepository.open(trx, {
          publicId: newTxPublicId(now),
          providerId,
          providerRoundId: body.roundId,
          userId: claims.userId,
          gameId: game.id,
          coin,
          now,
        });
      }
      // The round first, the posting last: on PostgreSQL the posting locks the coin's one house row,
      // which every player's bets and wins share, so it is held only for what must follow it (the
      // balance read, the answer's row, the commit). A refused posting rolls the round's update back.
      await roundsRepository.addBet(trx, round.id, amount, now);
      const posted = await postTransaction(
        trx,
        header('game_bet', claims.userId, providerId, body.transactionId),
        [
          { account: userAccount(claims.userId, coin), amount: -amount },
          { account: systemAccount('house', coin), amount },
        ],
        now,
      );
      const answer = {
        balance: await balanceOf(trx, claims.userId, coin),
        currency: coin,
        transactionId: posted.publicId,
      };
      return { answer, kind: 'bet', userId: claims.userId, roundId: round.id, amount, reference: null };
    });
  }

  async win(providerId: string, claims: LaunchClaims, body: WinCall): Promise<WalletAnswer> {
    const coin = claims.coin;
    const amount = amountIn(body.amount, coin, true);
    const game = await this.directory.gameById(body.gameId);
    const hash = requestHash('win', claims.userId, body.gameId, body.roundId, amount, null);
    return this.once(providerId, body.transactionId, hash, async (trx, now) => {
      const round = await roundsRepository.byProviderRound(trx, providerId, body.roundId);
      if (!round) throw roundInvalid('No round has this id');
      checkRoundOpen(round, claims, body.gameId);
      const max = this.maxWin(game, coin, round.bet);
      if (round.win + amount > max) {
        throw new ApiError(BodyCode.WIN_ABOVE_MAX, undefined, { maxWin: formatUnits(max, COINS[coin].decimals) });
      }
      // The round before the posting, as for a bet (the house row's lock is held the shortest).
      await roundsRepository.addWin(trx, round.id, amount, body.roundClosed, now);
      let transactionId = '';
      if (amount > 0n) {
        const posted = await postTransaction(
          trx,
          header('game_win', claims.userId, providerId, body.transactionId),
          [
            { account: systemAccount('house', coin), amount: -amount },
            { account: userAccount(claims.userId, coin), amount },
          ],
          now,
        );
        transactionId = posted.publicId;
      }
      const answer = { balance: await balanceOf(trx, claims.userId, coin), currency: coin, transactionId };
      return { answer, kind: 'win', userId: claims.userId, roundId: round.id, amount, reference: null };
    });
  }

  /**
   * Reverses one bet exactly once. A rollback of a bet we never saw answers success and moves nothing
   * (its row then refuses the bet if it arrives late, as Hub88 does); a round that already has a win
   * or is closed is not rolled back (the provider settles it with a win instead).
   */
  async rollback(providerId: string, claims: LaunchClaims, body: RollbackCall): Promise<WalletAnswer> {
    const coin = claims.coin;
    const hash = requestHash('rollback', claims.userId, body.gameId, body.roundId, 0n, body.referenceTransactionId);
    return this.once(providerId, body.transactionId, hash, async (trx, now) => {
      const unmoved = async () => ({
        answer: { balance: await balanceOf(trx, claims.userId, coin), currency: coin, transactionId: '' },
        kind: 'rollback',
        userId: claims.userId,
        roundId: null,
        amount: 0n,
        reference: body.referenceTransactionId,
      });
      const bet = await providerTxRepository.find(trx, providerId, body.referenceTransactionId);
      if (!bet) return unmoved();
      if (bet.kind !== 'bet' || bet.userId !== claims.userId || bet.roundId === null) {
        throw roundInvalid('The reference transaction is not a bet of this player');
      }
      const round = (await roundsRepository.byId(trx, bet.roundId)) as RoundRow;
      if (round.providerRoundId !== body.roundId) throw roundInvalid('The bet belongs to another round');
      if (round.win > 0n || round.status === 'closed') {
        throw roundInvalid('This round already has a win or is closed: settle it, do not roll it back');
      }
      // Claimed first: of two rollbacks of one bet running at once, the second finds it taken.
      if (!(await providerTxRepository.markRolledBack(trx, providerId, body.referenceTransactionId))) return unmoved();
      const posted = await postTransaction(
        trx,
        header('game_rollback', claims.userId, providerId, body.transactionId),
        [
          { account: systemAccount('house', coin), amount: -bet.amount },
          { account: userAccount(claims.userId, coin), amount: bet.amount },
        ],
        now,
      );
      await roundsRepository.addBet(trx, round.id, -bet.amount, now);
      const answer = {
        balance: await balanceOf(trx, claims.userId, coin),
        currency: coin,
        transactionId: posted.publicId,
      };
      return {
        answer,
        kind: 'rollback',
        userId: claims.userId,
        roundId: round.id,
        amount: bet.amount,
        reference: body.referenceTransactionId,
      };
    });
  }

  /** Most a round of `game` with `roundBet` may pay: the coin's max win, and the game's top multiplier. */
  maxWin(game: DirectoryGame | undefined, coin: CoinName, roundBet: bigint): bigint {
    const coinMax = this.limits.betLimitOf(coin).maxWin;
    if (game?.maxWinMultiplier === undefined) return coinMax;
    const byGame = (roundBet * BigInt(Math.round(game.maxWinMultiplier * 10_000))) / 10_000n;
    return byGame < coinMax ? byGame : coinMax;
  }

  /** GAME_UNAVAILABLE for an unknown or disabled game, or one of another provider. */
  async playableGame(providerId: string, gameId: string): Promise<DirectoryGame> {
    const game = await this.directory.gameById(gameId);
    if (!game?.enabled || game.providerId !== providerId) {
      throw new ApiError(BodyCode.GAME_UNAVAILABLE, 'This game is disabled or unknown', { gameId });
    }
    return game;
  }

  private async once(
    providerId: string,
    transactionId: string,
    hash: string,
    work: (trx: Transaction<DB>, now: number) => Promise<Recorded>,
  ): Promise<WalletAnswer> {
    const stored = async (db: DbOrTrx) => {
      const row = await providerTxRepository.find(db, providerId, transactionId);
      if (!row) return undefined;
      if (row.requestHash !== hash) {
        throw new ApiError(BodyCode.TRANSACTION_CONFLICT, undefined, { field: 'transactionId', kind: row.kind });
      }
      return JSON.parse(row.response) as WalletAnswer;
    };
    try {
      return await this.queue.run(async (trx) => {
        const seen = await stored(trx);
        if (seen) return seen;
        const now = this.now();
        const done = await work(trx, now);
        await providerTxRepository.insert(trx, {
          providerId,
          transactionId,
          requestHash: hash,
          userId: done.userId,
          roundId: done.roundId,
          kind: done.kind,
          amount: done.amount,
          reference: done.reference,
          response: JSON.stringify(done.answer),
          now,
        });
        return done.answer;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const seen = await stored(this.db);
      if (!seen) throw error;
      return seen;
    }
  }
}

interface Recorded {
  answer: WalletAnswer;
  kind: string;
  userId: number;
  roundId: number | null;
  amount: bigint;
  reference: string | null;
}

function parseCall<S extends z.ZodType>(schema: S, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalidField(String(issue?.path[0] ?? 'body'), issue?.message ?? 'is invalid');
}

/** The amount in base units: refuses too many decimals, zero (unless allowed) and the ledger's limit. */
function amountIn(value: string, coin: CoinName, zeroAllowed: boolean): bigint {
  let units: bigint;
  try {
    units = parseUnits(value, COINS[coin].decimals);
  } catch (error) {
    throw invalidField('amount', (error as Error).message);
  }
  if (units === 0n && !zeroAllowed) throw invalidField('amount', 'must be greater than 0');
  if (units > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidField('amount', 'is too large');
  return units;
}

function requestHash(
  kind: string,
  userId: number,
  gameId: string,
  roundId: string,
  amount: bigint,
  reference: string | null,
): string {
  return createHash('sha256')
    .update([kind, userId, gameId, roundId, amount, reference ?? ''].join('\n'))
    .digest('hex');
}

function header(kind: 'game_bet' | 'game_win' | 'game_rollback', userId: number, providerId: string, txId: string) {
  return { kind, reason: kind, reference: `${providerId}:${txId}`, userId, counterpartyUserId: null };
}

function roundInvalid(message: string): ApiError {
  return new ApiError(BodyCode.ROUND_INVALID, message, { field: 'roundId' });
}

/** The round is this player's, of this game and coin, and still open. */
function checkRoundOpen(round: RoundRow, claims: LaunchClaims, gameId: string): void {
  if (round.userId !== claims.userId) throw roundInvalid("This round is another player's");
  if (round.gameId !== gameId || round.coin !== claims.coin)
    throw roundInvalid('This round is of another game or coin');
  if (round.status === 'rolled_back') throw roundInvalid('This round was rolled back');
  if (round.status !== 'open') throw roundInvalid('This round is closed');
}

export async function balanceOf(db: DbOrTrx, userId: number, coin: CoinName): Promise<string> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('user_id', '=', userId)
    .where('coin', '=', coin)
    .executeTakeFirst();
  return formatUnits(row ? toUnits(row.balance) : 0n, COINS[coin].decimals);
}
