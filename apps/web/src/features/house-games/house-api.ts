import type { SeedState } from '@app/shared/fair/seed-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { ApiClient } from '@/lib/api/client';
import type { FairState, HouseApi } from './house-api-port';

// Contracts come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const houseContracts = () => import('@app/shared/games/house-play-contract');
const limitContracts = () => import('@app/shared/games/limit-contracts');
const seedContracts = () => import('@app/shared/fair/seed-contracts');
const balanceContracts = () => import('@app/shared/wallet/balance-contracts');

function fairStateOf(state: SeedState): FairState {
  const { current, previous } = state;
  return {
    serverSeedHash: current.server_seed_hash,
    clientSeed: current.client_seed,
    nonce: current.nonce,
    previous: previous && {
      serverSeed: previous.server_seed,
      serverSeedHash: previous.server_seed_hash,
      clientSeed: previous.client_seed,
      rounds: previous.rounds,
    },
  };
}

/**
 * The house games' calls. A round goes to the house provider with the launch token (POST
 * /provider/house/play), which plays it through the same signed wallet protocol a third-party
 * provider uses. The frame is served by this same site, so the balance, the bet limits and the seed
 * pair are read with the player's own session (a third-party game would ask its provider instead).
 */
export function createHouseApi(api: ApiClient, launch: { token: string; gameId: string; coin: CoinName }): HouseApi {
  const noCentral = { centralHandling: false };
  return {
    async table() {
      const [{ casinoLimits }, { getWalletInfo }] = await Promise.all([limitContracts(), balanceContracts()]);
      const [limits, wallet] = await Promise.all([
        api.call(casinoLimits, {}, noCentral),
        api.call(getWalletInfo, { str_amount: true }, noCentral),
      ]);
      const limit = limits.betLimits.find((l) => l.coin === launch.coin);
      const balance = wallet.coins.find((c) => c.coin === launch.coin)?.money_all ?? '0';
      return {
        coin: launch.coin,
        balance: String(balance),
        minBet: String(limit?.minBet ?? '0'),
        maxBet: String(limit?.maxBet ?? '0'),
        decimals: COINS[launch.coin].decimals,
      };
    },
    async play(bet, params) {
      const { housePlay } = await houseContracts();
      const round = await api.call(
        housePlay,
        { launchToken: launch.token, gameId: launch.gameId, bet, params: params as Record<string, unknown> },
        noCentral,
      );
      return { ...round, bet: String(round.bet), win: String(round.win), balance: String(round.balance) };
    },
    async seeds() {
      return fairStateOf(await api.call((await seedContracts()).fairSeeds, {}, noCentral));
    },
    async setClientSeed(clientSeed) {
      return fairStateOf(
        await api.call((await seedContracts()).fairClientSeed, { client_seed: clientSeed }, noCentral),
      );
    },
    async rotate() {
      return fairStateOf(await api.call((await seedContracts()).fairRotate, {}, noCentral));
    },
  };
}
