import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { newPlayer } from '../../games/test/helpers/game-session';
import { buildGamesTestApp, type GamesTestApp, type Login } from '../../games/test/helpers/games-app';
import {
  type Answer,
  luckyGet,
  luckyPost,
  rotateFair,
  verifyAnswered,
  whBalance,
} from '../../lucky/test/helpers/lucky-calls';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';

/** WH has 2 decimals: a decimal answer in base units. */
const units = (amount: string) => BigInt(Math.round(Number(amount) * 100));

/** Lucky codes (issue 16): bought at a tier's price, opened once by whoever holds them, provably fair. */
describe('lucky codes', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const buy = (login: Login, tier = 'bronze', requestId: string = randomUUID()) =>
    luckyPost(t, login, 'lucky_code_buy', { tier, request_id: requestId });
  const open = (login: Login, code: unknown) => luckyPost(t, login, 'lucky_code_open', { code });
  const query = (login: Login | undefined, code: string) => luckyGet(t, login, 'lucky_code_query', { code });
  const ledgerTxOf = async (code: string) =>
    t.db.selectFrom('ledger_tx').select(['kind', 'reason']).where('reference', '=', `lucky_code:${code}`).execute();

  it('publishes the tiers signed out: prices, prizes with odds summing to 1, the expected return under 1', async () => {
    const res = await luckyGet(t, undefined, 'lucky_code_tiers');
    expect(res.code).toBe(0);
    expect(res.data.tiers.map((x: { id: string }) => x.id)).toEqual(['bronze', 'silver', 'gold']);
    const bronze = res.data.tiers[0];
    expect(bronze).toMatchObject({ coin: 'WH', price: '10' });
    expect(bronze.prizes[0]).toEqual({ index: 0, coin: 'WH', amount: '2', weight: 4000, probability: 0.4 });
    for (const tier of res.data.tiers) {
      const total = tier.prizes.reduce((s: number, p: { probability: number }) => s + p.probability, 0);
      expect(total).toBeCloseTo(1, 12);
      expect(tier.expected_return).toBeCloseTo(0.87, 12);
    }
  });

  it('buys a code: the price leaves the balance for the house, the code is unguessable and unopened', async () => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const res = await buy(player, 'silver');
    expect(res.code).toBe(0);
    expect(res.data.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(res.data).toMatchObject({ tier: 'silver', price: '50', mine: true, opened: false, prize: null, fair: null });
    expect(await whBalance(t, player.user_id)).toBe(before - 5000n);
    expect(await ledgerTxOf(res.data.code)).toEqual([{ kind: 'game_bet', reason: 'lucky_code_buy' }]);
    const list = await luckyGet(t, player, 'lucky_code_list');
    expect(list.data.codes.map((c: { code: string }) => c.code)).toEqual([res.data.code]);
  });

  it('answers a retried purchase (same request_id, also 20 at once) with the same code, paid once', async () => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const key = `retry-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(player, 'bronze', key)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.code)).size).toBe(1);
    expect(await whBalance(t, player.user_id)).toBe(before - 1000n);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('opens a code once: the prize is paid to the opener from the house, a second opening is 1171', async () => {
    const player = await newPlayer(t);
    const code = (await buy(player)).data.code as string;
    const before = await whBalance(t, player.user_id);
    const res = await open(player, code);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ code, opened: true, opened_by_me: true, mine: true });
    const tiers = (await luckyGet(t, undefined, 'lucky_code_tiers')).data.tiers;
    expect(res.data.prize.amount).toBe(tiers[0].prizes[res.data.prize.index].amount);
    expect(await whBalance(t, player.user_id)).toBe(before + units(res.data.prize.amount));
    expect((await ledgerTxOf(code)).map((x) => x.reason).sort()).toEqual(['lucky_code_buy', 'lucky_code_prize']);
    const again = await open(player, code);
    expect(again.code).toBe(BodyCode.LUCKY_CODE_OPENED);
    expect(await whBalance(t, player.user_id)).toBe(before + units(res.data.prize.amount));
  });

  it('is a bearer code: another player opens a shared code and is paid; the buyer sees it opened by someone else', async () => {
    const buyer = await newPlayer(t);
    const friend = await newPlayer(t);
    const code = (await buy(buyer)).data.code as string;
    const friendBefore = await whBalance(t, friend.user_id);
    const buyerBefore = await whBalance(t, buyer.user_id);
    const res = await open(friend, code.toLowerCase());
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ opened_by_me: true, mine: false });
    expect(await whBalance(t, friend.user_id)).toBe(friendBefore + units(res.data.prize.amount));
    expect(await whBalance(t, buyer.user_id)).toBe(buyerBefore);
    const seen = await query(buyer, code);
    expect(seen.data).toMatchObject({ mine: true, opened: true, opened_by_me: false, prize: res.data.prize });
  });

  it('opens a code exactly once when 50 calls open it at once; one prize, the ledger stays whole', async () => {
    const buyer = await newPlayer(t);
    const openers = await Promise.all(Array.from({ length: 5 }, () => newPlayer(t)));
    const code = (await buy(buyer, 'gold')).data.code as string;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => open(openers[i % openers.length] as Login, code)),
    );
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === BodyCode.LUCKY_CODE_OPENED)).toBe(true);
    expect((await ledgerTxOf(code)).filter((x) => x.reason === 'lucky_code_prize')).toHaveLength(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('sells to 30 players at once on the one house account and opens all their codes; the ledger stays whole', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => newPlayer(t)));
    const bought = await Promise.all(players.map((p) => buy(p)));
    expect(bought.every((a) => a.code === 0)).toBe(true);
    const opened = await Promise.all(players.map((p, i) => open(p, (bought[i] as Answer).data.code)));
    expect(opened.every((a) => a.code === 0)).toBe(true);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('refuses a purchase beyond the balance with 1014 and moves nothing', async () => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    // The welcome bonus is WH 1000: five gold codes (WH 1000) empty it, the sixth cannot be paid.
    for (let i = 0; i < 5; i++) expect((await buy(player, 'gold')).code).toBe(0);
    expect(await whBalance(t, player.user_id)).toBe(before - 100_000n);
    const res = await buy(player, 'gold');
    expect(res.code).toBe(BodyCode.BALANCE_LACK);
    expect(await whBalance(t, player.user_id)).toBe(0n);
    expect((await luckyGet(t, player, 'lucky_code_list')).data.codes).toHaveLength(5);
  });

  it('refuses a bad tier, a bad request_id, an unknown code and a malformed code (1001 / 1170), moving nothing', async () => {
    const player = await newPlayer(t);
    const before = await whBalance(t, player.user_id);
    const badTier = await buy(player, 'platinum');
    expect(badTier.code).toBe(BodyCode.INVALID_PARAMS);
    expect(JSON.stringify(badTier)).toContain('tier');
    expect((await buy(player, 'bronze', 'short')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await open(player, '0000000000000000')).code).toBe(BodyCode.LUCKY_CODE_NOT_FOUND);
    expect((await query(undefined, '0000000000000000')).code).toBe(BodyCode.LUCKY_CODE_NOT_FOUND);
    expect((await open(player, 'not-a-code')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await open(player, 42)).code).toBe(BodyCode.INVALID_PARAMS);
    expect(await whBalance(t, player.user_id)).toBe(before);
    expect((await luckyGet(t, player, 'lucky_code_list')).data.codes).toEqual([]);
  });

  it('needs a session to buy or open (1004), but anyone may read a code for its landing page', async () => {
    const player = await newPlayer(t);
    const code = (await buy(player)).data.code as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/casino/lucky_bear/lucky_code_open',
      payload: { code },
      headers: commonHeaders(),
    });
    expect(res.json().code).toBe(BodyCode.SESSION_INVALID);
    expect((await query(undefined, code)).data.opened).toBe(false);
    const seen = await query(undefined, code);
    expect(seen.data).toMatchObject({ code, tier: 'bronze', mine: false, opened: false, prize: null });
  });

  it("recomputes an opening from the opener's revealed seed: the same prize", async () => {
    const player = await newPlayer(t);
    const code = (await buy(player)).data.code as string;
    const opened = await open(player, code);
    expect((await query(undefined, code)).data.fair.server_seed).toBeNull();
    const previous = await rotateFair(t, player, 'lucky-code');
    expect(previous.server_seed_hash).toBe(opened.data.fair.server_seed_hash);
    const fair = (await query(undefined, code)).data.fair;
    expect(fair.server_seed).toBe(previous.server_seed);
    const verified = await verifyAnswered(fair);
    expect(verified).toMatchObject({ hashMatches: true, index: opened.data.prize.index });
  });
});
