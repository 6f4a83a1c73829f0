import { describe, expect, it } from 'vitest';
import { HOUSE_GAME_IDS, houseGame } from './house-games';
import { simulateRtp } from './seeded-floats';

/**
 * The simulated mean multiplier of n independent rounds has standard error sigma / sqrt(n), sigma
 * being one round's standard deviation: exact from the payout list where the engine gives one, else
 * the sample's (the slot; at 200,000 rounds its estimate is within a few percent). By the central
 * limit theorem a correct engine lands outside 5 standard errors with probability ~6e-7 per check,
 * and the seed is fixed, so the test is deterministic; a paytable or mapping error of a few
 * percentage points is far outside the bound (0.5 pp is ~7 SE for the slot at this n).
 */
const ROUNDS = 200_000;
const STANDARD_ERRORS = 5;

function exactStdDev(payouts: { multiplier: number; probability: number }[]): number {
  const mean = payouts.reduce((s, p) => s + p.multiplier * p.probability, 0);
  return Math.sqrt(payouts.reduce((s, p) => s + p.probability * (p.multiplier - mean) ** 2, 0));
}

describe('house games RTP', () => {
  it.each(HOUSE_GAME_IDS)('%s has a theoretical RTP between 95 %% and 98 %%', (id) => {
    const { theoreticalRtp } = houseGame(id);
    expect(theoreticalRtp).toBeGreaterThanOrEqual(0.95);
    expect(theoreticalRtp).toBeLessThanOrEqual(0.98);
  });

  it.each(HOUSE_GAME_IDS)('%s simulated RTP is within 5 standard errors of the theoretical', (id) => {
    const game = houseGame(id);
    const simulated = simulateRtp(game, game.defaultParams, ROUNDS, 12_345);
    const sigma = game.payouts ? exactStdDev(game.payouts(game.defaultParams)) : simulated.stdDev;
    const bound = (STANDARD_ERRORS * sigma) / Math.sqrt(ROUNDS);
    expect(Math.abs(simulated.rtp - game.theoreticalRtp)).toBeLessThan(bound);
  });

  it('every wheel risk and a spread of dice, crash and mines params stay in 95-98 %', () => {
    const wheel = houseGame('house-wheel');
    for (const risk of ['low', 'medium', 'high']) expect(wheel.rtpFor({ risk })).toBeGreaterThanOrEqual(0.95);
    const dice = houseGame('house-dice');
    for (const target of [1, 2.5, 50, 97.99]) {
      const rtp = dice.rtpFor(dice.validateParams({ target, direction: 'under' }));
      expect(rtp).toBeGreaterThanOrEqual(0.95);
      expect(rtp).toBeLessThanOrEqual(0.98);
    }
    const crash = houseGame('house-crash');
    for (const target of [1.01, 2, 10, 1000]) expect(crash.rtpFor({ target })).toBeCloseTo(0.97, 6);
    const mines = houseGame('house-mines');
    for (const [count, picks] of [
      [1, 1],
      [3, 5],
      [24, 1],
    ] as const) {
      const params = mines.validateParams({ mines: count, picks: Array.from({ length: picks }, (_, i) => i) });
      expect(mines.rtpFor(params)).toBeGreaterThanOrEqual(0.95);
    }
  });
});
