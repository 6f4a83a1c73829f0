import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../../test/helpers/sign-in';
import { auditOf } from './helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from './helpers/ops-test-app';

const CATALOGUE = 'home_products';
const call = (path: string, method: 'GET' | 'POST' = 'POST') => ({ method, path: `/ops/catalogues${path}` });

const ITEM = {
  code: 'space_race',
  title: 'Space Race',
  description: 'Fly further than your friends.',
  product_type: 'game',
  color: '#22c55e',
  players: 120,
  reward_usd: '0.75',
  tabs: ['hot', 'new'],
};

describe('the catalogue editor: home products', () => {
  let t: OpsTestApp;
  let content: SignedInOperator;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    const owner = await ownerSignedIn(t);
    content = await operatorWith(t, owner, ['content']);
  });
  afterAll(async () => {
    await t.close();
  });

  const edit = (path: string, input: object) =>
    opsCall(t, call(path), { catalogue: CATALOGUE, ...input }, { session: content });
  /** The home page as players get it: codes per tab. */
  async function home(): Promise<Record<string, string[]>> {
    const res = await post(t.app, '/game_tab/homepage', {});
    return Object.fromEntries(
      res.body.data.tabs.map((tab: { code: string; products: { code: string }[] }) => [
        tab.code,
        tab.products.map((p) => p.code),
      ]),
    );
  }
  const snapshot = async () =>
    JSON.stringify([
      await t.db.selectFrom('product').selectAll().orderBy('id').execute(),
      await t.db.selectFrom('game_tab_product').selectAll().orderBy('tab_id').orderBy('product_id').execute(),
      await t.db.selectFrom('ops_audit_log').select('id').execute(),
    ]);

  it('lists the catalogues and the seeded products, paged', async () => {
    const catalogues = await opsCall(t, call('', 'GET'), {}, { session: content });
    expect(catalogues.body.data.catalogues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: CATALOGUE,
          fields: expect.arrayContaining(['code', 'tabs']),
          id_field: 'code',
        }),
      ]),
    );
    // The contract travels as JSON Schema: the console builds and checks its form from it.
    const schema = catalogues.body.data.catalogues.find((c: { name: string }) => c.name === CATALOGUE).schema;
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['code', 'title']) });
    expect(schema.properties.players).toMatchObject({ type: 'integer', minimum: 0 });
    expect(schema.properties.product_type.enum).toContain('game');
    const page = await opsCall(
      t,
      call('/entries', 'GET'),
      { catalogue: CATALOGUE, page_size: 3 },
      { session: content },
    );
    // The home seed's 8 products and the 2 more of the task library's data file (issue 15).
    expect(page.body.data).toMatchObject({ page: 1, page_size: 3, total: 10 });
    const first = page.body.data.items[0];
    expect(first).toMatchObject({ id: 'tiger_slots', disabled: false, item: { tabs: ['hot'], reward_usd: '1.50' } });
    expect(first.preview).toMatchObject({ code: 'tiger_slots', title: 'Tiger Slots', reward_usd: '1.50' });
  });

  it('previews an unsaved item as a player will see it, writing nothing', async () => {
    const before = await snapshot();
    const res = await edit('/preview', { item: ITEM });
    expect(res.body.data.preview).toEqual({
      product_id: 0,
      code: 'space_race',
      title: 'Space Race',
      desc: 'Fly further than your friends.',
      product_type: 'game',
      color: '#22C55E',
      players: 120,
      reward_usd: '0.75',
      image_url: '',
    });
    expect(await snapshot()).toBe(before);
  });

  it('creates an item: the home page shows it in its tabs at once; audited', async () => {
    const res = await edit('/create', { item: ITEM });
    expect(res.body).toMatchObject({ code: 0, data: { id: 'space_race', disabled: false } });
    const tabs = await home();
    expect(tabs.hot?.at(-1)).toBe('space_race');
    expect(tabs.new?.at(-1)).toBe('space_race');
    const [entry] = await auditOf(t, 'catalogue.create');
    expect(entry).toMatchObject({ operator_id: content.id, target: 'home_products:space_race', before_json: null });
    expect((await edit('/create', { item: ITEM })).body).toMatchObject({
      code: BodyCode.CONFLICT,
      data: { field: 'item.code' },
    });
  });

  it('updates an item: fields and tabs change, the audit holds before and after', async () => {
    const res = await edit('/update', { id: 'space_race', item: { ...ITEM, title: 'Space Race 2', tabs: ['casual'] } });
    expect(res.body.data.item).toMatchObject({ title: 'Space Race 2', tabs: ['casual'] });
    const tabs = await home();
    expect(tabs.hot).not.toContain('space_race');
    expect(tabs.casual).toContain('space_race');
    const [entry] = await auditOf(t, 'catalogue.update');
    expect(JSON.parse(entry?.before_json ?? '').item.title).toBe('Space Race');
    expect(JSON.parse(entry?.after_json ?? '').item.title).toBe('Space Race 2');
  });

  it('disables an item (players no longer see it) and enables it again', async () => {
    expect((await edit('/disable', { id: 'space_race', disabled: true })).body.data.disabled).toBe(true);
    expect(Object.values(await home()).flat()).not.toContain('space_race');
    const got = await opsCall(
      t,
      call('/entry', 'GET'),
      { catalogue: CATALOGUE, id: 'space_race' },
      { session: content },
    );
    expect(got.body.data.disabled).toBe(true);
    expect((await edit('/disable', { id: 'space_race', disabled: false })).body.data.disabled).toBe(false);
    expect((await home()).casual).toContain('space_race');
    expect(await auditOf(t, 'catalogue.disable')).toHaveLength(1);
    expect(await auditOf(t, 'catalogue.enable')).toHaveLength(1);
  });

  it('bad items are field errors under item.*, unknown ids and catalogues 1003; nothing changes', async () => {
    const before = await snapshot();
    const cases: [string, object, number, string][] = [
      ['/create', { item: { ...ITEM, code: 'x2', color: 'green' } }, BodyCode.INVALID_PARAMS, 'item.color'],
      ['/create', { item: { ...ITEM, code: 'x2', reward_usd: '1.234' } }, BodyCode.INVALID_PARAMS, 'item.reward_usd'],
      ['/create', { item: { ...ITEM, code: 'x2', tabs: ['nope'] } }, BodyCode.INVALID_PARAMS, 'item.tabs'],
      ['/create', { item: { ...ITEM, code: 'Bad Code' } }, BodyCode.INVALID_PARAMS, 'item.code'],
      ['/create', { item: { title: 'only a title' } }, BodyCode.INVALID_PARAMS, 'item.code'],
      ['/update', { id: 'space_race', item: { ...ITEM, code: 'other' } }, BodyCode.INVALID_PARAMS, 'item.code'],
      ['/update', { id: 'no_such', item: { ...ITEM, code: 'no_such' } }, BodyCode.RESOURCE_NOT_FOUND, 'id'],
      ['/disable', { id: 'no_such', disabled: true }, BodyCode.RESOURCE_NOT_FOUND, 'id'],
      ['/preview', { item: { ...ITEM, players: -1 } }, BodyCode.INVALID_PARAMS, 'item.players'],
    ];
    for (const [path, input, code, field] of cases) {
      const res = await edit(path, input);
      expect([path, input, res.body.code, res.body.data?.field]).toEqual([path, input, code, field]);
    }
    const unknown = await opsCall(
      t,
      call('/create'),
      { catalogue: 'no_such_catalogue', item: ITEM },
      { session: content },
    );
    expect(unknown.body).toMatchObject({ code: BodyCode.RESOURCE_NOT_FOUND, data: { field: 'catalogue' } });
    expect(await snapshot()).toBe(before);
  });
});
