import { describe, expect, it } from 'vitest';
import { type LinkClick, linkClickEvent, nextPhase, showsIndicator, transitionEvent } from './route-progress';

const HERE = 'http://app.test/en-US/wallet?tab=1';

describe('navigation states (spec 4.3)', () => {
  it.each([
    ['idle', 'forward', 'forward'],
    ['forward', 'complete', 'idle'],
    ['idle', 'back', 'back'],
    ['forward', 'back', 'back'],
    ['back', 'complete', 'idle'],
    ['back', 'forward', 'forward'],
  ] as const)('%s + %s -> %s', (phase, event, next) => {
    expect(nextPhase(phase, event)).toBe(next);
  });

  it('only forward shows the indicator', () => {
    expect(showsIndicator('forward')).toBe(true);
    expect(showsIndicator('back')).toBe(false);
    expect(showsIndicator('idle')).toBe(false);
  });
});

describe('transitionEvent (router navigations)', () => {
  it.each([
    ['/en-US/user/login-home', 'push', 'forward'],
    ['/en-US/wallet?tab=2', 'push', 'forward'],
    ['/en-US/wallet?tab=1', 'push', null],
    ['/en-US/wallet?tab=1#top', 'push', null],
    ['/vi-VN', 'replace', 'forward'],
    ['/en-US', 'traverse', 'back'],
    ['https://elsewhere.test/x', 'push', null],
  ] as const)('%s by %s -> %s', (url, type, expected) => {
    expect(transitionEvent(url, type, HERE)).toBe(expected);
  });
});

describe('linkClickEvent (plain in-app links)', () => {
  const click = (over: Partial<LinkClick>): LinkClick => ({
    href: 'http://app.test/en-US/user/login-home',
    target: '',
    download: false,
    button: 0,
    modified: false,
    defaultPrevented: false,
    current: HERE,
    ...over,
  });

  it('a plain left click on another in-app page is forward', () => {
    expect(linkClickEvent(click({}))).toBe('forward');
    expect(linkClickEvent(click({ target: '_self' }))).toBe('forward');
  });

  it.each<[string, Partial<LinkClick>]>([
    ['the router or the page took it', { defaultPrevented: true }],
    ['a middle click', { button: 1 }],
    ['with a modifier key (new tab)', { modified: true }],
    ['a download', { download: true }],
    ['another target', { target: '_blank' }],
    ['another origin', { href: 'https://elsewhere.test/' }],
    ['the same page (hash only)', { href: 'http://app.test/en-US/wallet?tab=1#history' }],
    ['no href', { href: '' }],
  ])('%s: nothing', (_why, over) => {
    expect(linkClickEvent(click(over))).toBeNull();
  });
});
