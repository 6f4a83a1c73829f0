import { describe, expect, it } from 'vitest';
import { uniqueProducts } from './feed-pages';

describe('paged feed', () => {
  it('keeps page order and shows a product that moved to a later page once', () => {
    const pages = [{ list: [{ productId: 1 }, { productId: 2 }] }, { list: [{ productId: 2 }, { productId: 3 }] }];
    expect(uniqueProducts(pages).map((p) => p.productId)).toEqual([1, 2, 3]);
  });
  it('no pages, no products', () => {
    expect(uniqueProducts([])).toEqual([]);
  });
});
