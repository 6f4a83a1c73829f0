import { describe, expect, it } from 'vitest';
import { pageCountOf, pageRange } from './page-summary';

describe('pageRange', () => {
  it.each([
    [0, 20, 95, { from: 1, to: 20 }],
    [1, 20, 95, { from: 21, to: 40 }],
    [4, 20, 95, { from: 81, to: 95 }],
    [0, 50, 0, { from: 0, to: 0 }],
    [0, 50, 3, { from: 1, to: 3 }],
  ])('page %i of size %i over %i rows -> %j', (pageIndex, pageSize, total, expected) => {
    expect(pageRange(pageIndex, pageSize, total)).toEqual(expected);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [95, 20, 5],
  ])('%i rows of %i per page fill %i pages', (total, pageSize, expected) => {
    expect(pageCountOf(total, pageSize)).toBe(expected);
  });
});
