import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClasses } from './button-classes';
import { cx } from './cx';

describe('cx', () => {
  it('joins the truthy parts with single spaces', () => {
    expect(cx('a', false, undefined, null, '', 'b')).toBe('a b');
    expect(cx()).toBe('');
  });
});

describe('buttonClasses', () => {
  it('defaults to a medium primary button', () => {
    const classes = buttonClasses();
    expect(classes).toContain('bg-primary text-on-primary');
    expect(classes).toContain('h-11');
    expect(classes).not.toContain('w-full');
  });

  it('gives every variant and size its own look', () => {
    const looks = new Set(
      BUTTON_VARIANTS.flatMap((variant) => BUTTON_SIZES.map((size) => buttonClasses({ variant, size }))),
    );
    expect(looks.size).toBe(BUTTON_VARIANTS.length * BUTTON_SIZES.length);
  });

  it('uses only the design tokens for colour (so the messenger theme reaches every button)', () => {
    for (const variant of BUTTON_VARIANTS) {
      // A Tailwind palette colour (bg-amber-400, text-neutral-900) would ignore the theme.
      expect(buttonClasses({ variant })).not.toMatch(/\b(?:bg|text|ring|border)-[a-z]+-\d{2,3}\b/);
    }
  });

  it('stretches with block and keeps the caller’s classes last', () => {
    expect(buttonClasses({ block: true, className: 'mt-4' })).toMatch(/ w-full mt-4$/);
  });
});
