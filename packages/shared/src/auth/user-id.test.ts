import { describe, expect, it } from 'vitest';
import { dammDigit, isPlausibleUserId, randomUserId, USER_ID_RANGE } from './user-id';

/** A seeded generator, so the test sees the same ids every run. */
function seeded(seed: number) {
  let s = seed;
  return (min: number, max: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (s % (max - min + 1));
  };
}

describe('user ids (issue 20)', () => {
  it.each([
    ['572', 4],
    ['12345', 9],
    ['0', 0],
  ])('the Damm digit of %s is %i', (digits, digit) => {
    expect(dammDigit(digits)).toBe(digit);
  });

  it.each([
    ['an old sequential id', 1, true],
    ['an old id just below the range', USER_ID_RANGE.min - 1, true],
    ['a new id with its check digit', 1_234_567_894, true],
    ['the same id with its last digit changed', 1_234_567_895, false],
    ['zero', 0, false],
    ['a negative id', -5, false],
    ['an id above the range', 3_000_000_001, false],
    ['a fraction', 1.5, false],
  ])('%s: plausible %s', (_name, id, plausible) => {
    expect(isPlausibleUserId(id)).toBe(plausible);
  });

  it('random ids have 10 digits, stay in the range, carry a right check digit and are not sequential', () => {
    const random = seeded(7);
    const ids = Array.from({ length: 2000 }, () => randomUserId(random));
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(USER_ID_RANGE.min);
      expect(id).toBeLessThanOrEqual(USER_ID_RANGE.max);
      expect(isPlausibleUserId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const neighbours = ids.slice(1).filter((id, i) => Math.abs(id - (ids[i] as number)) < 1000);
    expect(neighbours.length).toBeLessThan(5);
  });

  it('every single-digit typo and every swap of neighbouring digits of a new id is implausible', () => {
    const random = seeded(11);
    for (let n = 0; n < 200; n++) {
      const id = String(randomUserId(random));
      for (let i = 0; i < id.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === id[i]) continue;
          const typo = `${id.slice(0, i)}${d}${id.slice(i + 1)}`;
          // A leading zero makes a 9-digit number: an old-style id, which the lookup answers on its own.
          if (typo.startsWith('0')) continue;
          expect(isPlausibleUserId(Number(typo)), typo).toBe(false);
        }
        if (i + 1 < id.length && id[i] !== id[i + 1] && !(i === 0 && id[1] === '0')) {
          const swapped = `${id.slice(0, i)}${id[i + 1]}${id[i]}${id.slice(i + 2)}`;
          expect(isPlausibleUserId(Number(swapped)), swapped).toBe(false);
        }
      }
    }
  });
});
