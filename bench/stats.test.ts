import { describe, expect, it } from 'vitest';
import { median } from './stats';

describe('median', () => {
  it('takes the middle value, the mean of the middle two for an even count, and NaN for none', () => {
    expect(median([0.7, 0.5, 0.6])).toBe(0.6);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([9])).toBe(9);
    expect(median([])).toBeNaN();
  });
});
