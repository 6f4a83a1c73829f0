import { describe, expect, it } from 'vitest';
import { isLaunch, launchMark, SPLASH_ATTRIBUTE, SPLASH_MARK_KEY, splashOnceScript } from './splash-once';

const tg = (data: string) => `#tgWebAppData=${encodeURIComponent(data)}&tgWebAppVersion=7.10`;

const CASES: Array<[string, string | null, string, boolean]> = [
  ['first load of a browser tab', null, '', true],
  ['a reload or another page of the tab', '1', '', false],
  ['a first messenger opening', null, tg('user=1&hash=a'), true],
  ['a messenger reload (same init data)', 'user=1&hash=a', tg('user=1&hash=a'), false],
  ['a new messenger opening in the same tab', 'user=1&hash=a', tg('user=1&hash=b'), true],
  ['an in-app page after the fragment is gone', 'user=1&hash=a', '', false],
  ['a browser tab that later opens init data', '1', tg('user=1&hash=a'), true],
  ['a fragment without init data', '1', '#section', false],
];

/** Runs the first-paint script against a fake sessionStorage, location and <html>. */
function runScript(marked: string | null, hash: string) {
  const items = new Map<string, string>(marked === null ? [] : [[SPLASH_MARK_KEY, marked]]);
  const attributes = new Map<string, string>();
  const sessionStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
  const document = { documentElement: { setAttribute: (k: string, v: string) => void attributes.set(k, v) } };
  new Function('sessionStorage', 'location', 'document', splashOnceScript())(sessionStorage, { hash }, document);
  return { state: attributes.get(SPLASH_ATTRIBUTE), mark: items.get(SPLASH_MARK_KEY) };
}

describe('the splash once per launch (issue 20, spec 2.6)', () => {
  it.each(CASES)('%s: launch %#', (_, marked, hash, launch) => {
    expect(isLaunch(marked, hash)).toBe(launch);
  });

  it.each(CASES)('the first-paint script agrees: %s', (_, marked, hash, launch) => {
    const { state, mark } = runScript(marked, hash);
    // 'up' pauses the page's animations under the splash (globals.css); 'skip' hides the splash.
    expect(state).toBe(launch ? 'up' : 'skip');
    // A launch marks the session with its own mark; a later load leaves the mark alone.
    expect(mark).toBe(launch ? launchMark(hash) : marked);
  });

  it('storage that throws counts as a launch (the splash shows)', () => {
    const attributes = new Map<string, string>();
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    const document = { documentElement: { setAttribute: (k: string, v: string) => void attributes.set(k, v) } };
    new Function('sessionStorage', 'location', 'document', splashOnceScript())(throwing, { hash: '' }, document);
    expect(attributes.size).toBe(0);
  });
});
