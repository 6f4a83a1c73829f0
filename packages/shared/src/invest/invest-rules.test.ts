import { describe, expect, it } from 'vitest';
import { DAY_MS, exitPenalty, investReturn, maturityOf, percentOf } from './invest-rules';

describe('investReturn (rounded down to the base unit; the house keeps the fraction)', () => {
  it.each([
    // principal, kind, rate bps, term days, return
    [100_000n, 'annual', 500, 365, 5_000n],
    [100_000n, 'annual', 500, 30, 410n], // 100000 × 0.05 × 30/365 = 410.95... -> 410
    [1_000n, 'annual', 1_000, 7, 1n], // 1.917... -> 1
    [1n, 'annual', 1_000, 7, 0n], // too small to earn a unit
    [100_000n, 'fixed', 300, 90, 3_000n],
    [333n, 'fixed', 150, 14, 4n], // 4.995 -> 4
    [0n, 'fixed', 300, 90, 0n],
  ] as const)('%s %s at %s bps for %s days earns %s', (principal, returnKind, rateBps, termDays, expected) => {
    expect(investReturn(principal, { returnKind, rateBps, termDays })).toBe(expected);
  });
});

describe('exitPenalty (rounded down; the player keeps the fraction)', () => {
  it.each([
    [10_000n, 200, 200n],
    [999n, 150, 14n], // 14.985 -> 14
    [50n, 0, 0n],
    [1n, 9_999, 0n],
  ])('%s at %s bps costs %s', (principal, bps, expected) => {
    expect(exitPenalty(principal, bps)).toBe(expected);
  });
});

describe('maturityOf and percentOf', () => {
  it('matures exactly term days × 24 h after the subscription', () => {
    expect(maturityOf(1_000, 30)).toBe(1_000 + 30 * DAY_MS);
  });
  it.each([
    [500, '5'],
    [125, '1.25'],
    [1250, '12.5'],
    [5, '0.05'],
    [0, '0'],
  ])('%s bps reads %s%%', (bps, text) => {
    expect(percentOf(bps)).toBe(text);
  });
});
