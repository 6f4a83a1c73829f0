import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSocialTestApp, MEDIA, REDIRECT_URI, type SocialTestApp } from './social-app';

const FOLLOWING = '/api/social_media/get_following';

/**
 * Connecting a network through the real dev provider in social mode (scripts/dev-social-network.ts):
 * OAuth 2.0 code + PKCE, tokens sealed at rest, follows read from the network's API, its failures.
 */
describe('social network connections (spec 7.3 get_token, need_authorize, get_following)', () => {
  let t: SocialTestApp;
  beforeAll(async () => {
    t = await buildSocialTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const connectionRow = (userId: number) =>
    t.db.selectFrom('social_connection').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('connects through the network’s sign-in page and keeps the tokens sealed', async () => {
    const player = await t.player();
    const before = await t.call(player, '/api/social_media/need_authorize', {
      user_id: player.user_id,
      media_type: MEDIA,
    });
    expect(before.code).toBe(0);
    expect(before.data).toMatchObject({ media_type: MEDIA, need_authorize: true, account_name: '' });
    expect(before.data.authorize.url).toBe(`${t.network.issuer}/auth`);
    const networks = await t.get(undefined, '/api/social_media/networks');
    expect(networks.data.list).toEqual([{ media_type: MEDIA, name: 'X (dev)' }]);

    const res = await t.connect(player, 'connect.alice');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ media_type: MEDIA, account_name: 'connect.alice' });

    const after = await t.call(player, '/api/social_media/need_authorize', {
      user_id: player.user_id,
      media_type: MEDIA,
    });
    expect(after.data).toMatchObject({ need_authorize: false, account_name: 'connect.alice' });
    const row = await connectionRow(player.user_id);
    // Sealed (lib/secret-box.ts): the token itself is not in the row, only the v1 envelope.
    expect(row?.access_sealed).toMatch(/^v1\./);
    expect(row?.refresh_sealed).toMatch(/^v1\./);
  });

  it('reads whom the player follows from the network, page by page', async () => {
    const player = await t.player();
    expect((await t.connect(player, 'pager.bob')).code).toBe(0);
    for (const handle of ['one', 'two', 'three']) await t.dev('/dev/follows', { account: 'pager.bob', handle });
    const first = await t.call(player, FOLLOWING, { media_type: MEDIA });
    expect(first.code).toBe(0);
    expect(first.data.account_name).toBe('pager.bob');
    expect(first.data.list.map((f: { handle: string }) => f.handle)).toEqual(['one', 'two']);
    expect(first.data.next_cursor).not.toBeNull();
    const second = await t.call(player, FOLLOWING, { media_type: MEDIA, cursor: first.data.next_cursor });
    expect(second.data.list.map((f: { handle: string }) => f.handle)).toEqual(['three']);
    expect(second.data.next_cursor).toBeNull();
  });

  it('refuses a code with the wrong verifier, another user id, an unknown network; nothing is kept', async () => {
    const player = await t.player();
    const { code } = await t.authorizeCode(player, 'wrong.verifier');
    const body = { user_id: player.user_id, media_type: MEDIA, code, redirect_uri: REDIRECT_URI };
    const wrong = await t.call(player, '/api/social_media/get_token', { ...body, code_verifier: 'x'.repeat(43) });
    expect(wrong.code).toBe(BodyCode.SOCIAL_CODE_REJECTED);
    const other = await t.call(player, '/api/social_media/get_token', {
      ...body,
      user_id: player.user_id + 1,
      code_verifier: 'y'.repeat(43),
    });
    expect(other.code).toBe(BodyCode.SESSION_INVALID);
    const unknown = await t.call(player, '/api/social_media/need_authorize', {
      user_id: player.user_id,
      media_type: 'nowhere',
    });
    expect(unknown.code).toBe(BodyCode.SOCIAL_NETWORK_UNKNOWN);
    const shortVerifier = await t.call(player, '/api/social_media/get_token', { ...body, code_verifier: 'short' });
    expect(shortVerifier.code).toBe(BodyCode.INVALID_PARAMS);
    expect(shortVerifier.data.field).toBe('code_verifier');
    expect(await connectionRow(player.user_id)).toBeUndefined();
    expect((await t.call(player, FOLLOWING, { media_type: MEDIA })).code).toBe(BodyCode.SOCIAL_NOT_CONNECTED);
  });

  it('connects a network account to one player only', async () => {
    const first = await t.player();
    const second = await t.player();
    expect((await t.connect(first, 'shared.account')).code).toBe(0);
    const taken = await t.connect(second, 'shared.account');
    expect(taken.code).toBe(BodyCode.SOCIAL_ACCOUNT_TAKEN);
    expect(await connectionRow(second.user_id)).toBeUndefined();
  });

  it('retries a failing network and answers 1324 when it keeps failing', async () => {
    const player = await t.player();
    expect((await t.connect(player, 'flaky.carol')).code).toBe(0);
    await t.dev('/dev/fail', { status: 500, count: 2 });
    expect((await t.call(player, FOLLOWING, { media_type: MEDIA })).code).toBe(0);
    await t.dev('/dev/fail', { status: 503, count: 3 });
    expect((await t.call(player, FOLLOWING, { media_type: MEDIA })).code).toBe(BodyCode.SOCIAL_NETWORK_UNAVAILABLE);
    await t.dev('/dev/fail', { status: 429, count: 0 });
    expect((await t.call(player, FOLLOWING, { media_type: MEDIA })).code).toBe(0);
  });

  it('records the mini app’s client auth info and refuses a malformed one', async () => {
    const player = await t.player();
    const path = '/api/social_media/telegram/report_client_auth_info';
    const ok = await t.call(player, path, { auth_info: { platform: 'ios', version: '8.0', allows_write_to_pm: true } });
    expect(ok.code).toBe(0);
    const row = await t.db
      .selectFrom('social_client_auth')
      .selectAll()
      .where('user_id', '=', player.user_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.info)).toEqual({ platform: 'ios', version: '8.0', allows_write_to_pm: true });
    const nested = await t.call(player, path, { auth_info: { user: { id: 1 } } });
    expect(nested.code).toBe(BodyCode.INVALID_PARAMS);
    expect(
      JSON.parse(
        (
          await t.db
            .selectFrom('social_client_auth')
            .select('info')
            .where('user_id', '=', player.user_id)
            .executeTakeFirstOrThrow()
        ).info,
      ),
    ).toEqual({ platform: 'ios', version: '8.0', allows_write_to_pm: true });
  });
});

describe('social network tokens that run out', () => {
  let t: SocialTestApp;
  beforeAll(async () => {
    // One-second access tokens: every read finds the kept token (about to) run out and refreshes it.
    t = await buildSocialTestApp({ accessTokenTtlS: 1 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refreshes an expired token (the network refuses the old one) and keeps reading', async () => {
    const player = await t.player();
    const { code, verifier } = await t.authorizeCode(player, 'short.lived');
    const token = await fetch(`${t.network.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: 'social-test',
        code_verifier: verifier,
      }),
    });
    const { access_token: oldToken } = (await token.json()) as { access_token: string };
    expect((await t.connect(player, 'short.lived')).code).toBe(0);
    await t.dev('/dev/follows', { account: 'short.lived', handle: 'someone' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const refused = await fetch(`${t.network.issuer}/api/following`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(refused.status).toBe(401);
    const before = await t.db
      .selectFrom('social_connection')
      .select('access_sealed')
      .where('user_id', '=', player.user_id)
      .executeTakeFirstOrThrow();
    const page = await t.call(player, FOLLOWING, { media_type: MEDIA });
    expect(page.code).toBe(0);
    expect(page.data.list.map((f: { handle: string }) => f.handle)).toEqual(['someone']);
    const after = await t.db
      .selectFrom('social_connection')
      .select('access_sealed')
      .where('user_id', '=', player.user_id)
      .executeTakeFirstOrThrow();
    expect(after.access_sealed).not.toBe(before.access_sealed);
  });
});
