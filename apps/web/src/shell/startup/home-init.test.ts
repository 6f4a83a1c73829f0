import { describe, expect, it } from 'vitest';
import { homeInitDelayMs, MAX_SPLASH_MS, minSplashMs } from './home-init';

describe('home initialisation timing (spec 4.1, 9)', () => {
  it('waits at least 2 s from the start signed in, 1 s signed out', () => {
    expect(minSplashMs(true)).toBe(2000);
    expect(minSplashMs(false)).toBe(1000);
  });

  it.each([
    [0, true, 2000],
    [350, true, 1650],
    [1999.4, true, 1],
    [2000, true, 0],
    [5000, true, 0],
    [0, false, 1000],
    [600, false, 400],
    [1000, false, 0],
    [1500, false, 0],
  ])('%f ms after the start, signed in %s: wait %i ms', (since, signedIn, wait) => {
    expect(homeInitDelayMs(since, signedIn)).toBe(wait);
  });

  it('has a ceiling above both minimums', () => {
    expect(MAX_SPLASH_MS).toBeGreaterThan(minSplashMs(true));
  });
});
