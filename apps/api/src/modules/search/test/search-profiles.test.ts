import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerCalls } from '../../../../test/helpers/player-calls';
import { type AuthTestApp, buildAuthTestApp, post, signInByPhone } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { createSearchRepository } from '../search.repository';
import { SearchService } from '../search.service';
import { playersSource, searchSources } from '../search-sources';

type Hit = { kind: string; ref: string; title: string; path: string };

/**
 * Players' hits and their profiles (issue 18): a player with a current profile is found by its name too
 * and leads to /profile/<xid>; without one, to /space?user_id=. A profile made or renamed after the
 * player was indexed reaches the index at the next sync (the player-profiles source).
 */
describe('search: players and their profiles', () => {
  let t: AuthTestApp;
  let search: SearchService;
  let everyone: SearchService;
  let serial = 0;
  const tag = randomUUID().replace(/\D/g, '').slice(0, 6).padEnd(6, '7');
  const calls = () => playerCalls(t.app);

  const player = () =>
    signInByPhone(t, `9357${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`);
  const hitsFor = async (keyword: string): Promise<Hit[]> =>
    (await post(t.app, '/search/query', { keyword, kinds: ['player'] }, commonHeaders())).body.data.list;
  const hitOf = async (keyword: string, login: LoginResponse) =>
    (await hitsFor(keyword)).find((h) => h.ref === String(login.user_id));
  const makeProfile = async (login: LoginResponse, username: string): Promise<string> => {
    const made = await calls().call(login, '/profile/create', { username });
    expect(made.code, made.msg).toBe(0);
    return made.data.xid;
  };
  const nameOf = async (login: LoginResponse) =>
    (await t.db.selectFrom('app_user').select('username').where('id', '=', login.user_id).executeTakeFirstOrThrow())
      .username;

  beforeAll(async () => {
    t = await buildAuthTestApp();
    const repository = createSearchRepository(t.db, t.config.database.kind);
    // The sync under test, without the rolling pass: on a test's few players that re-reads everyone each
    // run and would hide whether the player-profiles source brought a change.
    const sources = searchSources(t.db).filter((s) => s.name !== 'players-refresh');
    search = new SearchService(t.db, repository, sources, () => Date.now());
    // The rolling pass alone, to index every player as they are now (sign-up draws random ids, so the
    // new-players source, which follows ids, does not reliably see a player made after its last run).
    everyone = new SearchService(t.db, repository, [playersSource(t.db, 'players-refresh')], () => Date.now());
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('leads to /space?user_id= for a player without a profile and to /profile/<xid> for one with', async () => {
    const plain = await player();
    const creator = await player();
    const xid = await makeProfile(creator, `Kestrel${tag}`);
    await everyone.sync();
    expect(await hitOf(await nameOf(plain), plain)).toMatchObject({ path: `/space?user_id=${plain.user_id}` });
    const byName = await hitOf(await nameOf(creator), creator);
    expect(byName).toMatchObject({ path: `/profile/${xid}`, title: await nameOf(creator) });
    // The profile's name finds the player too.
    expect(await hitOf(`kestrel${tag}`, creator)).toMatchObject({ path: `/profile/${xid}` });
  });

  it('points an indexed player at the profile made later, and follows a rename, at the next sync', async () => {
    const later = await player();
    await everyone.sync();
    const name = await nameOf(later);
    expect(await hitOf(name, later)).toMatchObject({ path: `/space?user_id=${later.user_id}` });

    const xid = await makeProfile(later, `Heron${tag}`);
    await search.sync();
    expect(await hitOf(name, later)).toMatchObject({ path: `/profile/${xid}` });
    expect(await hitOf(`heron${tag}`, later)).toMatchObject({ path: `/profile/${xid}` });

    const renamed = await calls().call(later, '/profile/edit', { xid, username: `Osprey${tag}` });
    expect(renamed.code, renamed.msg).toBe(0);
    await search.sync();
    expect(await hitOf(`osprey${tag}`, later)).toMatchObject({ path: `/profile/${xid}` });
    expect(await hitOf(`heron${tag}`, later)).toBeUndefined();
  });

  it('reads no further than what changed: a second sync offers no player of the profiles source', async () => {
    const someone = await player();
    await makeProfile(someone, `Plover${tag}`);
    expect((await search.sync())['player-profiles']).toBe(1);
    expect((await search.sync())['player-profiles']).toBe(0);
  });

  it('finds a new player at the next sync even when sign-up drew an id below players already indexed', async () => {
    // A player with the largest id there can be, indexed first: the new-players source once followed ids,
    // so every player signing up after it (random ids, all smaller) waited for the rolling pass.
    const [highest] = await t.db
      .insertInto('app_user')
      .values({
        id: 2_147_483_000,
        username: `zz_top_${tag}`,
        password_hash: null,
        phone: null,
        referrer_id: null,
        login_type: 'phone',
        invite_code: `ZZTOP${tag}`,
        created_at: Date.now(),
      } as never)
      .returning('id')
      .execute();
    expect(highest?.id).toBe(2_147_483_000);
    await search.sync();
    const newcomer = await player();
    expect(newcomer.user_id).toBeLessThan(2_147_483_000);
    await search.sync();
    expect(await hitOf(await nameOf(newcomer), newcomer)).toMatchObject({ path: `/space?user_id=${newcomer.user_id}` });
  });
});
