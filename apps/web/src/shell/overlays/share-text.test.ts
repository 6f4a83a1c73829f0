import { describe, expect, it } from 'vitest';
import { shareTextOrNull, storeLinks } from './share-text';

describe('shareTextOrNull (spec 8.1 share with empty text)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\n\t', null],
    ['Join me', 'Join me'],
    ['  Join me \n', 'Join me'],
  ])('%j -> %j', (text, expected) => {
    expect(shareTextOrNull(text)).toBe(expected);
  });
});

describe('storeLinks (download-app dialog)', () => {
  it('keeps the configured https links, in App Store then Play order', () => {
    expect(
      storeLinks({ appStore: 'https://apps.apple.com/app/id1', playStore: 'https://play.google.com/store/apps/x' }),
    ).toEqual([
      { store: 'app_store', url: 'https://apps.apple.com/app/id1' },
      { store: 'play_store', url: 'https://play.google.com/store/apps/x' },
    ]);
  });

  it.each([
    [{}, []],
    [{ appStore: '' }, []],
    [{ appStore: 'not a url' }, []],
    [{ playStore: 'http://play.example/app' }, []],
    [{ playStore: 'javascript:alert(1)' }, []],
    [{ playStore: 'https://play.example/app' }, [{ store: 'play_store', url: 'https://play.example/app' }]],
  ])('%j -> %j', (env, expected) => {
    expect(storeLinks(env)).toEqual(expected);
  });
});
