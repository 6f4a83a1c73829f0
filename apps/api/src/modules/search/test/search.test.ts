import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../../test/helpers/sign-in';
import { buildTestApp, commonHeaders, type TestApp } from '../../../../test/helpers/test-app';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { createSearchRepository } from '../search.repository';
import { SearchService } from '../search.service';
import { searchSources } from '../search-sources';

/** Search (issue 18 item 5): the index on this database, fed by the sync and by write-through. */
describe('search', () => {
  let t: TestApp;
  let side: DatabaseHandle;
  let search: SearchService;
  const tag = randomUUID().slice(0, 6);

  const query = async (body: object, language = 'en-US') =>
    (await post(t.app, '/search/query', body, commonHeaders({ 'Xb-Language': language }))).body;
  const addUser = async (username: string, first = '') => {
    const row = await side.db
      .insertInto('app_user')
      .values({
        username,
        login_type: 'login_v2',
        invite_code: randomUUID().slice(0, 8),
        created_at: Date.now(),
        first_name: first,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const countDocs = async () =>
    Number(
      (
        await side.db
          .selectFrom('search_doc')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    side = createDatabase(t.config.database);
    const db = side.db;
    search = new SearchService(db, createSearchRepository(db, side.kind), searchSources(db), () => Date.now());
  }, 60_000);
  afterAll(async () => {
    await side?.db.destroy();
    await t?.close();
  });

  it('finds a new player by a prefix of their name once the sync has run, and links to their page', async () => {
    const id = await addUser(`moonrider${tag}`, 'Luna');
    expect((await query({ keyword: `moonrider${tag}` })).data.list).toEqual([]);
    await search.sync();
    const found = await query({ keyword: `moonri` });
    expect(found.code).toBe(0);
    expect(found.data.list).toContainEqual(
      expect.objectContaining({
        kind: 'player',
        ref: String(id),
        title: `moonrider${tag}`,
        path: `/space?user_id=${id}`,
      }),
    );
    expect((await query({ keyword: 'luna' })).data.list.map((h: { ref: string }) => h.ref)).toContain(String(id));
  });

  it('indexes the game catalogue with a title per language, and filters by kind', async () => {
    await search.sync();
    const game = await side.db
      .selectFrom('casino_game')
      .select(['id', 'names'])
      .where('disabled', '=', 0)
      .executeTakeFirstOrThrow();
    const names = JSON.parse(game.names) as Record<string, string>;
    const english = names['en-US'] as string;
    const word = english.split(/\s+/)[0] as string;
    const hits = (await query({ keyword: word, kinds: ['game'] })).data.list as {
      kind: string;
      ref: string;
      path: string;
    }[];
    expect(hits.every((h) => h.kind === 'game')).toBe(true);
    expect(hits).toContainEqual(expect.objectContaining({ ref: game.id, path: `/win/game/${game.id}` }));
    const other = Object.entries(names).find(([locale, name]) => locale !== 'en-US' && name !== english);
    if (other) {
      const local = (await query({ keyword: word, kinds: ['game'] }, other[0])).data.list.find(
        (h: { ref: string }) => h.ref === game.id,
      );
      expect(local.title).toBe(other[1]);
    }
  });

  it('drops a product from the index at the next sync once an operator disables it', async () => {
    const product = await side.db
      .insertInto('product')
      .values({
        code: `p${tag}`,
        title: `Zebra Quest ${tag}`,
        description: 'Ride the zebra',
        product_type: 'game',
        color: '#000000',
        players: 10,
        reward_usd_cents: 100,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await search.sync();
    expect((await query({ keyword: `zebra quest ${tag}` })).data.list).toContainEqual(
      expect.objectContaining({ kind: 'product', ref: String(product.id), path: `/products/${product.id}` }),
    );
    await side.db.updateTable('product').set({ disabled: 1 }).where('id', '=', product.id).execute();
    await search.sync();
    expect((await query({ keyword: `zebra quest ${tag}` })).data.list).toEqual([]);
  });

  it('finds write-through documents in languages without spaces, and forgets removed ones', async () => {
    await search.put(side.db, {
      kind: 'post',
      ref: `post-${tag}`,
      title: '我喜欢玩游戏',
      body: 'สวัสดีครับ ยินดีต้อนรับ',
      path: `/posts/${tag}`,
      image: '',
    });
    expect((await query({ keyword: '游戏' }, 'zh-CN')).data.list).toContainEqual(
      expect.objectContaining({ ref: `post-${tag}` }),
    );
    expect((await query({ keyword: 'ยินดี' }, 'th-TH')).data.list).toContainEqual(
      expect.objectContaining({ ref: `post-${tag}` }),
    );
    await search.remove(side.db, 'post', `post-${tag}`);
    expect((await query({ keyword: '游戏' })).data.list).toEqual([]);
  });

  it('ranks a title match above a body match and pages with has_more', async () => {
    for (let i = 0; i < 5; i++) {
      await search.put(side.db, {
        kind: 'post',
        ref: `rank-${tag}-${i}`,
        title: i === 3 ? `kumquat${tag} harvest` : `notes ${i}`,
        body: `about kumquat${tag} and more`,
        path: `/posts/rank-${i}`,
        image: '',
      });
    }
    const first = (await query({ keyword: `kumquat${tag}`, one_page_cnt: 2 })).data;
    expect(first.list[0].ref).toBe(`rank-${tag}-3`);
    expect(first.list).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const last = (await query({ keyword: `kumquat${tag}`, one_page_cnt: 2, page: 3 })).data;
    expect(last.list).toHaveLength(1);
    expect(last.has_more).toBe(false);
  });

  it('reads SQL and full-text syntax as words: no error, no injection, the index intact', async () => {
    await search.put(side.db, {
      kind: 'post',
      ref: `inj-${tag}`,
      title: 'drop table notice',
      body: '',
      path: '/posts/x',
      image: '',
    });
    for (const keyword of [
      `'; drop table search_doc; --`,
      '" OR 1=1 --',
      'NEAR(a b)',
      'title:* AND -x',
      '***',
      '\\\\',
      ':*|!&',
    ]) {
      const answer = await query({ keyword });
      expect(answer.code, keyword).toBe(0);
      expect(Array.isArray(answer.data.list)).toBe(true);
    }
    expect((await query({ keyword: 'drop table' })).data.list).toContainEqual(
      expect.objectContaining({ ref: `inj-${tag}` }),
    );
  });

  it('matches words in titles and texts only, never a kind’s name', async () => {
    await search.put(side.db, {
      kind: 'post',
      ref: `kindword-${tag}`,
      title: `quince${tag}`,
      body: '',
      path: '/posts/k',
      image: '',
    });
    expect((await query({ keyword: 'post', kinds: ['post'] })).data.list).not.toContainEqual(
      expect.objectContaining({ ref: `kindword-${tag}` }),
    );
    expect((await query({ keyword: `quince${tag}`, kinds: ['post', 'game'] })).data.list).toContainEqual(
      expect.objectContaining({ ref: `kindword-${tag}` }),
    );
    expect((await query({ keyword: `quince${tag}`, kinds: ['game'] })).data.list).toEqual([]);
  });

  it('refuses a missing keyword, a keyword too long and a page too deep with a field error, changing nothing', async () => {
    const docs = await countDocs();
    expect(await query({ keyword: '   ' })).toMatchObject({
      code: 1001,
      data: { field: 'keyword', message: 'is required' },
    });
    expect(await query({ keyword: 'x'.repeat(101) })).toMatchObject({ code: 1001, data: { field: 'keyword' } });
    expect(await query({ keyword: 'x', page: 21 })).toMatchObject({ code: 1001, data: { field: 'page' } });
    expect(await query({ keyword: 'x', kinds: ['planet'] })).toMatchObject({ code: 1001, data: { field: 'kinds.0' } });
    expect(await countDocs()).toBe(docs);
  });
});
