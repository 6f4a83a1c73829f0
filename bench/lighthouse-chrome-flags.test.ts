import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { lighthouseChromeFlags, withRenderDocument } from './lighthouse-chrome-flags';

const DEFAULTS = ['--disable-features=Translate,RenderDocument,MediaRouter', '--disable-extensions', '--no-first-run'];

describe('the Lighthouse runs’ Chromium flags', () => {
  it('take RenderDocument out of the disabled features and keep the others disabled', () => {
    expect(withRenderDocument(DEFAULTS)).toEqual([
      '--disable-features=Translate,MediaRouter',
      '--disable-extensions',
      '--no-first-run',
    ]);
  });

  it('drop a --disable-features flag that named only RenderDocument', () => {
    expect(withRenderDocument(['--disable-features=RenderDocument', '--mute-audio'])).toEqual(['--mute-audio']);
  });

  it('keep chrome-launcher’s flags unchanged with BENCH_LIGHTHOUSE_RENDER_DOCUMENT=0, then the extra ones', () => {
    expect(lighthouseChromeFlags(['--headless'], { BENCH_LIGHTHOUSE_RENDER_DOCUMENT: '0' }, DEFAULTS)).toEqual([
      ...DEFAULTS,
      '--headless',
    ]);
  });

  it('by default, are chrome-launcher’s own defaults with RenderDocument on, one --disable-features, then the extra ones', () => {
    const flags = lighthouseChromeFlags(['--headless'], {});
    const disable = flags.filter((f) => f.startsWith('--disable-features='));
    expect(disable).toHaveLength(1);
    expect(disable[0]?.split('=')[1]?.split(',')).not.toContain('RenderDocument');
    // Every other default of the installed chrome-launcher is still there.
    const others = Launcher.defaultFlags().filter((f) => !f.startsWith('--disable-features='));
    expect(flags).toEqual(expect.arrayContaining(others));
    expect(flags.at(-1)).toBe('--headless');
  });
});
