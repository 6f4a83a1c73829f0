import { describe, expect, it } from 'vitest';
import { VIP_EXP_THRESHOLDS, VIP_LEVELS, VIP_TABLE, vipLevelOf } from './vip';

describe('the VIP table (core/vip-levels.ts)', () => {
  it('has one row per level 0-10, in order, with strictly rising thresholds from 0', () => {
    expect(VIP_TABLE.map((l) => l.level)).toEqual(Array.from({ length: VIP_LEVELS.max + 1 }, (_, i) => i));
    expect(VIP_EXP_THRESHOLDS[0]).toBe(0);
    for (let i = 1; i < VIP_EXP_THRESHOLDS.length; i++) {
      expect(VIP_EXP_THRESHOLDS[i]).toBeGreaterThan(VIP_EXP_THRESHOLDS[i - 1] as number);
    }
  });

  it('gives every reward as a plain decimal amount', () => {
    for (const l of VIP_TABLE) expect(l.reward).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('finds the level of an experience total at and around each threshold', () => {
    expect(vipLevelOf(0)).toBe(0);
    expect(vipLevelOf(99)).toBe(0);
    expect(vipLevelOf(100)).toBe(1);
    expect(vipLevelOf(4_999_999)).toBe(9);
    expect(vipLevelOf(5_000_000)).toBe(10);
    expect(vipLevelOf(Number.MAX_SAFE_INTEGER)).toBe(10);
  });
});
