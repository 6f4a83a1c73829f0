import { describe, expect, it } from 'vitest';
import { landQuery } from './land-query';

describe('landQuery: the referral code and media source of a landing link', () => {
  it.each([
    ['a code and a source', { code: ' ab12cd34 ', from: 'tw_post' }, { code: 'AB12CD34', from: 'tw_post' }],
    ['nothing', {}, { code: null, from: '' }],
    ['a forged code and an unsafe source are dropped', { code: '<x>', from: 'a b' }, { code: null, from: '' }],
    ['the first of repeated values', { code: ['AB12CD34', 'ZZZZ'] }, { code: 'AB12CD34', from: '' }],
  ])('%s', (_name, query, expected) => {
    expect(landQuery(query)).toEqual(expected);
  });
});
