import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonHeaders } from '../../../../test/helpers/test-app';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from '../../ops/test/helpers/ops-test-app';
import { syncLuckyPrizes } from '..';

const CATALOGUE = 'lucky_prizes';
const call = (path: string, method: 'GET' | 'POST' = 'POST') => ({ method, path: `/ops/catalogues${path}` });

/** The draws' prize tables are operator data (issue 13): edited through the console's catalogue editor. */
describe('the catalogue editor: lucky spin and lottery prizes', () => {
  let t: OpsTestApp;
  let content: SignedInOperator;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    content = await operatorWith(t, await ownerSignedIn(t), ['content']);
  });
  afterAll(async () => {
    await t.close();
  });

  const edit = (path: string, input: object) =>
    opsCall(t, call(path), { catalogue: CATALOGUE, ...input }, { session: content });
  const entry = async (id: string) =>
    (await opsCall(t, call('/entry', 'GET'), { catalogue: CATALOGUE, id }, { session: content })).body.data;
  const wheel = async (game = 'lucky_spin_conf') => {
    const res = await t.app.inject({ method: 'GET', url: `/casino/lucky_bear/${game}`, headers: commonHeaders() });
    return res.json().data.prizes as { id: string; probability: number; amount: string }[];
  };
  const snapshot = async () =>
    JSON.stringify([
      await t.db.selectFrom('lucky_prize').selectAll().orderBy('id').execute(),
      await t.db.selectFrom('ops_audit_log').select('id').execute(),
    ]);

  it('lists the seeded prizes of both tables with their items', async () => {
    const res = await opsCall(
      t,
      call('/entries', 'GET'),
      { catalogue: CATALOGUE, page: 1, page_size: 50 },
      { session: content },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.total).toBe(14);
    expect((await entry('spin-bonus-5')).item).toEqual({
      id: 'spin-bonus-5',
      game: 'lucky_spin',
      position: 1,
      label_key: 'prize.bonus_wh_5',
      kind: 'locked_bonus',
      coin: 'WH',
      amount: '5',
      wager_multiple: 10,
      weight: 1500,
    });
  });

  it("changes a weight and an amount: players' odds and prize follow at the next read", async () => {
    const { item } = await entry('spin-wh-100');
    expect(
      (await edit('/update', { id: 'spin-wh-100', item: { ...item, weight: 9_980, amount: '150' } })).body.code,
    ).toBe(0);
    const prize = (await wheel()).find((p) => p.id === 'spin-wh-100');
    expect(prize).toMatchObject({ amount: '150', probability: 0.5 });
  });

  it('adds a prize, and the start-time sync keeps the edits', async () => {
    const item = {
      id: 'lottery-wh-7',
      game: 'free_lottery',
      position: 6,
      label_key: 'prize.wh_7',
      kind: 'coin',
      coin: 'WH',
      amount: '7',
      wager_multiple: 0,
      weight: 5,
    };
    expect((await edit('/create', { item })).body.code).toBe(0);
    await syncLuckyPrizes(t.db, Date.now());
    expect((await wheel('free_lottery_chance')).map((p) => p.id)).toContain('lottery-wh-7');
    expect((await wheel()).find((p) => p.id === 'spin-wh-100')?.amount).toBe('150');
  });

  it('refuses bad prizes with the field and changes nothing', async () => {
    const before = await snapshot();
    const { item } = await entry('spin-wh-2');
    const cases: [object, string][] = [
      [{ ...item, weight: 0 }, 'item.weight'],
      [{ ...item, weight: 1.5 }, 'item.weight'],
      [{ ...item, weight: 2_000_000 }, 'item.weight'],
      [{ ...item, amount: '10001' }, 'item.amount'],
      [{ ...item, amount: '-1' }, 'item.amount'],
      [{ ...item, amount: '0.001' }, 'item.amount'],
      [{ ...item, kind: 'nothing' }, 'item.amount'],
      [{ ...item, wager_multiple: 5 }, 'item.wager_multiple'],
      [{ ...item, coin: 'DOGE' }, 'item.coin'],
      [{ ...item, game: 'free_lottery' }, 'item.game'],
      [{ ...item, id: 'spin-other' }, 'item.id'],
      [{ ...item, extra: 1 }, 'item'],
    ];
    for (const [bad, field] of cases) {
      const res = await edit('/update', { id: 'spin-wh-2', item: bad });
      expect([field, res.body.code, res.body.data?.field]).toEqual([field, BodyCode.INVALID_PARAMS, field]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('keeps at least one enabled prize per table', async () => {
    const lottery = (await wheel('free_lottery_chance')).map((p) => p.id);
    for (const id of lottery.slice(1)) expect((await edit('/disable', { id, disabled: true })).body.code).toBe(0);
    const last = await edit('/disable', { id: lottery[0], disabled: true });
    expect(last.body.code).toBe(BodyCode.INVALID_PARAMS);
    expect((await wheel('free_lottery_chance')).map((p) => p.id)).toEqual([lottery[0]]);
    expect((await wheel('free_lottery_chance'))[0]?.probability).toBe(1);
  });
});
