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

const CATALOGUE = 'invest_products';
const call = (path: string, method: 'GET' | 'POST' = 'POST') => ({ method, path: `/ops/catalogues${path}` });
const ITEM = {
  code: 'editor-14d',
  coin: 'WH',
  term_days: 14,
  return_kind: 'annual',
  rate_bps: 600,
  min_amount: '5',
  max_amount: '200',
  cap: '1000',
  early_exit: true,
  penalty_bps: 150,
  sort: 5,
};

/** Invest products are operator data: created, edited and disabled in the console's catalogue editor. */
describe('the catalogue editor: invest products', () => {
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
  const offered = async () =>
    (await t.app.inject({ method: 'GET', url: '/invest/products', headers: commonHeaders() })).json().data.list as {
      code: string;
      rate_bps: number;
      cap: string;
    }[];
  const products = () => t.db.selectFrom('invest_product').selectAll().orderBy('code').execute();

  it('creates a product players see at once, with its terms', async () => {
    const res = await edit('/create', { item: ITEM });
    expect(res.body.code).toBe(0);
    expect((await offered()).find((p) => p.code === ITEM.code)).toMatchObject({ rate_bps: 600, cap: '1000' });
  });

  it('changes the terms and disables a product; the code and the coin stay', async () => {
    expect((await edit('/update', { id: ITEM.code, item: { ...ITEM, rate_bps: 700 } })).body.code).toBe(0);
    expect((await offered()).find((p) => p.code === ITEM.code)?.rate_bps).toBe(700);
    const coin = await edit('/update', { id: ITEM.code, item: { ...ITEM, coin: 'KC' } });
    expect([coin.body.code, coin.body.data.field]).toEqual([BodyCode.INVALID_PARAMS, 'item.coin']);
    expect((await edit('/disable', { id: ITEM.code, disabled: true })).body.code).toBe(0);
    expect((await offered()).find((p) => p.code === ITEM.code)).toBeUndefined();
  });

  it('keeps the cap at or above what is subscribed now', async () => {
    await t.db.updateTable('invest_product').set({ sold_units: 60_000 }).where('code', '=', ITEM.code).execute();
    const low = await edit('/update', { id: ITEM.code, item: { ...ITEM, max_amount: '200', cap: '500' } });
    expect([low.body.code, low.body.data.field]).toEqual([BodyCode.INVALID_PARAMS, 'item.cap']);
    expect((await edit('/update', { id: ITEM.code, item: { ...ITEM, cap: '600' } })).body.code).toBe(0);
  });

  it('refuses a bad product and stores nothing', async () => {
    const before = JSON.stringify(await products());
    const cases: [object, string][] = [
      [{ ...ITEM, code: 'bad-1', min_amount: '300' }, 'item.max_amount'],
      [{ ...ITEM, code: 'bad-2', cap: '100' }, 'item.cap'],
      [{ ...ITEM, code: 'bad-3', coin: 'XYZ' }, 'item.coin'],
      [{ ...ITEM, code: 'bad-4', min_amount: '0.001' }, 'item.min_amount'],
      [{ ...ITEM, code: 'bad-5', rate_bps: 90_000 }, 'item.rate_bps'],
      [{ ...ITEM, code: 'bad-6', term_days: 0 }, 'item.term_days'],
    ];
    for (const [item, field] of cases) {
      const res = await edit('/create', { item });
      expect([res.body.code, res.body.data?.field]).toEqual([BodyCode.INVALID_PARAMS, field]);
    }
    const taken = await edit('/create', { item: ITEM });
    expect(taken.body.code).toBe(BodyCode.CONFLICT);
    expect(JSON.stringify(await products())).toBe(before);
  });
});
