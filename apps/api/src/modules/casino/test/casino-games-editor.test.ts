import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { auditOf } from '../../ops/test/helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from '../../ops/test/helpers/ops-test-app';
import { syncCasinoCatalogue } from '..';

const CATALOGUE = 'casino_games';
const call = (path: string, method: 'GET' | 'POST' = 'POST') => ({ method, path: `/ops/catalogues${path}` });

describe('the catalogue editor: casino games', () => {
  let t: OpsTestApp;
  let content: SignedInOperator;
  let support: SignedInOperator;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    const owner = await ownerSignedIn(t);
    content = await operatorWith(t, owner, ['content']);
    support = await operatorWith(t, owner, ['support']);
  });
  afterAll(async () => {
    await t.close();
  });

  const edit = (path: string, input: object, session = content) =>
    opsCall(t, call(path), { catalogue: CATALOGUE, ...input }, { session });
  const entry = async (id: string) =>
    (await opsCall(t, call('/entry', 'GET'), { catalogue: CATALOGUE, id }, { session: content })).body.data;
  const playerName = async (id: string, locale: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/casino/all_games?page_size=100',
      headers: commonHeaders({ 'Xb-Language': locale }),
    });
    return res.json().data.games.find((g: { id: string }) => g.id === id)?.name as string | undefined;
  };
  const snapshot = async () =>
    JSON.stringify([
      await t.db.selectFrom('casino_game').selectAll().orderBy('id').execute(),
      await t.db.selectFrom('ops_audit_log').select('id').execute(),
    ]);

  it('edits a name per locale: players see it at the next read; audited with before and after', async () => {
    const { item } = await entry('house-tiger');
    const res = await edit('/update', {
      id: 'house-tiger',
      item: { ...item, names: { ...item.names, 'vi-VN': 'Hổ Vàng' } },
    });
    expect(res.body.code).toBe(BodyCode.OK);
    expect(await playerName('house-tiger', 'vi-VN')).toBe('Hổ Vàng');
    const [audit] = await auditOf(t, 'catalogue.update');
    expect(audit).toMatchObject({ operator_id: content.id, target: 'casino_games:house-tiger' });
    expect(JSON.parse(audit?.after_json ?? '').item.names['vi-VN']).toBe('Hổ Vàng');
  });

  it("the start-time sync adds missing games only and keeps the operators' edits", async () => {
    await t.db.deleteFrom('casino_game').where('id', '=', 'turbo-mines').execute();
    await syncCasinoCatalogue(t.db, Date.now());
    expect(await playerName('house-tiger', 'vi-VN')).toBe('Hổ Vàng');
    expect(await playerName('turbo-mines', 'en-US')).toBe('Turbo Mines');
  });

  it('disables a game (players no longer see it) and enables it again', async () => {
    expect((await edit('/disable', { id: 'house-mines', disabled: true })).body.data.disabled).toBe(true);
    expect(await playerName('house-mines', 'en-US')).toBeUndefined();
    expect((await edit('/disable', { id: 'house-mines', disabled: false })).body.data.disabled).toBe(false);
    expect(await playerName('house-mines', 'en-US')).toBe('Mines');
  });

  it('refuses a support operator and bad items; nothing changes', async () => {
    const before = await snapshot();
    const { item } = await entry('house-dice');
    const denied = await edit('/update', { id: 'house-dice', item: { ...item, sort: 99 } }, support);
    expect(denied.body.code).toBe(BodyCode.OPS_PERMISSION_DENIED);
    const cases: [object, string][] = [
      [{ ...item, rtp: 120 }, 'item.rtp'],
      [{ ...item, provider: 'pg' }, 'item.provider'],
      [{ ...item, id: 'house-other' }, 'item.id'],
      [{ ...item, names: { 'vi-VN': 'Xúc Xắc' } }, 'item.names.en-US'],
      [{ ...item, tags: ['hot', 'hot'] }, 'item.tags'],
    ];
    for (const [bad, field] of cases) {
      const res = await edit('/update', { id: 'house-dice', item: bad });
      expect([field, res.body.code, res.body.data?.field]).toEqual([field, BodyCode.INVALID_PARAMS, field]);
    }
    expect(await snapshot()).toBe(before);
  });
});
