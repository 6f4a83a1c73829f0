import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from '../../ops/test/helpers/ops-test-app';
import { syncMissions } from '..';

const CATALOGUE = 'missions';
const call = (path: string, method: 'GET' | 'POST' = 'POST') => ({ method, path: `/ops/catalogues${path}` });

/** Missions are operator data (issue 15): target, reward and order edited, a mission disabled, in the console. */
describe('the catalogue editor: missions', () => {
  let t: OpsTestApp;
  let content: SignedInOperator;
  let player: { user_id: number; user_secret_key: string };

  beforeAll(async () => {
    t = await buildOpsTestApp();
    content = await operatorWith(t, await ownerSignedIn(t), ['content']);
    player = await signInByPhone(t, `94${String(process.pid % 1000).padStart(3, '0')}0001`);
  });
  afterAll(async () => {
    await t.close();
  });

  const edit = (path: string, input: object) =>
    opsCall(t, call(path), { catalogue: CATALOGUE, ...input }, { session: content });
  const entry = async (id: string) =>
    (await opsCall(t, call('/entry', 'GET'), { catalogue: CATALOGUE, id }, { session: content })).body.data;
  const missions = async () =>
    (await post(t.app, '/task/mission/list', {}, sessionHeaders(player))).body.data.missions as {
      id: string;
      target: number;
      reward: { coin: string; amount: string };
    }[];
  const snapshot = async () =>
    JSON.stringify([
      await t.db.selectFrom('mission_def').selectAll().orderBy('id').execute(),
      await t.db.selectFrom('ops_audit_log').select('id').execute(),
    ]);

  it('lists the seeded missions with their items', async () => {
    const res = await opsCall(
      t,
      call('/entries', 'GET'),
      { catalogue: CATALOGUE, page: 1, page_size: 50 },
      { session: content },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.total).toBe(8);
    expect((await entry('daily_play_3')).item).toEqual({
      id: 'daily_play_3',
      section: 'daily',
      kind: 'game_round',
      target: 3,
      coin: 'WH',
      reward: '2',
      sort: 10,
    });
  });

  it("changes a target and a reward: the players' list follows, and the start-time sync keeps the edit", async () => {
    const { item } = await entry('daily_play_3');
    expect((await edit('/update', { id: 'daily_play_3', item: { ...item, target: 5, reward: '2.5' } })).body.code).toBe(
      0,
    );
    await syncMissions(t.db, Date.now());
    expect((await missions()).find((m) => m.id === 'daily_play_3')).toMatchObject({
      target: 5,
      reward: { coin: 'WH', amount: '2.5' },
    });
  });

  it('disables a mission: gone from the list, its claim answers unknown mission and pays nothing', async () => {
    expect((await edit('/disable', { id: 'daily_checkin', disabled: true })).body.code).toBe(0);
    expect((await missions()).map((m) => m.id)).not.toContain('daily_checkin');
    const claim = await post(t.app, '/task/mission/claim', { mission_id: 'daily_checkin' }, sessionHeaders(player));
    expect(claim.body).toMatchObject({ code: BodyCode.RESOURCE_NOT_FOUND, data: { field: 'mission_id' } });
    expect((await edit('/disable', { id: 'daily_checkin', disabled: false })).body.code).toBe(0);
    expect((await missions()).map((m) => m.id)).toContain('daily_checkin');
  });

  it('refuses bad missions with the field and changes nothing', async () => {
    const before = await snapshot();
    const { item } = await entry('first_game');
    const cases: [object, string][] = [
      [{ ...item, target: 0 }, 'item.target'],
      [{ ...item, target: 1.5 }, 'item.target'],
      [{ ...item, reward: '0' }, 'item.reward'],
      [{ ...item, reward: '5000' }, 'item.reward'],
      [{ ...item, reward: '0.001' }, 'item.reward'],
      [{ ...item, coin: 'DOGE' }, 'item.coin'],
      [{ ...item, section: 'daily' }, 'item.section'],
      [{ ...item, kind: 'signin' }, 'item.kind'],
      [{ ...item, id: 'first_other' }, 'item.id'],
      [{ ...item, extra: 1 }, 'item'],
    ];
    for (const [bad, field] of cases) {
      const res = await edit('/update', { id: 'first_game', item: bad });
      expect([field, res.body.code, res.body.data?.field]).toEqual([field, BodyCode.INVALID_PARAMS, field]);
    }
    const taken = await edit('/create', { item });
    expect(taken.body.code).toBe(BodyCode.CONFLICT);
    expect(await snapshot()).toBe(before);
  });
});
