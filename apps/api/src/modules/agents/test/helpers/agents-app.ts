import type { LoginResponse } from '@app/shared/auth/login-contracts';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { freshAddress, post, sessionHeaders, signInByPhone } from '../../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../../test/helpers/test-app';
import { buildServices } from '../../../../compose';
import { createDatabase } from '../../../../db/create-db';
import { listDirectory } from '../../../games/game-directory';
import { launchToken, roundId, session } from '../../../games/test/helpers/game-session';
import { TEST_ENGINES, TEST_GAMES, testFairness, testProviders } from '../../../games/test/helpers/games-app';
import { decide } from '../../../ops/test/helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsSession,
  operatorWith,
  opsCall,
  ownerSignedIn,
} from '../../../ops/test/helpers/ops-test-app';
import { ledgerAccounts } from '../../../wallet/test/helpers/wallet-ledger';

export const DAY_MS = 86_400_000;
let serial = 0;

/**
 * The API with the console (an operator who decides approvals) and the test games, whose clock runs
 * one day behind: the rounds the tests play land on yesterday (UTC), a finished day whose commission
 * can be settled. `services` is a second composition on the same database (the job and the service
 * calls the HTTP API has no route for).
 */
export async function buildAgentsTestApp() {
  const gamesNow = () => Date.now() - DAY_MS;
  const t = await buildOpsTestApp(
    {},
    {
      games: {
        directory: listDirectory(TEST_GAMES, testProviders()),
        engines: TEST_ENGINES,
        fairness: testFairness(),
        clock: gamesNow,
      },
    },
  );
  const handle = createDatabase(t.config.database);
  const services = buildServices(t.config, handle, pino({ level: 'silent' }));
  const owner = await ownerSignedIn(t);
  const finance: OpsSession = await operatorWith(t, owner, ['finance']);
  const games = { ...t, now: gamesNow, advance: () => {} };
  // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
  type Body = { code: number; msg: string; data: any };
  const call = async (login: LoginResponse, path: string, body: object) =>
    (await post(t.app, path, body, sessionHeaders(login), freshAddress())).body as Body;
  const get = async (login: LoginResponse | undefined, url: string) =>
    (
      await t.app.inject({ method: 'GET', url, headers: login ? sessionHeaders(login) : commonHeaders() })
    ).json() as Body;
  const player = (extra: object = {}) =>
    signInByPhone(t, `9581${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`, extra);
  const pendingApprovalOf = async (applicationId: number) => {
    const res = await opsCall(
      t,
      { method: 'GET', path: '/ops/approvals' },
      { kind: 'agents.apply', status: 'pending' },
      { session: finance },
    );
    return (res.body.data.items as { id: number; summary: string; payload: { application_id: number } }[]).find(
      (a) => a.payload.application_id === applicationId,
    );
  };
  const apply = (login: LoginResponse, body: object = {}) =>
    call(login, '/casino/lucky_bear/agent_apply', {
      name: 'Lan Nguyen',
      channel: 'telegram',
      expected_players: 50,
      ...body,
    });
  /** Applies and has the operator decide; answers the decision's answer. */
  const decideApplication = async (login: LoginResponse, decision: 'approve' | 'reject', reason?: string) => {
    const applied = await apply(login);
    if (applied.code !== 0) throw new Error(`apply failed: ${JSON.stringify(applied)}`);
    const item = await pendingApprovalOf(applied.data.id);
    if (!item) throw new Error('no approval item');
    return (await decide(t, finance, item.id, decision, reason)).body;
  };
  const agent = async (extra: object = {}) => {
    const login = await player(extra);
    const decided = await decideApplication(login, 'approve');
    if (decided.code !== 0) throw new Error(`approve failed: ${JSON.stringify(decided)}`);
    return login;
  };
  /** The player bets these WH amounts with the sandbox provider (rounds dated yesterday, the games' clock). */
  const bet = async (login: LoginResponse, amounts: string[]) => {
    const pg = session(games, 'pg', 'pg-fortune-ox', await launchToken(games, login, 'pg-fortune-ox'));
    for (const amount of amounts) {
      const res = await pg.bet(roundId(), amount);
      if (res.body.code !== 0) throw new Error(`bet failed: ${JSON.stringify(res.body)}`);
    }
  };
  return {
    ...t,
    finance,
    bet,
    services,
    call,
    get,
    player,
    apply,
    pendingApprovalOf,
    decideApplication,
    agent,
    /** A player invited with `inviteCode` (a player's code or an agent link's slug) who wagered these WH yesterday. */
    invitedBettor: async (inviteCode: string, amounts: string[]) => {
      const invited = await player({ invite_code: inviteCode });
      await bet(invited, amounts);
      return invited;
    },
    games,
    wh: async (userId: number) =>
      (await ledgerAccounts(t.db, [userId])).find((r) => r.coin === 'WH' && r.userId === userId)?.balance ?? 0n,
    yesterday: () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
    close: async () => {
      await handle.close();
      await t.close();
    },
  };
}

export type AgentsTestApp = Awaited<ReturnType<typeof buildAgentsTestApp>>;

/**
 * One app per test file, built before its tests and closed after them. The answer stands for the app
 * (a proxy: the app exists only once beforeAll ran), so tests write `t.call(...)` as usual.
 */
export function useAgentsTestApp(): AgentsTestApp {
  let app: AgentsTestApp | undefined;
  beforeAll(async () => {
    app = await buildAgentsTestApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as AgentsTestApp, {
    get: (_target, key) => {
      if (!app) throw new Error('the agents test app is built in beforeAll');
      return app[key as keyof AgentsTestApp];
    },
  });
}
