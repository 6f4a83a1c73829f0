import { describe, expect, it } from 'vitest';
import { coverOf } from './cover-of';

describe('spec 9 product covers', () => {
  it('a product without covers shows its drawn cover', () => {
    expect(coverOf({ imglist: [], ImageUrl: '/i.svg', code: 'farm_tycoon' })).toEqual([
      '/tasklib/products/farm_tycoon-cover.svg',
    ]);
    expect(coverOf({ imglist: ['/a.svg', ' '], ImageUrl: '', code: 'x' })).toEqual(['/a.svg']);
  });
});
