import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { SEED_GAMES } from '../catalogue-data';

// biome-ignore lint/suspicious/noExplicitAny: tests read many answers field by field
type Body = { code: number; msg: string; data: any };

describe('the casino catalogue (GET /casino/...)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp({
      GAME_PROVIDER_PG_URL: 'https://pg.example.com/',
      GAME_PROVIDER_PG_SECRET: 'pg-shared-secret-0123456789-abcdefgh',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (path: string, query: Record<string, string | number> = {}, locale = 'en-US') => {
    const res = await t.app.inject({
      method: 'GET',
      url: path,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: commonHeaders({ 'Xb-Language': locale }),
    });
    return res.json() as Body;
  };
  const ids = (body: Body) => body.data.games.map((g: { id: string }) => g.id);
  const gameRows = () => t.db.selectFrom('casino_game').selectAll().orderBy('id').execute();

  it('lists every seeded game in display order, paged, with the GameSummary fields', async () => {
    const first = await get('/casino/all_games', { page: 1, page_size: 10 });
    expect(first.data).toMatchObject({ page: 1, page_size: 10, total: SEED_GAMES.length });
    expect(ids(first).slice(0, 5)).toEqual(['house-tiger', 'house-crash', 'house-dice', 'house-mines', 'house-wheel']);
    expect(first.data.games[0]).toEqual({
      id: 'house-tiger',
      providerId: 'house',
      category: 'slots',
      name: 'Lucky Tiger',
      thumbnail: '/games/thumbs/house-tiger.svg',
      rtp: 96.96,
      volatility: 'high',
      tags: ['hot'],
      enabled: true,
      playable: true,
    });
    const all: string[] = [];
    for (let page = 1; page <= 3; page++) all.push(...ids(await get('/casino/all_games', { page, page_size: 10 })));
    expect(new Set(all).size).toBe(SEED_GAMES.length);
  });

  it("answers names in the request's locale; a brand title is the same in every locale", async () => {
    const vi = await get('/casino/all_games', { page_size: 100 }, 'vi-VN');
    const ja = await get('/casino/all_games', { page_size: 100 }, 'ja-JP');
    const name = (b: Body, id: string) => b.data.games.find((g: { id: string }) => g.id === id).name;
    expect(name(vi, 'house-tiger')).toBe('Hổ May Mắn');
    expect(name(ja, 'house-tiger')).toBe('ラッキータイガー');
    expect(name(vi, 'ppgame-sweet-bonanza')).toBe('Sweet Bonanza');
    expect(name(ja, 'ppgame-sweet-bonanza')).toBe('Sweet Bonanza');
  });

  it('groups games by category in category order, names localised; more_games_by_category pages one', async () => {
    const lobby = await get('/casino/games_by_category', { per_category: 2 }, 'fr-FR');
    const slots = lobby.data.categories[0];
    expect(slots).toMatchObject({ id: 'slots', name: 'Machines à sous' });
    expect(slots.games).toHaveLength(2);
    const slotCount = SEED_GAMES.filter((g) => g.category === 'slots').length;
    expect(slots.total).toBe(slotCount);
    const page2 = await get('/casino/more_games_by_category', { category: 'slots', page: 2, page_size: 2 });
    expect(page2.data.total).toBe(slotCount);
    expect(page2.data.games.every((g: { category: string }) => g.category === 'slots')).toBe(true);
    expect(ids(page2)).not.toContain(slots.games[0].id);
  });

  it('searches names in any locale, ignoring case and accents', async () => {
    expect(ids(await get('/casino/search_games', { keyword: 'HO MAY MAN' }))).toEqual(['house-tiger']);
    expect(ids(await get('/casino/search_games', { keyword: 'sans carki' }))).toEqual(['house-wheel']);
    expect(ids(await get('/casino/search_games', { keyword: 'ラッキー' }))).toEqual(['house-tiger']);
    expect(ids(await get('/casino/search_games', { keyword: 'bonanza' }))).toEqual(['ppgame-sweet-bonanza']);
    expect((await get('/casino/search_games', { keyword: '100%' })).data.total).toBe(0);
  });

  it('marks games of an unconfigured provider unplayable with a reason; init_config says so', async () => {
    const games = (await get('/casino/all_games', { page_size: 100 })).data.games as {
      id: string;
      playable: boolean;
      unavailableReason?: string;
    }[];
    expect(games.find((g) => g.id === 'pg-fortune-ox')).toMatchObject({ playable: true });
    expect(games.find((g) => g.id === 'pg-fortune-ox')?.unavailableReason).toBeUndefined();
    expect(games.find((g) => g.id === 'ppgame-sugar-rush')).toMatchObject({
      playable: false,
      unavailableReason: 'provider_not_configured',
    });
    expect((await get('/casino/init_config', { provider: 'ppgame' })).data).toMatchObject({
      provider: 'ppgame',
      configured: false,
      unavailableReason: 'provider_not_configured',
    });
    expect((await get('/casino/init_config', { provider: 'pg' })).data).toMatchObject({
      configured: true,
      lobbyOrigin: 'https://pg.example.com',
    });
    const providers = (await get('/casino/providers')).data.providers;
    expect(providers.find((p: { id: string }) => p.id === 'house')).toMatchObject({ configured: true, games: 5 });
  });

  it('hides a disabled game from every list and refuses its start', async () => {
    await t.db.updateTable('casino_game').set({ disabled: 1 }).where('id', '=', 'house-dice').execute();
    expect(ids(await get('/casino/all_games', { page_size: 100 }))).not.toContain('house-dice');
    expect(ids(await get('/casino/more_games_by_category', { category: 'dice' }))).not.toContain('house-dice');
    expect(ids(await get('/casino/search_games', { keyword: 'dice' }))).not.toContain('house-dice');
    await t.db.updateTable('casino_game').set({ disabled: 0 }).where('id', '=', 'house-dice').execute();
  });

  it('refuses bad paging and unknown categories in the envelope, changing nothing', async () => {
    const before = JSON.stringify(await gameRows());
    const cases: [string, Record<string, string | number>, string][] = [
      ['/casino/all_games', { page: 0 }, 'page'],
      ['/casino/all_games', { page_size: 100000 }, 'page_size'],
      ['/casino/more_games_by_category', { category: 'poker' }, 'category'],
      ['/casino/search_games', { keyword: '' }, 'keyword'],
      ['/casino/init_config', { provider: 'nope' }, 'provider'],
    ];
    for (const [path, query, field] of cases) {
      const body = await get(path, query);
      expect([path, body.code, body.data?.field]).toEqual([path, BodyCode.INVALID_PARAMS, field]);
    }
    expect(JSON.stringify(await gameRows())).toBe(before);
  });

  it('records started games; recent_started_games answers them distinct, newest first', async () => {
    const login = await signInByPhone(t, '0912000111');
    const report = (gameId: string) =>
      post(t.app, '/casino/inbet/report_game_start', { gameId }, sessionHeaders(login, { 'Xb-Language': 'en-US' }));
    for (const id of ['house-dice', 'pg-fortune-ox', 'house-dice', 'house-crash'])
      expect((await report(id)).body.data).toEqual({ recorded: true });
    const refused = await report('house-nothing');
    expect(refused.body).toMatchObject({ code: BodyCode.RESOURCE_NOT_FOUND, data: { field: 'gameId' } });
    await t.db.updateTable('casino_game').set({ disabled: 1 }).where('id', '=', 'house-wheel').execute();
    expect((await report('house-wheel')).body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    await t.db.updateTable('casino_game').set({ disabled: 0 }).where('id', '=', 'house-wheel').execute();
    const recent = await t.app.inject({
      method: 'GET',
      url: '/casino/inbet/recent_started_games',
      headers: sessionHeaders(login, { 'Xb-Language': 'en-US' }),
    });
    expect(ids(recent.json() as Body)).toEqual(['house-crash', 'house-dice', 'pg-fortune-ox']);
    const signedOut = await get('/casino/inbet/recent_started_games');
    expect(signedOut.code).not.toBe(BodyCode.OK);
  });
});
