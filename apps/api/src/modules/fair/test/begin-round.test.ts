import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, signInByPhone } from '../../../../test/helpers/sign-in';
import { SecretBox } from '../../../lib/secret-box';
import { DEV_FAIR_SEED_KEY } from '../fair.config';
import { FairService } from '../fair.service';

let serial = 710_000;
const nextPhone = () => `918${serial++}`;

describe('FairService.beginRound', () => {
  let t: AuthTestApp;
  let fair: FairService;
  beforeAll(async () => {
    t = await buildAuthTestApp();
    fair = new FairService(t.db, new SecretBox(DEV_FAIR_SEED_KEY, 'fair-seed'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('64 concurrent rounds of one user (the first creates the pair) get 64 distinct nonces 0-63 on one pair', async () => {
    const { user_id } = await signInByPhone(t, nextPhone());
    const rounds = await Promise.all(
      Array.from({ length: 64 }, () =>
        t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'house-games')),
      ),
    );
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i));
    expect(new Set(rounds.map((r) => r.seedPairId)).size).toBe(1);
    const pairs = await t.db.selectFrom('fair_seed_pair').selectAll().where('user_id', '=', user_id).execute();
    expect(pairs.map((p) => Number(p.next_nonce))).toEqual([64]);
  });

  it('a rolled-back round gives its nonce back', async () => {
    const { user_id } = await signInByPhone(t, nextPhone());
    await t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'house-games'));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await fair.beginRound(trx, user_id, 'house-games');
        throw new Error('bet refused');
      }),
    ).rejects.toThrow('bet refused');
    const next = await t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'house-games'));
    expect(next.nonce).toBe(1);
  });

  it('scopes keep their own pairs and nonces', async () => {
    const { user_id } = await signInByPhone(t, nextPhone());
    const house = await t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'house-games'));
    const other = await t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'lucky-spin'));
    expect(other.nonce).toBe(0);
    expect(other.seedPairId).not.toBe(house.seedPairId);
    expect(other.serverSeedHash).not.toBe(house.serverSeedHash);
    await expect(t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'House Games'))).rejects.toThrow(
      'Not a fair scope name',
    );
  });

  it('the floats of a round are the derivation of its seeds and nonce', async () => {
    const { user_id } = await signInByPhone(t, nextPhone());
    const a = await t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'house-games'));
    const b = await t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'house-games'));
    expect(await a.floats(3)).toHaveLength(3);
    expect(await a.floats(3)).toEqual(await a.floats(3));
    expect(await a.floats(3)).not.toEqual(await b.floats(3));
  });

  it('a current server seed is stored sealed (the database alone does not give it), a revealed one in clear', async () => {
    const { user_id } = await signInByPhone(t, nextPhone());
    const round = await t.db.transaction().execute((trx) => fair.beginRound(trx, user_id, 'house-games'));
    const stored = await t.db
      .selectFrom('fair_seed_pair')
      .selectAll()
      .where('id', '=', round.seedPairId)
      .executeTakeFirstOrThrow();
    expect(stored.server_seed.startsWith('v1.')).toBe(true);
    expect(() =>
      new SecretBox('another-key-of-at-least-32-characters', 'fair-seed').open(
        stored.server_seed_hash,
        stored.server_seed,
      ),
    ).toThrow();
    await fair.rotate(user_id, 'house-games');
    const revealed = await t.db
      .selectFrom('fair_seed_pair')
      .selectAll()
      .where('id', '=', round.seedPairId)
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(revealed.server_seed).digest('hex')).toBe(round.serverSeedHash);
    expect((await fair.serverSeedOf(round.seedPairId))?.serverSeed).toBe(revealed.server_seed);
  });
});
