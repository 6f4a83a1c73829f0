import { describe, expect, it } from 'vitest';
import { claimAt, claimOutcome, expectedPaid } from './gift-claims';
import { quantile } from './gift-page';

describe('the gift claims bench', () => {
  it('sends every (claimer, code) pair once, code by code, each code to every claimer in turn', () => {
    const codes = ['AAAA', 'BBBB', 'CCCC'];
    const claimers = [11, 12];
    const pairs = Array.from({ length: 6 }, (_, n) => claimAt(n, codes, claimers));
    expect(pairs.map((p) => `${p.code}:${p.claimer}`)).toEqual([
      'AAAA:11',
      'AAAA:12',
      'BBBB:11',
      'BBBB:12',
      'CCCC:11',
      'CCCC:12',
    ]);
    expect(() => claimAt(6, codes, claimers)).toThrow(/past the 3 codes/);
  });

  it('tells a paid claim from an exhausted code from anything else', () => {
    expect(claimOutcome('{"code":0,"msg":"ok","data":{"amount":"0.01"}}')).toBe('paid');
    expect(claimOutcome('{"code":1009,"msg":"GIFT_CODE_EXHAUSTED","data":null}')).toBe('exhausted');
    expect(claimOutcome('{"code":1009,"msg":"GIFT_CODE_CLAIMED","data":null}')).toBe('other');
    expect(claimOutcome('{"code":1014,"msg":"BALANCE_LACK","data":null}')).toBe('other');
  });

  it('expects as many paid claims as the codes allow for the claimers who asked', () => {
    expect(expectedPaid(60, 100, 100)).toBe(6_000);
    expect(expectedPaid(60, 10, 100)).toBe(600);
    expect(expectedPaid(2, 100, 30)).toBe(60);
  });
});

describe('the gift page bench', () => {
  it('takes nearest-rank quantiles', () => {
    const values = Array.from({ length: 300 }, (_, i) => 300 - i);
    expect(quantile(values, 0.5)).toBe(150);
    expect(quantile(values, 0.99)).toBe(297);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
