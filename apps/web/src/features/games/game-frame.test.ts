import { describe, expect, it } from 'vitest';
import { frameOrigin, frameSrc, isRoundEnded } from './game-frame';

describe('frameSrc', () => {
  it.each([
    ['https://games.example/play?token=a', 'https://games.example/play?token=a'],
    ['http://127.0.0.1:4011/game?token=a', 'http://127.0.0.1:4011/game?token=a'],
    ['/house/house-tiger?token=a', '/en-US/house/house-tiger?token=a'],
    ['/en-US/house/house-dice?token=a', '/en-US/house/house-dice?token=a'],
    ['/vi-VN/house/house-dice?token=a', '/vi-VN/house/house-dice?token=a'],
    ['/de-DE/house/x', '/en-US/de-DE/house/x'],
    ['javascript:alert(1)', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['data:text/html,hi', null],
  ])('%j -> %j', (url, expected) => {
    expect(frameSrc(url, 'en-US')).toBe(expected);
  });
});

describe('frameOrigin', () => {
  it('is the page origin for a path and the URL origin for an absolute URL', () => {
    expect(frameOrigin('/en-US/house/x', 'https://app.example')).toBe('https://app.example');
    expect(frameOrigin('https://games.example/p', 'https://app.example')).toBe('https://games.example');
  });
});

describe('isRoundEnded', () => {
  const origin = 'https://games.example';
  it('accepts the agreed message from the frame', () => {
    expect(isRoundEnded({ data: { type: 'round-ended' }, origin, fromFrame: true }, origin)).toBe(true);
  });
  it.each([
    ['another window', { data: { type: 'round-ended' }, origin, fromFrame: false }],
    ['another origin', { data: { type: 'round-ended' }, origin: 'https://evil.example', fromFrame: true }],
    ['another type', { data: { type: 'round-started' }, origin, fromFrame: true }],
    ['a string', { data: 'round-ended', origin, fromFrame: true }],
    ['null', { data: null, origin, fromFrame: true }],
  ])('refuses %s', (_name, event) => {
    expect(isRoundEnded(event, origin)).toBe(false);
  });
});
