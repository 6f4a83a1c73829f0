import { randomUUID } from 'node:crypto';
import { post, sessionHeaders, signInByPhone } from '../../../../../test/helpers/sign-in';
import { type GamesTestApp, type Login, walletCall } from './games-app';

let phoneSerial = 0;

/** A new player signed in by phone (with the welcome bonus: WH 1000). */
export async function newPlayer(t: GamesTestApp): Promise<Login> {
  phoneSerial++;
  return signInByPhone(t, `93${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`);
}

/** Launches a game for the player and answers its token. */
export async function launchToken(t: GamesTestApp, login: Login, gameId: string, coin = 'WH'): Promise<string> {
  const res = await post(
    t.app,
    '/casino/game/launch',
    { gameId, coin, device: 'mobile', returnUrl: '/win' },
    sessionHeaders(login),
  );
  if (res.body.code !== 0) throw new Error(`launch failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** A provider's game session: its token and calls with fresh transaction ids unless given. */
export function session(t: GamesTestApp, providerId: string, gameId: string, token: string, coin = 'WH') {
  const base = { token, currency: coin, gameId };
  return {
    balance: () => walletCall(t, providerId, 'balance', { token, currency: coin }),
    bet: (roundId: string, amount: string, transactionId: string = randomUUID()) =>
      walletCall(t, providerId, 'bet', { ...base, roundId, amount, transactionId }),
    win: (roundId: string, amount: string, transactionId: string = randomUUID()) =>
      walletCall(t, providerId, 'win', { ...base, roundId, amount, transactionId }),
    rollback: (roundId: string, referenceTransactionId: string, transactionId: string = randomUUID()) =>
      walletCall(t, providerId, 'rollback', { ...base, roundId, referenceTransactionId, transactionId }),
  };
}

export const roundId = () => `r-${randomUUID()}`;

/**
 * A new player who bet these amounts of WH, one round each, with the sandbox provider `pg`: the player,
 * the provider session and each bet's round and transaction id (to roll one back).
 */
export async function playerWithBets(t: GamesTestApp, amounts: string[]) {
  const player = await newPlayer(t);
  const pg = session(t, 'pg', 'pg-fortune-ox', await launchToken(t, player, 'pg-fortune-ox'));
  const bets: { round: string; tx: string }[] = [];
  for (const amount of amounts) {
    const round = roundId();
    const tx = randomUUID();
    const res = await pg.bet(round, amount, tx);
    if (res.body.code !== 0) throw new Error(`bet failed: ${JSON.stringify(res.body)}`);
    bets.push({ round, tx });
  }
  return { player, pg, bets };
}
