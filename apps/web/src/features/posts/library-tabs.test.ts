import { describe, expect, it } from 'vitest';
import { categoryOf, LIBRARY_TABS, libraryTabHref, libraryTabOf } from './library-tabs';

describe('the library’s tabs', () => {
  it('has every shelf first, then each category of the contract', () => {
    expect(LIBRARY_TABS).toEqual(['all', 'start', 'wallet', 'pets', 'games', 'safety', 'news']);
  });

  it.each([
    ['wallet', 'wallet'],
    [['pets', 'news'], 'pets'],
    ['WALLET', 'all'],
    ['<script>', 'all'],
    [undefined, 'all'],
    [null, 'all'],
  ] as const)('the query %j opens %s', (query, tab) => {
    expect(libraryTabOf(query)).toBe(tab);
  });

  it('asks the API for one category, or none for every shelf', () => {
    expect(categoryOf('safety')).toBe('safety');
    expect(categoryOf('all')).toBeNull();
  });

  it('links each tab, every shelf at the canonical /library', () => {
    expect(libraryTabHref('all')).toBe('/library');
    expect(libraryTabHref('games')).toBe('/library?category=games');
  });
});
