import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { jsonProblem } from '../job-payload';
import { retryDelayMs } from '../retry-delay';

describe('jsonProblem', () => {
  class Money {}
  it.each([
    [{ a: 1, b: ['x', null, true, { c: 2.5 }] }, undefined],
    [Object.assign(Object.create(null), { a: 1 }), undefined],
    ['text', undefined],
    [{ a: 1n }, 'payload.a is a bigint: pass it as a string'],
    [{ a: [1, Number.POSITIVE_INFINITY] }, 'payload.a[1] is Infinity, not a JSON number'],
    [{ m: new Money() }, 'payload.m is a Money, not a plain object'],
    [{ s: new Set() }, 'payload.s is a Set, not a plain object'],
    [{ f: Symbol('x') }, 'payload.f is a symbol'],
  ])('%o -> %s', (value, problem) => {
    expect(jsonProblem(value)).toBe(problem);
  });

  it('accepts the same object twice (not a cycle)', () => {
    const shared = { x: 1 };
    expect(jsonProblem({ a: shared, b: shared })).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  const backoff = { baseMs: 1000, maxMs: 10_000 };
  it.each([
    // attempt, random, delay: half the exponential plus up to the other half
    [1, 0, 500],
    [1, 0.999_999, 1000],
    [2, 0.5, 1500],
    [3, 0, 2000],
    [4, 0.5, 6000],
    [5, 0, 5000], // 16 s capped at 10 s
    [30, 0.5, 7500],
  ])('attempt %i, random %d -> %i ms', (attempt, random, delay) => {
    expect(retryDelayMs(attempt, backoff, () => random)).toBe(delay);
  });
});

describe('the job runner’s settings', () => {
  it('defaults to on, a poll of 1 s, 4 at once and 7 days of done jobs', () => {
    expect(loadConfig({}).jobs).toEqual({ enabled: true, pollMs: 1000, concurrency: 4, keepDoneDays: 7 });
  });
  it('reads JOBS_*', () => {
    const env = { JOBS_ENABLED: 'false', JOBS_POLL_MS: '250', JOBS_CONCURRENCY: '8', JOBS_KEEP_DONE_DAYS: '30' };
    expect(loadConfig(env).jobs).toEqual({ enabled: false, pollMs: 250, concurrency: 8, keepDoneDays: 30 });
  });
  it.each([
    ['JOBS_CONCURRENCY', '0'],
    ['JOBS_POLL_MS', 'soon'],
    ['JOBS_ENABLED', 'yes'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${name}`);
  });
});
