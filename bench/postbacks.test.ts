import { describe, expect, it } from 'vitest';
import { isSuccessAnswer, networkOfOffer, sendingOrder } from './postbacks';

describe('the postbacks bench', () => {
  it('sends every click once before any twice, interleaving players within an offer', () => {
    const clicks = sendingOrder([11, 12, 13], 4);
    expect(clicks).toHaveLength(12);
    expect(new Set(clicks.map((c) => c.clickId)).size).toBe(12);
    expect(clicks.slice(0, 3).map((c) => [c.userId, c.offerId])).toEqual([
      [11, 'bench_game.level_0'],
      [12, 'bench_game.level_0'],
      [13, 'bench_game.level_0'],
    ]);
    // Click ids fit offer_click.click_id (40 characters) at the bench's size.
    expect(sendingOrder([99_999], 1_000).every((c) => c.clickId.length <= 40)).toBe(true);
  });

  it("gives the offers the three networks in turn, and a click its offer's network", () => {
    expect([0, 1, 2, 3].map(networkOfOffer)).toEqual(['ayet', 'prodege', 'ironsource', 'ayet']);
    expect(sendingOrder([1], 3).map((c) => c.network)).toEqual(['ayet', 'prodege', 'ironsource']);
  });

  it("counts only each network's success answer as a success", () => {
    expect(isSuccessAnswer('OK')).toBe(true);
    expect(isSuccessAnswer('{"status":"success"}')).toBe(true);
    expect(isSuccessAnswer('bench-12:OK')).toBe(true);
    expect(isSuccessAnswer('ERROR: unknown_click')).toBe(false);
    expect(isSuccessAnswer('{"status":"error","reason":"wrong_user"}')).toBe(false);
    expect(isSuccessAnswer('bench-12:ERROR already_rewarded')).toBe(false);
  });
});
