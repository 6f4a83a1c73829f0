import { formatUnits } from '@app/shared';
import type { Round } from '@app/shared/games/round-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { RoundRow } from './rounds.repository';

/**
 * A round as the player's history shows it (amounts as decimal strings, the fair fields of house rounds
 * with the server seed once revealed, so the round verifies from its own answer).
 */
export function roundView(r: RoundRow, revealedSeed: string | null = null): Round {
  const decimals = COINS[r.coin as CoinName].decimals;
  return {
    id: r.publicId,
    gameId: r.gameId,
    providerId: r.providerId,
    coin: r.coin as CoinName,
    bet: formatUnits(r.bet, decimals),
    win: formatUnits(r.win, decimals),
    status: r.status,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
    fair:
      r.seedPairId === null
        ? null
        : {
            seedPairId: r.seedPairId,
            serverSeedHash: r.serverSeedHash ?? '',
            clientSeed: r.clientSeed ?? '',
            nonce: r.nonce ?? 0,
            outcome: r.outcome === null ? null : JSON.parse(r.outcome),
            params: r.params === null ? null : JSON.parse(r.params),
            serverSeed: revealedSeed,
          },
  };
}
