import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { roundFloats } from '@app/shared/fair/derivation';
import { pickWeighted } from '@app/shared/fair/weighted-pick';
import { PET_DRAW_FLOATS, petFromFloats } from '@app/shared/pets/pet-traits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp } from '../../games/test/helpers/games-app';
import { rotateFair } from '../../lucky/test/helpers/lucky-calls';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { balanceOf, drawPet, feedPet, happy, petGet, systemBalance } from './helpers/pet-calls';

/** Pets (issue 17 item 1): draw with coins, provably fair; a picture and a page per pet; feed and level. */
describe('pets: draw, picture, feed, collections', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('publishes the rules signed out: price, odds summing to 1 with rarer pets rarer, level thresholds', async () => {
    const res = await petGet(t, undefined, 'config');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      coin: 'HAPPY',
      draw_price: '50',
      feed: { price: '5', xp: 40 },
      transfer_fee: '2',
    });
    const odds = res.data.odds as { rarity: string; probability: number }[];
    expect(odds.map((o) => o.rarity)).toEqual(['common', 'rare', 'epic', 'legendary']);
    expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(odds[3]?.probability).toBe(0.02);
    expect(res.data.level_xp[0]).toBe(0);
  });

  it('draws a pet: the price goes to the house, the pet is mine with traits, a picture and a public page', async () => {
    const player = await newPlayer(t);
    const before = await balanceOf(t, player.user_id);
    const houseBefore = await systemBalance(t, 'house');
    const res = await drawPet(t, player);
    expect(res.code).toBe(0);
    expect(res.data.pet_id).toMatch(/^P[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(res.data).toMatchObject({
      owner_id: player.user_id,
      level: 1,
      xp: 0,
      mine: true,
      keeper: true,
      state: 'idle',
    });
    expect(await balanceOf(t, player.user_id)).toBe(before - happy(50));
    expect(await systemBalance(t, 'house')).toBe(houseBefore + happy(50));
    const image = await t.app.inject({ method: 'GET', url: res.data.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain(`aria-label="${res.data.traits.rarity} ${res.data.traits.species}"`);
    const page = await petGet(t, undefined, 'detail', { pet_id: res.data.pet_id.toLowerCase() });
    expect(page.data).toMatchObject({ pet_id: res.data.pet_id, mine: false, keeper: false, traits: res.data.traits });
    const mine = await petGet(t, player, 'mine');
    expect(mine.data.owned.map((p: { pet_id: string }) => p.pet_id)).toEqual([res.data.pet_id]);
  });

  it('draws the same picture every time and a 404 for an unknown pet', async () => {
    const player = await newPlayer(t);
    const { image_url } = (await drawPet(t, player)).data;
    const [a, b] = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: image_url })));
    expect(a?.body).toBe(b?.body);
    expect((await t.app.inject({ method: 'GET', url: '/pet/image/P0000000000.svg' })).statusCode).toBe(404);
  });

  it('is provably fair: the hash is shown before, the revealed seed recomputes rarity and traits', async () => {
    const player = await newPlayer(t);
    const seeds = await petPostSeeds(player);
    const pet = (await drawPet(t, player)).data;
    expect(pet.fair.server_seed_hash).toBe(seeds.current.server_seed_hash);
    expect(pet.fair.server_seed).toBeNull();
    const revealed = await rotateFair(t, player, 'pet-draw');
    const after = (await petGet(t, player, 'detail', { pet_id: pet.pet_id })).data;
    expect(after.fair.server_seed).toBe(revealed.server_seed);
    const floats = await roundFloats({
      serverSeed: after.fair.server_seed,
      clientSeed: after.fair.client_seed,
      nonce: after.fair.nonce,
      count: PET_DRAW_FLOATS,
    });
    expect(petFromFloats(floats, after.fair.rarity_weights, pickWeighted)).toEqual(pet.traits);
  });

  async function petPostSeeds(player: Awaited<ReturnType<typeof newPlayer>>) {
    return (await post(t.app, '/casino/fair/seeds', { scope: 'pet-draw' }, sessionHeaders(player))).body.data;
  }

  it('answers a retried draw (same request_id, 20 at once) with one pet, paid once; the ledger stays whole', async () => {
    const player = await newPlayer(t);
    const before = await balanceOf(t, player.user_id);
    const key = `draw-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => drawPet(t, player, key)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.pet_id)).size).toBe(1);
    expect(await balanceOf(t, player.user_id)).toBe(before - happy(50));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses a draw beyond the balance with 1014 and draws nothing', async () => {
    const player = await newPlayer(t);
    const draws = Number((await balanceOf(t, player.user_id)) / happy(50));
    for (let i = 0; i < draws; i++) expect((await drawPet(t, player)).code).toBe(0);
    const left = await balanceOf(t, player.user_id);
    const res = await drawPet(t, player);
    expect(res.code).toBe(BodyCode.BALANCE_LACK);
    expect(await balanceOf(t, player.user_id)).toBe(left);
    expect((await petGet(t, player, 'mine')).data.owned).toHaveLength(draws);
  });

  it('feeds a pet up a level: each feed costs the food (to the fees account) and adds its xp', async () => {
    const player = await newPlayer(t);
    const pet = (await drawPet(t, player)).data;
    const before = await balanceOf(t, player.user_id);
    const feesBefore = await systemBalance(t, 'fees');
    const first = await feedPet(t, player, pet.pet_id);
    expect(first.data).toMatchObject({
      xp_gained: 40,
      levelled_up: false,
      pet: { xp: 40, level: 1, next_level_xp: 100 },
    });
    await feedPet(t, player, pet.pet_id);
    const third = await feedPet(t, player, pet.pet_id);
    expect(third.data).toMatchObject({ levelled_up: true, pet: { xp: 120, level: 2, level_xp: 100 } });
    expect(await balanceOf(t, player.user_id)).toBe(before - happy(15));
    expect(await systemBalance(t, 'fees')).toBe(feesBefore + happy(15));
  });

  it('feeds once for one request_id, even 10 at once', async () => {
    const player = await newPlayer(t);
    const pet = (await drawPet(t, player)).data;
    const before = await balanceOf(t, player.user_id);
    const key = `feed-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => feedPet(t, player, pet.pet_id, key)));
    expect(answers.every((a) => a.code === 0 && a.data.tx_id === answers[0]?.data.tx_id)).toBe(true);
    expect((await petGet(t, player, 'detail', { pet_id: pet.pet_id })).data.xp).toBe(40);
    expect(await balanceOf(t, player.user_id)).toBe(before - happy(5));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses to feed someone else’s pet (1231) and a pet at the top level (1234), charging nothing', async () => {
    const owner = await newPlayer(t);
    const other = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    const otherBefore = await balanceOf(t, other.user_id);
    expect((await feedPet(t, other, pet.pet_id)).code).toBe(BodyCode.PET_NOT_YOURS);
    expect(await balanceOf(t, other.user_id)).toBe(otherBefore);
    const config = (await petGet(t, undefined, 'config')).data;
    await t.db
      .updateTable('pet')
      .set({ xp: config.level_xp.at(-1) })
      .where('public_id', '=', pet.pet_id)
      .execute();
    const ownerBefore = await balanceOf(t, owner.user_id);
    const top = await feedPet(t, owner, pet.pet_id);
    expect(top.code).toBe(BodyCode.PET_MAX_LEVEL);
    expect(await balanceOf(t, owner.user_id)).toBe(ownerBefore);
    expect((await petGet(t, owner, 'detail', { pet_id: pet.pet_id })).data).toMatchObject({
      level: 10,
      next_level_xp: null,
    });
  });

  it('refuses the same request_id for another pet with 1016', async () => {
    const player = await newPlayer(t);
    const a = (await drawPet(t, player)).data;
    const b = (await drawPet(t, player)).data;
    const key = `feed-${randomUUID()}`;
    expect((await feedPet(t, player, a.pet_id, key)).code).toBe(0);
    expect((await feedPet(t, player, b.pet_id, key)).code).toBe(BodyCode.IDEMPOTENCY_CONFLICT);
    expect((await petGet(t, player, 'detail', { pet_id: b.pet_id })).data.xp).toBe(0);
  });

  it('shows a collection to anyone signed out by owner id; an unknown owner is 1003', async () => {
    const player = await newPlayer(t);
    const pet = (await drawPet(t, player)).data;
    const space = await petGet(t, undefined, 'space', { user_id: String(player.user_id) });
    expect(space.code).toBe(0);
    expect(space.data.user_id).toBe(player.user_id);
    expect(space.data.pets.map((p: { pet_id: string }) => p.pet_id)).toEqual([pet.pet_id]);
    expect((await petGet(t, undefined, 'space', { user_id: '99999999' })).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
  });

  it('answers bad input with a clear error and moves nothing: malformed ids, unknown pets, no session', async () => {
    const player = await newPlayer(t);
    const before = await balanceOf(t, player.user_id);
    const malformed = await feedPet(t, player, 'not-a-pet');
    expect(malformed.code).toBe(BodyCode.INVALID_PARAMS);
    expect((await feedPet(t, player, 'P0000000000')).code).toBe(BodyCode.PET_NOT_FOUND);
    expect((await petGet(t, undefined, 'detail', { pet_id: 'P0000000000' })).code).toBe(BodyCode.PET_NOT_FOUND);
    expect((await drawPet(t, player, 'short')).code).toBe(BodyCode.INVALID_PARAMS);
    const signedOut = await t.app.inject({ method: 'GET', url: '/pet/mine', headers: commonHeaders() });
    expect(signedOut.json().code).toBe(BodyCode.SESSION_INVALID);
    expect(await balanceOf(t, player.user_id)).toBe(before);
  });
});
