import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { AuthTestApp } from '../../../../../test/helpers/sign-in';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { createDatabase } from '../../../../db/create-db';
import { CapturingSmsSender } from '../../../auth';
import { DEV_SANDBOX_GAME_URL, DEV_SANDBOX_SECRET } from '../../../casino';
import { type ConnectedProvider, type DirectoryGame, type LaunchRequest, listDirectory } from '../../game-directory';
import { DEV_HOUSE_SECRET } from '../../games.config';
import type { HouseEngines, HouseFairness } from '../../house-engines';
import { signProviderBody } from '../../provider-signature';

/** The games of the tests: house games, the sandbox provider's, a disabled one and one of an unconfigured provider. */
export const TEST_GAMES: DirectoryGame[] = [
  { id: 'house-dice', providerId: 'house', enabled: true, maxWinMultiplier: 99 },
  { id: 'pg-fortune-ox', providerId: 'pg', enabled: true, maxWinMultiplier: 10 },
  { id: 'pg-closed-game', providerId: 'pg', enabled: false },
  { id: 'tb-turbo-x', providerId: 'turbo', enabled: true },
];

/**
 * A deterministic house engine: `params.multiplier` is the payout per 1 bet (default 2 when the
 * first float is at least 0.5, else 0), the outcome names the float it rolled.
 */
export const TEST_ENGINES: HouseEngines = {
  engine: (gameId) =>
    gameId === 'house-dice'
      ? {
          floatsNeeded: () => 1,
          validateParams: (params) => {
            if (params.multiplier !== undefined && typeof params.multiplier !== 'number')
              throw new Error('multiplier must be a number');
          },
          play: (floats, params) => {
            const roll = floats[0] ?? 0;
            const multiplier = typeof params.multiplier === 'number' ? params.multiplier : roll >= 0.5 ? 2 : 0;
            return { multiplier, outcome: { roll } };
          },
        }
      : undefined,
};

/** Fairness of the tests: a counter per player as the nonce, floats from SHA-256 of it. */
export function testFairness(): HouseFairness {
  const nonces = new Map<number, number>();
  return {
    draw: async (userId, scope, count) => {
      const nonce = (nonces.get(userId) ?? 0) + 1;
      nonces.set(userId, nonce);
      const digest = createHash('sha256').update(`${scope}:${userId}:${nonce}`).digest();
      const floats = Array.from({ length: count }, (_, i) => digest.readUInt32BE((i * 4) % 28) / 2 ** 32);
      return { seedPairId: userId, serverSeedHash: 'ab'.repeat(32), clientSeed: `client-${userId}`, nonce, floats };
    },
    revealedSeed: async () => undefined,
  };
}

/** The session as our launch URLs carry it (casino adapters/providers.ts). */
const sessionQuery = (r: LaunchRequest) =>
  new URLSearchParams({
    token: r.token,
    game: r.gameId,
    lang: r.locale,
    device: r.device,
    currency: r.coin,
    return_url: r.returnUrl,
  }).toString();

/** The tests' providers: the house and the sandbox as `pg` (at `pgGameUrl`); turbo is not connected. */
export function testProviders(pgGameUrl = DEV_SANDBOX_GAME_URL): ConnectedProvider[] {
  return [
    { id: 'house', secret: DEV_HOUSE_SECRET, launchUrl: (r) => `/${r.locale}/house/${r.gameId}?${sessionQuery(r)}` },
    { id: 'pg', secret: DEV_SANDBOX_SECRET, launchUrl: (r) => `${pgGameUrl}?${sessionQuery(r)}` },
  ];
}

export interface GamesTestApp extends AuthTestApp {
  /** Moves the games' clock (token expiry, the 24 hours of a raised limit). */
  advance(ms: number): void;
  /** The games' clock (providers sign with it: their clocks agree with ours). */
  now(): number;
}

/** The API with the test games, a deterministic house engine and a movable clock. */
export async function buildGamesTestApp(
  env: Record<string, string> = {},
  logLines?: Record<string, unknown>[],
  pgGameUrl?: string,
): Promise<GamesTestApp> {
  const sms = new CapturingSmsSender();
  let offset = 0;
  // With logLines, the app's log (info and up) is parsed into it: tests read what was logged.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines?.push(JSON.parse(line));
      done();
    },
  });
  const t = await buildTestApp(env, {
    logger: logLines ? { level: 'info', stream } : false,
    services: {
      sms,
      games: {
        directory: listDirectory(TEST_GAMES, testProviders(pgGameUrl)),
        engines: TEST_ENGINES,
        fairness: testFairness(),
        clock: () => Date.now() + offset,
      },
      // The casino brand's periods move with the games' clock, so rounds land in the period the tests mean.
      engageClock: () => Date.now() + offset,
    },
  });
  const side = createDatabase(t.config.database);
  return {
    ...t,
    sms,
    db: side.db,
    advance: (ms) => {
      offset += ms;
    },
    now: () => Date.now() + offset,
    close: async () => {
      await side.close();
      await t.close();
    },
  };
}

export const SECRETS: Record<string, string> = { house: DEV_HOUSE_SECRET, pg: DEV_SANDBOX_SECRET };

export interface WalletCallOptions {
  /** The X-Signature header as sent; default: a valid one for the body. */
  signature?: string | null;
  secret?: string;
  unixSeconds?: number;
}

/** A wallet protocol call as a provider makes it: the raw JSON body signed with the provider's secret. */
export async function walletCall(
  t: GamesTestApp,
  providerId: string,
  call: string,
  body: object,
  options: WalletCallOptions = {},
) {
  const raw = JSON.stringify(body);
  const t0 = options.unixSeconds ?? Math.floor(t.now() / 1000);
  const signature =
    options.signature === undefined
      ? signProviderBody(options.secret ?? (SECRETS[providerId] as string), raw, t0)
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-signature'] = signature;
  const res = await t.app.inject({
    method: 'POST',
    url: `/provider/wallet/${providerId}/${call}`,
    headers,
    payload: raw,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the data of several answers field by field
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

export type Login = Pick<LoginResponse, 'user_id' | 'user_secret_key'>;
