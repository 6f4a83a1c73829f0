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

const call = (path: string, method: 'GET' | 'POST' = 'POST') => ({ method, path: `/ops/catalogues${path}` });
const DAY = 86_400_000;

/** The casino brand's operator data in the console's catalogue editor (issue 13): ranking prizes and popups. */
describe('the catalogue editor: ranking prizes and popups', () => {
  let t: OpsTestApp;
  let content: SignedInOperator;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    content = await operatorWith(t, await ownerSignedIn(t), ['content']);
  });
  afterAll(async () => {
    await t.close();
  });

  const edit = (catalogue: string, path: string, input: object) =>
    opsCall(t, call(path), { catalogue, ...input }, { session: content });
  const player = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: commonHeaders() })).json() as {
      code: number;
      // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
      data: any;
    };

  it('edits a period’s prizes: players see them in rt_prize_conf at the next read; disabling hides the period', async () => {
    const res = await edit('rank_prizes', '/update', {
      id: 'daily',
      item: { period: 'daily', coin: 'WH', prizes: ['1000', '500', '250.5'] },
    });
    expect(res.body.code).toBe(0);
    const conf = await player('/casino/rt_prize_conf');
    expect(conf.data.periods[0]).toEqual({
      period: 'daily',
      coin: 'WH',
      prizes: [
        { rank: 1, amount: '1000' },
        { rank: 2, amount: '500' },
        { rank: 3, amount: '250.5' },
      ],
    });
    expect((await edit('rank_prizes', '/disable', { id: 'daily', disabled: true })).body.code).toBe(0);
    expect((await player('/casino/rt_prize_conf')).data.periods.map((p: { period: string }) => p.period)).toEqual([
      'weekly',
    ]);
  });

  it.each([
    [{ period: 'weekly', coin: 'WH', prizes: [] }, 'item.prizes'],
    [{ period: 'weekly', coin: 'WH', prizes: ['0'] }, 'item.prizes.0'],
    [{ period: 'weekly', coin: 'WH', prizes: ['-5'] }, 'item.prizes.0'],
    [{ period: 'weekly', coin: 'NOPE', prizes: ['5'] }, 'item.coin'],
    [{ period: 'daily', coin: 'WH', prizes: ['5'] }, 'item.period'],
  ])('refuses prizes %j naming %s, and changes nothing', async (item, field) => {
    const before = await t.db.selectFrom('rank_prize_conf').selectAll().orderBy('period').execute();
    const res = await edit('rank_prizes', '/update', { id: 'weekly', item });
    expect(res.body.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.body.data.field).toBe(field);
    expect(await t.db.selectFrom('rank_prize_conf').selectAll().orderBy('period').execute()).toEqual(before);
  });

  const popup = {
    id: 'welcome-2026',
    text: { kind: 'texts', title: { 'vi-VN': 'Chào mừng' }, body: { 'vi-VN': 'Nhận thưởng' } },
    image_url: 'https://cdn.example.com/p.webp',
    cta_path: '/luckybear/vip',
    audience: { kind: 'everyone' },
    frequency: 'every_launch',
    starts_at: Date.now() - DAY,
    ends_at: Date.now() + DAY,
    sort: 1,
  };

  it('creates a popup that players get at once, with its preview in the player’s shape', async () => {
    const res = await edit('casino_popups', '/create', { item: popup });
    expect(res.body.code).toBe(0);
    expect(res.body.data.preview).toMatchObject({ id: 'welcome-2026', title: 'Chào mừng', text_key: null });
    const due = await player('/casino/general_popup_query');
    expect(due.data.popups.map((p: { id: string }) => p.id)).toEqual(['welcome-2026']);
  });

  it.each([
    [{ cta_path: 'https://evil.example.com' }, 'item.cta_path'],
    [{ cta_path: '//evil.example.com' }, 'item.cta_path'],
    [{ image_url: 'javascript:alert(1)' }, 'item.image_url'],
    [{ ends_at: popup.starts_at }, 'item.ends_at'],
    [{ audience: { kind: 'vip', min_level: 11 } }, 'item.audience.min_level'],
    [{ audience: { kind: 'country', countries: [] } }, 'item.audience.countries'],
    [{ frequency: 'hourly' }, 'item.frequency'],
    [{ text: { kind: 'texts', title: { 'fr-FR': 'Bonjour' }, body: { 'vi-VN': 'x' } } }, 'item.text.title'],
    [{ id: 'Bad Id' }, 'item.id'],
  ])('refuses a popup with %j naming %s, and writes nothing', async (change, field) => {
    const before = await t.db.selectFrom('casino_popup').selectAll().execute();
    const res = await edit('casino_popups', '/create', { item: { ...popup, id: 'another-popup', ...change } });
    expect(res.body.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.body.data.field).toBe(field);
    expect(await t.db.selectFrom('casino_popup').selectAll().execute()).toEqual(before);
  });
});
