import { createHash } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { verifyRound } from '@app/shared/fair/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { SecretBox } from '../../../lib/secret-box';
import { DEV_FAIR_SEED_KEY } from '../fair.config';
import { FairService } from '../fair.service';

let serial = 700_000;
const nextPhone = () => `918${serial++}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const box = new SecretBox(DEV_FAIR_SEED_KEY, 'fair-seed');

describe('POST /casino/fair/* (provably fair seeds)', () => {
  let t: AuthTestApp;
  let fair: FairService;
  beforeAll(async () => {
    t = await buildAuthTestApp();
    fair = new FairService(t.db, box);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (login: { user_id: number; user_secret_key: string }, path: string, body: object = {}) =>
    post(t.app, `/casino/fair/${path}`, body, sessionHeaders(login));
  const pairsOf = (userId: number) =>
    t.db.selectFrom('fair_seed_pair').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('seeds shows the committed hash, never the server seed, and the same pair on every call', async () => {
    const login = await signInByPhone(t, nextPhone());
    const first = await call(login, 'seeds');
    expect(first.body.code).toBe(BodyCode.OK);
    expect(first.body.data).toMatchObject({ scope: 'house-games', current: { nonce: 0 }, previous: null });
    expect(first.body.data.current.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.data.current.client_seed).toMatch(/^[0-9a-f]{16}$/);
    const [row] = await pairsOf(login.user_id);
    const seed = box.open(row?.server_seed_hash ?? '', row?.server_seed ?? '');
    expect(JSON.stringify(first.body)).not.toContain(seed);
    expect(sha256(seed)).toBe(first.body.data.current.server_seed_hash);
    expect((await call(login, 'seeds')).body.data).toEqual(first.body.data);
  });

  it('rotate reveals the seed behind the shown hash with its round count and starts at nonce 0', async () => {
    const login = await signInByPhone(t, nextPhone());
    const before = (await call(login, 'seeds')).body.data.current;
    for (let i = 0; i < 3; i++)
      await t.db.transaction().execute((trx) => fair.beginRound(trx, login.user_id, 'house-games'));
    expect((await call(login, 'seeds')).body.data.current.nonce).toBe(3);

    const rotated = await call(login, 'rotate');
    expect(rotated.body.code).toBe(BodyCode.OK);
    const { current, previous } = rotated.body.data;
    expect(previous).toMatchObject({
      server_seed_hash: before.server_seed_hash,
      client_seed: before.client_seed,
      rounds: 3,
    });
    expect(sha256(previous.server_seed)).toBe(before.server_seed_hash);
    expect(current).toMatchObject({ client_seed: before.client_seed, nonce: 0 });
    expect(current.server_seed_hash).not.toBe(before.server_seed_hash);
    expect((await call(login, 'seeds')).body.data.previous).toEqual(previous);
  });

  it('a revealed pair verifies every round it played, and serverSeedOf answers only after the reveal', async () => {
    const login = await signInByPhone(t, nextPhone());
    const round = await t.db.transaction().execute((trx) => fair.beginRound(trx, login.user_id, 'house-games'));
    const floats = await round.floats(1);
    expect(await fair.serverSeedOf(round.seedPairId)).toBeUndefined();
    await call(login, 'rotate');
    const revealed = await fair.serverSeedOf(round.seedPairId);
    expect(revealed).toMatchObject({ serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, rounds: 1 });
    const verified = await verifyRound({
      serverSeed: revealed?.serverSeed ?? '',
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      gameId: 'house-wheel',
      params: { risk: 'low' },
    });
    expect(verified.hashMatches).toBe(true);
    expect(verified.outcome).toMatchObject({ segmentIndex: Math.floor((floats[0] ?? 0) * 20) });
  });

  it('client_seed sets the seed for a new pair and reveals the old one', async () => {
    const login = await signInByPhone(t, nextPhone());
    const before = (await call(login, 'seeds')).body.data.current;
    const changed = await call(login, 'client_seed', { client_seed: 'my lucky seed!' });
    expect(changed.body.code).toBe(BodyCode.OK);
    expect(changed.body.data.current).toMatchObject({ client_seed: 'my lucky seed!', nonce: 0 });
    expect(changed.body.data.previous).toMatchObject({ client_seed: before.client_seed, rounds: 0 });
    expect(await pairsOf(login.user_id)).toHaveLength(2);
  });

  it('refuses a bad client seed or an unknown scope and changes nothing', async () => {
    const login = await signInByPhone(t, nextPhone());
    await call(login, 'seeds');
    const before = await pairsOf(login.user_id);
    for (const client_seed of ['', 'x'.repeat(65), 'tab\there', ' padded', 'ünïcode']) {
      const answer = await call(login, 'client_seed', { client_seed });
      expect(answer.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'client_seed' } });
    }
    const unknownScope = await call(login, 'rotate', { scope: 'pets' });
    expect(unknownScope.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'scope' } });
    expect(await pairsOf(login.user_id)).toEqual(before);
  });

  it('needs a session', async () => {
    const answer = await post(t.app, '/casino/fair/seeds', {});
    expect(answer.body.code).toBe(BodyCode.SESSION_INVALID);
  });
});
