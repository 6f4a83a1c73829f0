import { describe, expect, it } from 'vitest';
import { medianSample, perRoundRatios, roundOrder } from './api-rounds';

const sample = (rps: number, p99 = 1) => ({ rps, p50: 1, p99 });

describe('the API bench rounds', () => {
  it('divides each round by the bare route of the same round, not by another round', () => {
    const route = [sample(30), sample(20), sample(45)];
    const bare = [sample(60), sample(40), sample(90)];
    expect(perRoundRatios(route, bare)).toEqual([0.5, 0.5, 0.5]);
    expect(() => perRoundRatios(route, bare.slice(1))).toThrow(/rounds differ/);
  });

  it('reports the round with the median req/s, with that round’s own latencies', () => {
    const picked = medianSample([sample(50, 9), sample(10, 30), sample(30, 4)]);
    expect(picked).toEqual(sample(30, 4));
    expect(medianSample([sample(40, 2), sample(10, 8)])).toEqual(sample(10, 8));
  });

  it('rotates the order of the routes by one each round', () => {
    expect(roundOrder(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(roundOrder(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(roundOrder(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(roundOrder([], 2)).toEqual([]);
  });
});
