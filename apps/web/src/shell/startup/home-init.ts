import { TIMINGS } from '@app/shared';

/** Spec 4.1 and 9: home is initialised no sooner than 2 s after start when signed in, 1 s when not. */
export function minSplashMs(signedIn: boolean): number {
  return signedIn ? TIMINGS.minSplashLoggedInMs : TIMINGS.minSplashLoggedOutMs;
}

/** How long to wait, `sinceStartMs` after the start (the page's time origin), before home counts as initialised. */
export function homeInitDelayMs(sinceStartMs: number, signedIn: boolean): number {
  return Math.max(0, Math.ceil(minSplashMs(signedIn) - sinceStartMs));
}

/**
 * A start-up that never learns who is signed in (a native bridge that does not answer) must not
 * keep the splash up for ever: home counts as initialised this long after the start whatever happens.
 */
export const MAX_SPLASH_MS = 10_000;
