import { BodyCode } from '@app/shared';
import type { PopupItem } from '@app/shared/luckybear/popup-item';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engageCalls, moveTo } from '../../../../test/helpers/casino-engage-calls';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import { popupsCatalogue } from '../popups/popups.catalogue';

const DAY = 86_400_000;
/** 10:00 UTC of a future day; each test starts on a day of its own, a week after the last. */
const BASE = Date.UTC(2032, 0, 1, 10);
let weeks = 0;
const nextDay = () => BASE + ++weeks * 7 * DAY;
let serial = 0;

/** Operator popups (issue 13): due by active window, audience and frequency; shown once per rule. */
describe('general popups', () => {
  let t: GamesTestApp;
  let call: ReturnType<typeof engageCalls>;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    call = engageCalls(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** An operator's popup, active from now for 30 days unless told, stored as the console stores it. */
  async function popup(fields: Partial<PopupItem> = {}): Promise<string> {
    const id = `popup-${++serial}`;
    const item: PopupItem = {
      id,
      text: { kind: 'texts', title: { 'vi-VN': 'Chào mừng', 'en-US': 'Welcome' }, body: { 'vi-VN': 'Nội dung' } },
      image_url: '/luckybear/popups/welcome.webp',
      cta_path: '/luckybear/vip',
      audience: { kind: 'everyone' },
      frequency: 'once',
      starts_at: t.now() - 1,
      ends_at: t.now() + 30 * DAY,
      sort: serial,
      ...fields,
    };
    await popupsCatalogue(() => t.now()).create(t.db, item);
    return id;
  }
  const dueIds = async (login: Login | undefined, headers: Record<string, string> = {}) => {
    const res = await call.get(login, '/casino/general_popup_query', headers);
    expect(res.code).toBe(0);
    return res.data.popups.map((p: { id: string }) => p.id) as string[];
  };
  const shown = (login: Login, popup_id: unknown) => call.post(login, '/casino/general_popup_shown', { popup_id });

  it('answers a due popup in the caller’s language (vi-VN by default) with its image and call to action', async () => {
    moveTo(t, nextDay());
    const endsAt = t.now() + 3 * DAY;
    const id = await popup({ ends_at: endsAt });
    const player = await newPlayer(t);
    const res = await call.get(player, '/casino/general_popup_query', { 'Xb-Language': 'en-US' });
    expect(res.data.popups.find((p: { id: string }) => p.id === id)).toEqual({
      id,
      title: 'Welcome',
      body: 'Nội dung',
      text_key: null,
      image_url: '/luckybear/popups/welcome.webp',
      cta_path: '/luckybear/vip',
      frequency: 'once',
      ends_at: endsAt,
    });
    const keyed = await popup({ text: { kind: 'key', key: 'popup.deposit_bonus' } });
    const again = await call.get(player, '/casino/general_popup_query');
    expect(again.data.popups.find((p: { id: string }) => p.id === keyed)).toMatchObject({
      title: null,
      body: null,
      text_key: 'popup.deposit_bonus',
    });
  });

  it('shows a "once" popup until it is reported shown, then never again', async () => {
    moveTo(t, nextDay());
    const id = await popup({ frequency: 'once' });
    const player = await newPlayer(t);
    expect(await dueIds(player)).toContain(id);
    expect(await shown(player, id)).toMatchObject({ code: 0, data: { popup_id: id, times: 1 } });
    expect(await dueIds(player)).not.toContain(id);
    moveTo(t, t.now() + 2 * DAY);
    expect(await dueIds(player)).not.toContain(id);
  });

  it('shows a "daily" popup once per UTC day: again the next day, not later the same day', async () => {
    const morning = nextDay();
    moveTo(t, morning);
    const id = await popup({ frequency: 'daily' });
    const player = await newPlayer(t);
    expect(await dueIds(player)).toContain(id);
    await shown(player, id);
    moveTo(t, morning + 13 * 3_600_000); // 23:00 UTC, same day
    expect(await dueIds(player)).not.toContain(id);
    moveTo(t, morning + 14 * 3_600_000); // 00:00 UTC the next day
    expect(await dueIds(player)).toContain(id);
    expect((await shown(player, id)).data.times).toBe(2);
    expect(await dueIds(player)).not.toContain(id);
  });

  it('shows an "every launch" popup at every query, shown or not', async () => {
    moveTo(t, nextDay());
    const id = await popup({ frequency: 'every_launch' });
    const player = await newPlayer(t);
    await shown(player, id);
    await shown(player, id);
    expect(await dueIds(player)).toContain(id);
  });

  it('shows a popup only inside its active window, and not once an operator disabled it', async () => {
    const now = nextDay();
    moveTo(t, now);
    const later = await popup({ starts_at: now + DAY, ends_at: now + 2 * DAY });
    const disabled = await popup();
    await popupsCatalogue(() => t.now()).setDisabled(t.db, disabled, true);
    const player = await newPlayer(t);
    expect(await dueIds(player)).not.toContain(later);
    expect(await dueIds(player)).not.toContain(disabled);
    moveTo(t, now + DAY);
    expect(await dueIds(player)).toContain(later);
    moveTo(t, now + 2 * DAY);
    expect(await dueIds(player)).not.toContain(later);
    expect((await shown(player, disabled)).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
  });

  it('keeps "newbies" popups to players registered less than 7 days ago', async () => {
    moveTo(t, nextDay());
    const id = await popup({ audience: { kind: 'newbies' } });
    const fresh = await newPlayer(t);
    const old = await newPlayer(t);
    const setCreated = (login: Login, at: number) =>
      t.db.updateTable('app_user').set({ created_at: at }).where('id', '=', login.user_id).execute();
    await setCreated(fresh, t.now() - 6 * DAY);
    await setCreated(old, t.now() - 7 * DAY);
    expect(await dueIds(fresh)).toContain(id);
    expect(await dueIds(old)).not.toContain(id);
    expect(await dueIds(undefined)).not.toContain(id);
  });

  it('keeps "VIP level at least N" popups to players of that level', async () => {
    moveTo(t, nextDay());
    const id = await popup({ audience: { kind: 'vip', min_level: 2 }, frequency: 'every_launch' });
    const player = await newPlayer(t);
    expect(await dueIds(player)).not.toContain(id);
    await t.db.updateTable('app_user').set({ vip_exp: 500 }).where('id', '=', player.user_id).execute();
    expect(await dueIds(player)).toContain(id);
  });

  it('keeps country popups to the player’s brand country, else the Country-Code header', async () => {
    moveTo(t, nextDay());
    const id = await popup({ audience: { kind: 'country', countries: ['br', 'mx'] }, frequency: 'every_launch' });
    const player = await newPlayer(t);
    expect(await dueIds(player, { 'Country-Code': 'vn' })).not.toContain(id);
    expect(await dueIds(player, { 'Country-Code': 'BR' })).toContain(id);
    expect(await dueIds(undefined, { 'Country-Code': 'pt-BR' })).toContain(id);
    await t.db
      .insertInto('casino_player_profile')
      .values({ user_id: player.user_id, country: 'vn', updated_at: t.now() })
      .execute();
    expect(await dueIds(player, { 'Country-Code': 'br' })).not.toContain(id);
  });

  it('gives a signed-out visitor only every-launch popups (nothing can count their shows)', async () => {
    moveTo(t, nextDay());
    const once = await popup({ frequency: 'once' });
    const always = await popup({ frequency: 'every_launch' });
    const ids = await dueIds(undefined);
    expect(ids).toContain(always);
    expect(ids).not.toContain(once);
  });

  it.each([
    ['', BodyCode.INVALID_PARAMS],
    [42, BodyCode.INVALID_PARAMS],
    ['x'.repeat(49), BodyCode.INVALID_PARAMS],
    ['no-such-popup', BodyCode.RESOURCE_NOT_FOUND],
  ])('refuses the shown report of %j and records nothing', async (popupId, code) => {
    const player = await newPlayer(t);
    const res = await shown(player, popupId);
    expect(res.code).toBe(code);
    expect(res.data.field).toBe('popup_id');
    const views = await t.db
      .selectFrom('casino_popup_view')
      .selectAll()
      .where('user_id', '=', player.user_id)
      .execute();
    expect(views).toEqual([]);
  });

  it('answers 1004 to a shown report without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/casino/general_popup_shown',
      headers: commonHeaders(),
      payload: { popup_id: 'popup-1' },
    });
    expect(res.json().code).toBe(BodyCode.SESSION_INVALID);
  });
});
