import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { PROFILE_MAX_PER_PLAYER, PROFILE_XID_PATTERN } from '@app/shared/profiles/profile-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { buildProfilesTestApp, type ProfilesTestApp } from './profiles-app';

/** Profiles (issue 18 item 1): create, select, edit, view; only the owner changes a profile. */
describe('profiles', () => {
  let t: ProfilesTestApp;
  beforeAll(async () => {
    t = await buildProfilesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const create = (login: LoginResponse, body: object) => t.call(login, '/profile/create', body);

  it('creates profiles with a public xid, keeps the newest current, and switches on select', async () => {
    const player = await t.player();
    expect((await t.get(player, '/profile/mine')).data).toEqual({ current: null, list: [] });
    const first = await create(player, { username: '  Bella  ', intro: 'Hi' });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ username: 'Bella', intro: 'Hi', avatar: null, background: null });
    expect(first.data.xid).toMatch(PROFILE_XID_PATTERN);
    const second = await create(player, { username: 'Bella Games' });
    expect(second.data.xid).not.toBe(first.data.xid);

    const mine = await t.get(player, '/profile/mine');
    expect(mine.data.current).toBe(second.data.xid);
    expect(mine.data.list.map((p: { xid: string }) => p.xid)).toEqual([first.data.xid, second.data.xid]);

    expect((await t.call(player, '/profile/select', { xid: first.data.xid })).code).toBe(0);
    expect((await t.get(player, '/profile/mine')).data.current).toBe(first.data.xid);
  });

  it('edits the name and the intro separately, and shows the profile to anyone signed out', async () => {
    const player = await t.player();
    const { data: made } = await create(player, { username: 'Creator' });
    const named = await t.call(player, '/profile/edit', { xid: made.xid, username: 'New Name' });
    expect(named.data).toMatchObject({ username: 'New Name', intro: '' });
    const intro = await t.call(player, '/profile/edit', { xid: made.xid, intro: 'Line one\nLine two' });
    expect(intro.data).toMatchObject({ username: 'New Name', intro: 'Line one\nLine two' });

    const publicView = await t.get(undefined, `/profile/view?xid=${made.xid}`);
    expect(publicView.code).toBe(0);
    expect(publicView.data).toMatchObject({
      username: 'New Name',
      intro: 'Line one\nLine two',
      mine: false,
      products: [],
    });
    expect((await t.get(player, `/profile/view?xid=${made.xid}`)).data.mine).toBe(true);
    expect((await t.get(undefined, '/profile/view?xid=zzzzzzzz')).code).toBe(BodyCode.PROFILE_NOT_FOUND);
  });

  it("refuses every change to another player's profile and leaves it as it was", async () => {
    const owner = await t.player();
    const other = await t.player();
    const { data: made } = await create(owner, { username: 'Owner', intro: 'Mine' });
    const attempts = [
      await t.call(other, '/profile/edit', { xid: made.xid, username: 'Hacked' }),
      await t.call(other, '/profile/select', { xid: made.xid }),
      await t.call(other, '/profile/set_image', { xid: made.xid, kind: 'avatar', image_id: null }),
      await t.call(other, '/profile/add_product', { xid: made.xid, title: 'Spam', link: 'https://spam.example' }),
    ];
    for (const answer of attempts) expect(answer).toMatchObject({ code: BodyCode.PROFILE_NOT_YOURS, data: null });
    const after = await t.get(undefined, `/profile/view?xid=${made.xid}`);
    expect(after.data).toMatchObject({ username: 'Owner', intro: 'Mine', products: [] });
    expect((await t.get(other, '/profile/mine')).data.current).toBeNull();
  });

  it('stores HTML and script in the name and intro as the text typed (the pages escape it)', async () => {
    const player = await t.player();
    const name = '<img src=x onerror=alert(1)>';
    const intro = '<script>alert("x")</script> & "quotes"';
    const { data: made } = await create(player, { username: name, intro });
    const row = await t.db
      .selectFrom('profile')
      .select(['username', 'intro'])
      .where('xid', '=', made.xid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: name, intro });
    const res = await t.app.inject({ method: 'GET', url: `/profile/view?xid=${made.xid}`, headers: commonHeaders() });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body).data).toMatchObject({ username: name, intro });
  });

  it('answers bad input with the field and changes nothing', async () => {
    const player = await t.player();
    const { data: made } = await create(player, { username: 'Steady' });
    const cases = [
      await create(player, { username: 'x' }),
      await create(player, { username: 'a'.repeat(33) }),
      await create(player, { username: 'two\nlines' }),
      await t.call(player, '/profile/edit', { xid: made.xid, intro: 'i'.repeat(501) }),
      await t.call(player, '/profile/edit', { xid: 'not-an-xid', username: 'Fine' }),
      await t.call(player, '/profile/add_product', { xid: made.xid, title: 'Bad', link: 'javascript:alert(1)' }),
      await t.call(player, '/profile/add_product', { xid: made.xid, title: 'Bad', link: '//evil.example/x' }),
    ];
    for (const answer of cases) {
      expect(answer.code).toBe(BodyCode.INVALID_PARAMS);
      expect(answer.data.field).toEqual(expect.any(String));
    }
    const mine = await t.get(player, '/profile/mine');
    expect(mine.data.list).toHaveLength(1);
    expect((await t.get(undefined, `/profile/view?xid=${made.xid}`)).data).toMatchObject({
      username: 'Steady',
      products: [],
    });
  });

  it(`allows ${PROFILE_MAX_PER_PLAYER} profiles a player, also when created at once`, async () => {
    const player = await t.player();
    const answers = await Promise.all(
      Array.from({ length: PROFILE_MAX_PER_PLAYER + 3 }, (_, i) => create(player, { username: `Persona ${i}` })),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(PROFILE_MAX_PER_PLAYER);
    for (const refused of answers.filter((a) => a.code !== 0)) {
      expect(refused).toMatchObject({ code: BodyCode.PROFILE_LIMIT_REACHED, data: { max: PROFILE_MAX_PER_PLAYER } });
    }
    expect((await t.get(player, '/profile/mine')).data.list).toHaveLength(PROFILE_MAX_PER_PLAYER);
  });

  it('adds products (an address or an app path), shows them newest first, and removes only its own', async () => {
    const player = await t.player();
    const { data: made } = await create(player, { username: 'Shop' });
    const a = await t.call(player, '/profile/add_product', {
      xid: made.xid,
      title: 'Guide',
      link: '/quest',
      price_text: 'Free',
    });
    expect(a.data).toMatchObject({ title: 'Guide', link: '/quest', price_text: 'Free', image: null });
    const b = await t.call(player, '/profile/add_product', {
      xid: made.xid,
      title: 'Course',
      link: 'https://shop.example/c',
    });
    expect(b.data.price_text).toBe('');
    const view = await t.get(undefined, `/profile/view?xid=${made.xid}`);
    expect(view.data.products.map((p: { title: string }) => p.title)).toEqual(['Course', 'Guide']);

    const other = await t.player();
    const { data: theirs } = await create(other, { username: 'Other' });
    const cross = await t.call(other, '/profile/remove_product', { xid: theirs.xid, product_id: a.data.id });
    expect(cross.code).toBe(BodyCode.PROFILE_PRODUCT_NOT_FOUND);
    expect((await t.call(player, '/profile/remove_product', { xid: made.xid, product_id: a.data.id })).data).toEqual({
      removed: true,
    });
    expect((await t.get(undefined, `/profile/view?xid=${made.xid}`)).data.products).toHaveLength(1);
  });
});
