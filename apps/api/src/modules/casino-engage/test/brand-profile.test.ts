import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engageCalls } from '../../../../test/helpers/casino-engage-calls';
import { freshAddress, post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';

/** The casino brand's countries, registration facts, reported actions and GA client id (issue 13). */
describe('brand profile: countries, reg info, reported actions, GA client id', () => {
  let t: GamesTestApp;
  let call: ReturnType<typeof engageCalls>;
  beforeAll(async () => {
    t = await buildGamesTestApp({ TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' });
    call = engageCalls(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const profile = (login: Login) =>
    t.db.selectFrom('casino_player_profile').selectAll().where('user_id', '=', login.user_id).executeTakeFirst();

  it('lists the brand’s eight markets with dial code, currency and flag, Vietnam first', async () => {
    const res = await call.get(undefined, '/casino/available_countries');
    expect(res.code).toBe(0);
    expect(res.data.default_country).toBe('vn');
    expect(res.data.countries.map((c: { country: string }) => c.country)).toEqual([
      'vn',
      'ph',
      'br',
      'th',
      'id',
      'my',
      'ru',
      'mx',
    ]);
    expect(res.data.countries[0]).toEqual({ country: 'vn', dial_code: '+84', currency: 'VND', flag: '🇻🇳' });
    expect(res.data.countries[2]).toEqual({ country: 'br', dial_code: '+55', currency: 'BRL', flag: '🇧🇷' });
  });

  it('answers what registration needs: the markets, +84 and an optional invite code', async () => {
    const res = await call.get(undefined, '/casino/user/reg_info');
    expect(res.data).toMatchObject({
      default_country: 'vn',
      default_dial_code: '+84',
      invite_code: { accepted: true, required: false },
    });
    expect(res.data.countries).toHaveLength(8);
  });

  it('answers the country as the main site does: the chosen one and the trusted proxy header’s', async () => {
    const headers = { 'Country-Code': 'pt-BR', 'CF-IPCountry': 'TH' };
    const casino = await call.get(undefined, '/casino/api/openapp_get_country', headers);
    expect(casino).toMatchObject({ code: 0, data: { location_info: { country_code: 'br', country_by_ip: 'th' } } });
    const main = await post(t.app, '/api/openapp_get_country', {}, commonHeaders(headers));
    expect(casino.data).toEqual(main.body.data);
    const spoofed = await call.get(undefined, '/casino/api/openapp_get_country', { 'CF-IPCountry': 'evil' });
    expect(spoofed.data.location_info.country_by_ip).toBe('');
  });

  it('switches the player’s brand country to an offered one (any case), and keeps the last choice', async () => {
    const player = await newPlayer(t);
    expect(await call.post(player, '/casino/user/switch_country', { country: 'BR' })).toMatchObject({
      code: 0,
      data: { country: 'br' },
    });
    expect(await call.post(player, '/casino/user/switch_country', { country: 'th' })).toMatchObject({ code: 0 });
    expect(await profile(player)).toMatchObject({ country: 'th' });
  });

  it.each([
    ['us', BodyCode.COUNTRY_NOT_OFFERED],
    ['zz', BodyCode.COUNTRY_NOT_OFFERED],
    ['vnm', BodyCode.INVALID_PARAMS],
    ['', BodyCode.INVALID_PARAMS],
    [84, BodyCode.INVALID_PARAMS],
  ])('refuses country %j with %i naming the field, and changes nothing', async (country, code) => {
    const player = await newPlayer(t);
    await call.post(player, '/casino/user/switch_country', { country: 'vn' });
    const res = await call.post(player, '/casino/user/switch_country', { country });
    expect(res.code).toBe(code);
    expect(res.data.field).toBe('country');
    expect(await profile(player)).toMatchObject({ country: 'vn' });
  });

  it.each(['GA1.2.1234567890.1700000000', 'GA1.1.42.7', '1234567890.1700000000'])(
    'stores the GA client id %s on the brand profile, beside the country',
    async (gaClientId) => {
      const player = await newPlayer(t);
      await call.post(player, '/casino/user/switch_country', { country: 'ph' });
      const res = await call.post(player, '/casino/lucky_bear/update_ad_user_ga_clientid', {
        ga_client_id: gaClientId,
      });
      expect(res).toMatchObject({ code: 0, data: { ga_client_id: gaClientId } });
      expect(await profile(player)).toMatchObject({ country: 'ph', ga_client_id: gaClientId });
    },
  );

  it.each(['GA2.1.1.1', 'GA1.2.abc.1', '12345', 'GA1.2.123', '1.2.3', ' 123.456', `${'1'.repeat(21)}.1`, 123.456])(
    'refuses GA client id %j with 1001 and keeps the stored one',
    async (gaClientId) => {
      const player = await newPlayer(t);
      await call.post(player, '/casino/lucky_bear/update_ad_user_ga_clientid', { ga_client_id: '111.222' });
      const res = await call.post(player, '/casino/lucky_bear/update_ad_user_ga_clientid', {
        ga_client_id: gaClientId,
      });
      expect(res.code).toBe(BodyCode.INVALID_PARAMS);
      expect(res.data.field).toBe('ga_client_id');
      expect((await profile(player))?.ga_client_id).toBe('111.222');
    },
  );

  const actions = (login: Login) =>
    t.db.selectFrom('casino_user_action').selectAll().where('user_id', '=', login.user_id).orderBy('id').execute();
  const report = (login: Login, body: object, address = freshAddress()) =>
    post(t.app, '/casino/lucky_bear/report_user_action', body, sessionHeaders(login), address);

  it('records an allow-listed action with its params', async () => {
    const player = await newPlayer(t);
    const res = await report(player, {
      action: 'game_open',
      params: { game_id: 'house-dice', from_popup: true, n: 2 },
    });
    expect(res.body).toMatchObject({ code: 0, data: { action: 'game_open' } });
    expect((await report(player, { action: 'app_open' })).body.code).toBe(0);
    const rows = await actions(player);
    expect(rows.map((r) => [r.action, JSON.parse(r.params)])).toEqual([
      ['game_open', { game_id: 'house-dice', from_popup: true, n: 2 }],
      ['app_open', {}],
    ]);
  });

  it.each([
    [{ action: 'buy_everything' }, 'action'],
    [{ action: 'page_view', params: { Page: 'home' } }, 'params'],
    [{ action: 'page_view', params: { page: { nested: true } } }, 'params'],
    [{ action: 'page_view', params: { page: 'x'.repeat(201) } }, 'params'],
    [{ action: 'page_view', params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, 'params'],
    [
      {
        action: 'page_view',
        params: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, 'y'.repeat(150)])),
      },
      'params',
    ],
  ])('refuses %j with 1001 naming %s, and records nothing', async (body, field) => {
    const player = await newPlayer(t);
    const res = await report(player, body);
    expect(res.body.code).toBe(BodyCode.INVALID_PARAMS);
    expect(String(res.body.data.field)).toMatch(new RegExp(`^${field}`));
    expect(await actions(player)).toEqual([]);
  });

  it('limits reports to 60 a minute per address (HTTP 429 after), recording only what was accepted', async () => {
    const player = await newPlayer(t);
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await report(player, { action: 'page_view' }, address));
    expect(answers.slice(0, 60).every((a) => a.body.code === 0)).toBe(true);
    expect(answers[60]).toMatchObject({ status: 429, body: { code: 429 } });
    expect(await actions(player)).toHaveLength(60);
  });

  it.each([
    ['/casino/user/switch_country', { country: 'vn' }],
    ['/casino/lucky_bear/report_user_action', { action: 'app_open' }],
    ['/casino/lucky_bear/update_ad_user_ga_clientid', { ga_client_id: '1.2' }],
  ])('answers 1004 to %s without a session', async (url, body) => {
    expect((await post(t.app, url, body, commonHeaders(), freshAddress())).body.code).toBe(BodyCode.SESSION_INVALID);
  });
});
