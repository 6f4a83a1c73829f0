import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { roundFloats } from '@app/shared/fair/derivation';
import { pickWeighted } from '@app/shared/fair/weighted-pick';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp } from '../../games/test/helpers/games-app';
import { rotateFair } from '../../lucky/test/helpers/lucky-calls';
import { balanceOf, drawPet, happy, petGet, petPost, systemBalance } from '../../pets/test/helpers/pet-calls';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { nextUtcMidnight, utcDay } from '../petgame-day.repository';
import { PETGAME_RULES, playReward } from '../petgame-rules';
import { fairSeeds, playPet } from './helpers/petgame-calls';

const RULES = PETGAME_RULES.play;
const REST_MS = RULES.restMs;

/** /petGame (issue 17 item 1): a kept pet plays for coins from the rewards account, within a daily cap. */
describe('pet game: play for coins within the daily cap', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The rewards one pet can earn in one play: each outcome's, before the cap. */
  const possible = (pet: { traits: { rarity: 'common' | 'rare' | 'epic' | 'legendary' }; level: number }) =>
    RULES.outcomes.map((o) => playReward(RULES, pet.traits.rarity, pet.level, o));

  it('publishes the rules and today’s earnings against the cap', async () => {
    const player = await newPlayer(t);
    const res = await petGet(t, player, 'game/state');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ coin: 'HAPPY', rest_minutes: 60, daily_cap: '20', base_reward: '0.5' });
    expect(res.data.today).toMatchObject({ day: utcDay(t.now()), earned: '0', cap: '20' });
    expect(res.data.resting).toEqual([]);
    const odds = res.data.outcomes as { probability: number }[];
    expect(odds.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect((await petGet(t, undefined, 'game/state')).code).not.toBe(0);
  });

  it('pays a play from the rewards account by the fair round: the hash before, the outcome recomputed after', async () => {
    const player = await newPlayer(t);
    const pet = (await drawPet(t, player)).data;
    const seeds = await fairSeeds(t, player, 'pet-game');
    const before = await balanceOf(t, player.user_id);
    const rewardsBefore = await systemBalance(t, 'rewards');
    const res = await playPet(t, player, pet.pet_id);
    expect(res.code).toBe(0);
    const paid = happy(Number(res.data.reward));
    expect(possible(pet)).toContain(paid);
    expect(res.data).toMatchObject({ pet_id: pet.pet_id, coin: 'HAPPY', capped: false });
    expect(res.data.today.earned).toBe(res.data.reward);
    expect(res.data.next_play_at).toBeGreaterThan(t.now());
    expect(await balanceOf(t, player.user_id)).toBe(before + paid);
    expect(await systemBalance(t, 'rewards')).toBe(rewardsBefore - paid);
    expect(res.data.fair).toMatchObject({ scope: 'pet-game', server_seed_hash: seeds.current.server_seed_hash });
    const revealed = await rotateFair(t, player, 'pet-game');
    const [float] = await roundFloats({
      serverSeed: revealed.server_seed,
      clientSeed: res.data.fair.client_seed,
      nonce: res.data.fair.nonce,
      count: 1,
    });
    const outcome = RULES.outcomes[pickWeighted(float as number, res.data.fair.weights)];
    expect(outcome?.id).toBe(res.data.outcome);
    const state = (await petGet(t, player, 'game/state')).data;
    expect(state.resting).toEqual([{ pet_id: pet.pet_id, next_play_at: res.data.next_play_at }]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('lets a pet rest between plays: 1261 with the time, then it plays again', async () => {
    const player = await newPlayer(t);
    const pet = (await drawPet(t, player)).data;
    const first = await playPet(t, player, pet.pet_id);
    expect(first.code).toBe(0);
    const balance = await balanceOf(t, player.user_id);
    const resting = await playPet(t, player, pet.pet_id);
    expect(resting.code).toBe(BodyCode.PETGAME_RESTING);
    expect(resting.data.next_play_at).toBe(first.data.next_play_at);
    expect(await balanceOf(t, player.user_id)).toBe(balance);
    t.advance(REST_MS);
    expect((await playPet(t, player, pet.pet_id)).code).toBe(0);
  });

  it('answers a retried play (same request_id, 10 at once) once, paid once; the same key for another pet: 1016', async () => {
    const player = await newPlayer(t);
    const pet = (await drawPet(t, player)).data;
    const other = (await drawPet(t, player)).data;
    const before = await balanceOf(t, player.user_id);
    const key = `play-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => playPet(t, player, pet.pet_id, key)));
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((a) => a.data.tx_id)).size).toBe(1);
    expect(await balanceOf(t, player.user_id)).toBe(before + happy(Number(answers[0]?.data.reward)));
    const conflict = await playPet(t, player, other.pet_id, key);
    expect(conflict.code).toBe(BodyCode.IDEMPOTENCY_CONFLICT);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses someone else’s pet (1231), an unknown pet (1230) and a malformed id, moving nothing', async () => {
    const owner = await newPlayer(t);
    const stranger = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    const before = await balanceOf(t, stranger.user_id);
    expect((await playPet(t, stranger, pet.pet_id)).code).toBe(BodyCode.PET_NOT_YOURS);
    expect((await playPet(t, stranger, 'P0000000000')).code).toBe(BodyCode.PET_NOT_FOUND);
    const bad = await playPet(t, stranger, 'not a pet');
    expect(bad.code).toBe(BodyCode.INVALID_PARAMS);
    expect(JSON.stringify(bad.data)).toContain('pet_id');
    expect((await playPet(t, stranger, pet.pet_id, 'short')).code).toBe(BodyCode.INVALID_PARAMS);
    expect(await balanceOf(t, stranger.user_id)).toBe(before);
    // The owner's pet did not start a rest from the refused plays.
    expect((await playPet(t, owner, pet.pet_id)).code).toBe(0);
  });

  it('pays the renter, not the owner, while a pet is rented out', async () => {
    const owner = await newPlayer(t);
    const renter = await newPlayer(t);
    const pet = (await drawPet(t, owner)).data;
    expect((await petPost(t, owner, 'rent_offer', { pet_id: pet.pet_id, price_per_day: '1', max_days: 1 })).code).toBe(
      0,
    );
    expect((await petPost(t, renter, 'rent', { pet_id: pet.pet_id, days: 1, request_id: randomUUID() })).code).toBe(0);
    expect((await playPet(t, owner, pet.pet_id)).code).toBe(BodyCode.PET_NOT_YOURS);
    const before = await balanceOf(t, renter.user_id);
    const res = await playPet(t, renter, pet.pet_id);
    expect(res.code).toBe(0);
    expect(await balanceOf(t, renter.user_id)).toBe(before + happy(Number(res.data.reward)));
  });

  it('never pays past the daily cap: 9 pets of one player play at once near the cap; a new UTC day starts again', async () => {
    const player = await newPlayer(t);
    const pets = [];
    for (let i = 0; i < 9; i++) pets.push((await drawPet(t, player)).data);
    // A player one HAPPY short of today's cap (as after earlier plays today).
    const day = utcDay(t.now());
    const earned = RULES.dailyCap - happy(1);
    await t.db.insertInto('petgame_day').values({ user_id: player.user_id, day, earned, last_grant: 0n }).execute();
    const before = await balanceOf(t, player.user_id);
    const answers = await Promise.all(pets.map((p) => playPet(t, player, p.pet_id)));
    const won = answers.filter((a) => a.code === 0);
    expect(won.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.code)).toEqual(
      Array(9 - won.length).fill(BodyCode.PETGAME_DAILY_CAP),
    );
    const paid = won.reduce((s, a) => s + happy(Number(a.data.reward)), 0n);
    // Every play's reward (0.5 HAPPY at least) is more than the one HAPPY left together: exactly the rest is paid.
    expect(paid).toBe(happy(1));
    expect(await balanceOf(t, player.user_id)).toBe(before + paid);
    const state = (await petGet(t, player, 'game/state')).data;
    expect(state.today).toMatchObject({ earned: '20', cap: '20' });
    const rows = await t.db.selectFrom('petgame_play').select('reward').where('user_id', '=', player.user_id).execute();
    expect(rows).toHaveLength(won.length);
    expect(await auditBreaches(t.db)).toEqual([]);
    const capped = await playPet(
      t,
      player,
      (pets.find((p) => !won.some((w) => w.data.pet_id === p.pet_id)) ?? pets[0]).pet_id,
    );
    expect(capped.code).toBe(BodyCode.PETGAME_DAILY_CAP);
    expect(capped.data.cap).toBe('20');
    t.advance(nextUtcMidnight(t.now()) - t.now() + REST_MS);
    expect((await playPet(t, player, pets[0].pet_id)).code).toBe(0);
  });
});
