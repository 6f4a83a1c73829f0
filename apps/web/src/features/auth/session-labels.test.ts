import { LOGIN_TYPES } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import enAuth from '../../../messages/en-US/auth.json';
import {
  formatRelativeTime,
  loginTypeLabelKey,
  platformLabelKey,
  relativeTimeOf,
  type SessionItem,
  shortDeviceId,
  splitSessions,
} from './session-labels';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('platformLabelKey', () => {
  it.each([
    ['tg', 'session_platform_tg'],
    ['app', 'session_platform_app'],
    ['h5', 'session_platform_h5'],
    ['', 'session_platform_other'],
    ['desktop', 'session_platform_other'],
  ])('%j -> %s', (platform, key) => {
    expect(platformLabelKey(platform)).toBe(key);
  });

  it('names only keys that exist in the messages', () => {
    for (const platform of ['tg', 'app', 'h5', 'other']) {
      expect(enAuth).toHaveProperty(platformLabelKey(platform));
    }
  });
});

describe('loginTypeLabelKey', () => {
  it('has a distinct existing key for every login type', () => {
    const keys = LOGIN_TYPES.map(loginTypeLabelKey);
    expect(new Set(keys).size).toBe(LOGIN_TYPES.length);
    for (const key of keys) expect(enAuth).toHaveProperty(key);
  });

  it('maps the messenger and phone sign-ins', () => {
    expect(loginTypeLabelKey('tg')).toBe('session_login_tg');
    expect(loginTypeLabelKey('phone')).toBe('session_login_phone');
  });
});

describe('shortDeviceId', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['abc', 'abc'],
    ['abcdef', 'abcdef'],
    ['web-1234567890abcdef', 'abcdef'],
  ])('%j -> %j', (deviceId, expected) => {
    expect(shortDeviceId(deviceId)).toBe(expected);
  });
});

function session(id: number, lastUsedAt: number, current = false): SessionItem {
  return {
    session_id: id,
    current,
    login_type: 'tg',
    platform: 'h5',
    device_id: `d${id}`,
    created_at: lastUsedAt - HOUR,
    last_used_at: lastUsedAt,
  };
}

describe('splitSessions', () => {
  it('takes out the current session and orders the others newest use first', () => {
    const { current, others } = splitSessions([
      session(1, NOW - DAY),
      session(2, NOW - HOUR, true),
      session(3, NOW - MINUTE),
      session(4, NOW - DAY),
    ]);
    expect(current?.session_id).toBe(2);
    expect(others.map((s) => s.session_id)).toEqual([3, 4, 1]);
  });

  it('has no current session when the list lacks it, and does not reorder its input', () => {
    const list = [session(1, NOW - DAY), session(2, NOW)];
    const { current, others } = splitSessions(list);
    expect(current).toBeNull();
    expect(others.map((s) => s.session_id)).toEqual([2, 1]);
    expect(list.map((s) => s.session_id)).toEqual([1, 2]);
  });

  it('only this device: no others (the empty state)', () => {
    expect(splitSessions([session(5, NOW, true)]).others).toEqual([]);
  });
});

describe('relativeTimeOf', () => {
  it.each([
    [0, { unit: 'now' }],
    [59_999, { unit: 'now' }],
    [-5 * MINUTE, { unit: 'now' }],
    [MINUTE, { unit: 'minute', value: -1 }],
    [59 * MINUTE + 59_000, { unit: 'minute', value: -59 }],
    [HOUR, { unit: 'hour', value: -1 }],
    [23 * HOUR + 59 * MINUTE, { unit: 'hour', value: -23 }],
    [DAY, { unit: 'day', value: -1 }],
    [6 * DAY + 23 * HOUR, { unit: 'day', value: -6 }],
    [29 * DAY, { unit: 'day', value: -29 }],
    [45 * DAY, { unit: 'month', value: -1 }],
    [400 * DAY, { unit: 'year', value: -1 }],
  ])('%d ms ago -> %j', (ago, expected) => {
    expect(relativeTimeOf(NOW - ago, NOW)).toEqual(expected);
  });
});

describe('formatRelativeTime', () => {
  it('says nothing for now (the screen says "Active now")', () => {
    expect(formatRelativeTime('en-US', { unit: 'now' })).toBeNull();
  });

  it('uses the locale’s words', () => {
    expect(formatRelativeTime('en-US', { unit: 'minute', value: -5 })).toBe('5 minutes ago');
    expect(formatRelativeTime('en-US', { unit: 'day', value: -1 })).toBe('yesterday');
    expect(formatRelativeTime('vi-VN', { unit: 'hour', value: -2 })).toBe('2 giờ trước');
  });
});
