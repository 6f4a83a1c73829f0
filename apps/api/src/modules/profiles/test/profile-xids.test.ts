import { PROFILE_XID_PATTERN } from '@app/shared/profiles/profile-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProfileXid } from '../profile-xid';
import { buildProfilesTestApp, type ProfilesTestApp } from './profiles-app';

/** The first draws all give this one xid, so concurrent creates really collide on the unique index. */
const SAME_FIRST = 12;

/**
 * xid uniqueness under concurrent creates (issue 18 item 6): the first SAME_FIRST draws give one xid,
 * later draws fresh ones, so all but one of the first creates lose the race and must draw again.
 */
describe('profile xids', () => {
  let t: ProfilesTestApp;
  let draws = 0;
  beforeAll(async () => {
    const same = newProfileXid();
    t = await buildProfilesTestApp({}, { profiles: { newXid: () => (draws++ < SAME_FIRST ? same : newProfileXid()) } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives every one of many concurrent creates its own xid', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => t.player()));
    const answers = await Promise.all(
      players.flatMap((player, i) => [0, 1].map((j) => t.call(player, '/profile/create', { username: `P${i}-${j}` }))),
    );
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 0));
    const xids = answers.map((a) => a.data.xid as string);
    expect(new Set(xids).size).toBe(xids.length);
    const rows = await t.db.selectFrom('profile').select('xid').execute();
    expect(new Set(rows.map((r) => r.xid)).size).toBe(rows.length);
    // The collisions happened: every create after the first of the same xid drew again.
    expect(draws).toBe(xids.length + SAME_FIRST - 1);
  });

  it('draws xids of the public pattern', () => {
    for (let i = 0; i < 500; i++) expect(newProfileXid()).toMatch(PROFILE_XID_PATTERN);
  });
});
