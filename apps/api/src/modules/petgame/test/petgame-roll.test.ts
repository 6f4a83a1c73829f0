import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { roundFloats } from '@app/shared/fair/derivation';
import { pickWeighted } from '@app/shared/fair/weighted-pick';
import { PET_DRAW_FLOATS, petOfRarity } from '@app/shared/pets/pet-traits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp } from '../../games/test/helpers/games-app';
import { rotateFair } from '../../lucky/test/helpers/lucky-calls';
import { balanceOf, happy, petGet, systemBalance } from '../../pets/test/helpers/pet-calls';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { fairSeeds, rollNft } from './helpers/petgame-calls';

const PRICE = happy(100);
type Answer = Awaited<ReturnType<typeof rollNft>>;
/** What a roll's prize gave back in coins (a pet prize: nothing). */
const coinsWon = (a: Answer) => (a.data.prize.kind === 'coins' ? happy(Number(a.data.prize.amount)) : 0n);

/** /rollnft (issue 17 item 1): pay, a provably fair roll of the published table, a minted pet or coins. */
describe('NFT roll: a fair roll for a pet or coins', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('publishes the price and the prize table signed out, odds summing to 1, rarer pets rarer', async () => {
    const res = await petGet(t, undefined, 'roll/config');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ coin: 'HAPPY', price: '100' });
    const prizes = res.data.prizes as { kind: string; rarity: string | null; probability: number }[];
    expect(prizes.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
    expect(prizes[0]).toMatchObject({ kind: 'pet', rarity: 'legendary', probability: 0.01 });
    expect(prizes.filter((p) => p.kind === 'coins').length).toBeGreaterThan(0);
  });

  it('rolls: the price to the house, the prize as the revealed seed recomputes it, a pet minted by the pets’ own mint', async () => {
    const player = await newPlayer(t);
    const seeds = await fairSeeds(t, player, 'pet-roll');
    const before = await balanceOf(t, player.user_id);
    const houseBefore = await systemBalance(t, 'house');
    const res = await rollNft(t, player);
    expect(res.code).toBe(0);
    expect(res.data.fair).toMatchObject({ scope: 'pet-roll', server_seed_hash: seeds.current.server_seed_hash });
    expect(res.data.fair.server_seed).toBeNull();
    const won = coinsWon(res);
    expect(await balanceOf(t, player.user_id)).toBe(before - PRICE + won);
    expect(await systemBalance(t, 'house')).toBe(houseBefore + PRICE - won);
    const revealed = await rotateFair(t, player, 'pet-roll');
    const floats = await roundFloats({
      serverSeed: revealed.server_seed,
      clientSeed: res.data.fair.client_seed,
      nonce: res.data.fair.nonce,
      count: PET_DRAW_FLOATS,
    });
    expect(pickWeighted(floats[0] as number, res.data.fair.weights)).toBe(res.data.prize_index);
    const history = (await petGet(t, player, 'roll/history')).data.rolls;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ roll_id: res.data.roll_id, fair: { server_seed: revealed.server_seed } });
    if (res.data.prize.kind === 'pet') {
      expect(res.data.pet.traits).toEqual(petOfRarity(floats, res.data.prize.rarity, pickWeighted));
      const pet = (await petGet(t, player, 'detail', { pet_id: res.data.pet.pet_id })).data;
      expect(pet).toMatchObject({ owner_id: player.user_id, mine: true, fair: { scope: 'pet-roll' } });
    } else {
      expect(res.data.pet).toBeNull();
    }
  });

  it('mints pets of the rolled rarity and pays coin prizes over many rolls (both prize kinds appear)', async () => {
    const kinds = new Set<string>();
    for (let p = 0; p < 6 && kinds.size < 2; p++) {
      const player = await newPlayer(t);
      for (let i = 0; i < 4; i++) {
        const res = await rollNft(t, player);
        expect(res.code).toBe(0);
        kinds.add(res.data.prize.kind);
        if (res.data.prize.kind === 'pet') expect(res.data.pet.traits.rarity).toBe(res.data.prize.rarity);
      }
      const mine = (await petGet(t, player, 'mine')).data.owned.length;
      const rolledPets = (await petGet(t, player, 'roll/history')).data.rolls.filter(
        (r: { prize: { kind: string } }) => r.prize.kind === 'pet',
      ).length;
      expect(mine).toBe(rolledPets);
    }
    expect(kinds).toEqual(new Set(['pet', 'coins']));
  });

  it('answers a retried roll (same request_id, 10 at once) with one roll, paid once', async () => {
    const player = await newPlayer(t);
    const before = await balanceOf(t, player.user_id);
    const key = `roll-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => rollNft(t, player, key)));
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await balanceOf(t, player.user_id)).toBe(before - PRICE + coinsWon(answers[0] as Answer));
    expect((await petGet(t, player, 'roll/history')).data.rolls).toHaveLength(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses a roll beyond the balance with 1014 and moves nothing; bad input changes nothing', async () => {
    const player = await newPlayer(t);
    let rolls = 0;
    while ((await balanceOf(t, player.user_id)) >= PRICE) {
      expect((await rollNft(t, player)).code).toBe(0);
      rolls++;
    }
    const left = await balanceOf(t, player.user_id);
    const houseBefore = await systemBalance(t, 'house');
    const res = await rollNft(t, player);
    expect(res.code).toBe(BodyCode.BALANCE_LACK);
    expect((await rollNft(t, player, 'bad key!')).code).toBe(BodyCode.INVALID_PARAMS);
    expect(await balanceOf(t, player.user_id)).toBe(left);
    expect(await systemBalance(t, 'house')).toBe(houseBefore);
    expect((await petGet(t, player, 'roll/history')).data.rolls).toHaveLength(rolls);
    expect((await petGet(t, undefined, 'roll/history')).code).toBe(BodyCode.SESSION_INVALID);
  });

  it('keeps one account whole under 12 concurrent rolls with a balance for only some: none negative, audit clean', async () => {
    const player = await newPlayer(t);
    const before = await balanceOf(t, player.user_id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => rollNft(t, player)));
    const won = answers.filter((a) => a.code === 0);
    expect(won.length).toBeGreaterThanOrEqual(Number(before / PRICE));
    expect(won.length).toBeLessThan(12);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.code)).toEqual(
      Array(12 - won.length).fill(BodyCode.BALANCE_LACK),
    );
    const after = await balanceOf(t, player.user_id);
    expect(after).toBeGreaterThanOrEqual(0n);
    expect(after).toBe(before - PRICE * BigInt(won.length) + won.reduce((s, a) => s + coinsWon(a), 0n));
    const pets = won.filter((a) => a.data.prize.kind === 'pet').map((a) => a.data.pet.pet_id);
    const owned = (await petGet(t, player, 'mine')).data.owned.map((p: { pet_id: string }) => p.pet_id);
    expect(owned.sort()).toEqual(pets.sort());
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
