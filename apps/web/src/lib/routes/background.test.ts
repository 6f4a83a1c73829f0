import { describe, expect, it } from 'vitest';
import { routeBackground } from './background';
import { backgroundScript } from './background-script';
import { routePath } from './locale-path';

const TABLE: Array<[string, string]> = [
  ['/en-US', '#01050E'],
  ['/vi-VN/', '#01050E'],
  ['/en-US/agents/airdrop', '#01050E'],
  ['/en-US/agents/airdrop/rank', '#01050E'],
  ['/en-US/agents/whitelist', '#01050E'],
  ['/ru-RU/agents/whitelist/rank', '#01050E'],
  ['/en-US/mission', '#ECF0F3'],
  ['/en-US/activity/newyear', '#8B1F1C'],
  ['/en-US/activity/ai_exp', '#19288e'],
  // All others: white.
  ['/en-US/agents/ap', '#FFFFFF'],
  ['/en-US/agents', '#FFFFFF'],
  ['/en-US/agents/airdropper', '#FFFFFF'],
  ['/en-US/mission/detail', '#FFFFFF'],
  ['/en-US/activity/newbie', '#FFFFFF'],
  ['/en-US/wallet', '#FFFFFF'],
  ['/en-US/user/login-home', '#FFFFFF'],
  ['/en-US/no/such/page', '#FFFFFF'],
  ['/mission', '#ECF0F3'],
];

describe('routeBackground (spec 2.8)', () => {
  it.each(TABLE)('%s -> %s', (path, colour) => {
    expect(routeBackground(path)).toBe(colour);
  });

  it.each([
    ['/en-US', '/'],
    ['/en-US/mission/', '/mission'],
    ['/xx-YY/mission', '/xx-YY/mission'],
    ['/', '/'],
  ])('routePath(%s) = %s', (path, expected) => {
    expect(routePath(path)).toBe(expected);
  });
});

describe('the first-paint script agrees with routeBackground', () => {
  it.each(TABLE)('%s', (path, colour) => {
    const applied: Record<string, string> = {};
    const documentStub = {
      documentElement: { style: { setProperty: (name: string, value: string) => (applied[name] = value) } },
      body: { style: {} as Record<string, string> },
    };
    new Function('location', 'document', backgroundScript())({ pathname: path }, documentStub);
    expect(applied['--page-bg']).toBe(colour);
    expect(documentStub.body.style.backgroundColor).toBe(colour);
  });
});
