import { describe, expect, it } from 'vitest';
import { filterOf, hitHref, searchHref } from './search-kinds';

describe('search page URLs', () => {
  it('keeps the keyword and a filter other than all in the query', () => {
    expect(searchHref('en-US', 'lucky tiger', 'game')).toBe('/en-US/search?q=lucky+tiger&kind=game');
    expect(searchHref('vi-VN', 'x', 'all')).toBe('/vi-VN/search?q=x');
    expect(searchHref('en-US', '', 'all')).toBe('/en-US/search');
  });

  it('reads an unknown kind as all', () => {
    expect(filterOf('post')).toBe('post');
    expect(filterOf('planet')).toBe('all');
    expect(filterOf(null)).toBe('all');
  });

  it('puts a hit’s path under the reader’s locale', () => {
    expect(hitHref('ja-JP', '/win/game/house-tiger')).toBe('/ja-JP/win/game/house-tiger');
    expect(hitHref('ja-JP', 'space?user_id=3')).toBe('/ja-JP/space?user_id=3');
  });
});
