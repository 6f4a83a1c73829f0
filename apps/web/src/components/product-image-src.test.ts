import { describe, expect, it } from 'vitest';
import { productImageSrc } from './product-image-src';

describe('spec 9 product images', () => {
  it('a raster image of this site is resized to webp at quality 75 for a 2x screen', () => {
    expect(productImageSrc('/tasklib/products/a.png', 64)).toBe(
      '/_next/image?url=%2Ftasklib%2Fproducts%2Fa.png&w=128&q=75',
    );
    expect(productImageSrc('/x.jpg', 375)).toBe('/_next/image?url=%2Fx.jpg&w=750&q=75');
    expect(productImageSrc('/x.jpg', 5000)).toContain('&w=1080&');
  });
  it('SVG art and other hosts load as they are', () => {
    expect(productImageSrc('/tasklib/products/tiger_slots.svg', 64)).toBe('/tasklib/products/tiger_slots.svg');
    expect(productImageSrc('https://cdn.example/a.png', 64)).toBe('https://cdn.example/a.png');
    expect(productImageSrc('//cdn.example/a.png', 64)).toBe('//cdn.example/a.png');
  });
});
