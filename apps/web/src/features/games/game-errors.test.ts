import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { launchProblem } from './game-errors';

const business = (code: number, data: unknown = null) => ({ kind: 'business', message: 'm', details: { code, data } });

describe('launchProblem', () => {
  it('names self-exclusion with its end', () => {
    expect(launchProblem(business(BodyCode.SELF_EXCLUDED, { until: 1_900_000_000_000 }))).toEqual({
      key: 'self_excluded',
      until: 1_900_000_000_000,
    });
  });
  it('keeps self-exclusion without a readable end', () => {
    expect(launchProblem(business(BodyCode.SELF_EXCLUDED, { until: 'soon' }))).toEqual({
      key: 'self_excluded',
      until: null,
    });
  });
  it('names a limit', () => {
    expect(launchProblem(business(BodyCode.GAME_LIMIT))).toEqual({ key: 'limit' });
  });
  it('names an unavailable game with the reason the API gave', () => {
    expect(
      launchProblem(business(BodyCode.GAME_UNAVAILABLE, { unavailableReason: 'provider_not_configured' })),
    ).toEqual({ key: 'unavailable', reason: 'provider_not_configured' });
  });
  it('tells a network failure apart', () => {
    expect(launchProblem({ kind: 'network', message: 'offline' })).toEqual({ key: 'network' });
  });
  it('passes any other failure with its message', () => {
    expect(launchProblem(business(1001))).toEqual({ key: 'other', message: 'm' });
    expect(launchProblem(undefined)).toEqual({ key: 'other', message: '' });
  });
});
