import { describe, expect, it } from 'vitest';
import { isPhonePlatform, type NonPhoneFacts, shouldBlockNonPhone } from './non-phone';

const ALLOWED = [1001, 1002];
const base: NonPhoneFacts = {
  host: 'tg',
  platform: 'tdesktop',
  userId: 42,
  allowedUserIds: ALLOWED,
  botName: 'platform_bot',
  testBotName: 'platform_test_bot',
};

describe('phone platforms (tgWebAppPlatform)', () => {
  it.each(['android', 'android_x', 'ios', 'IOS'])('%s is a phone', (platform) => {
    expect(isPhonePlatform(platform)).toBe(true);
  });

  it.each(['tdesktop', 'macos', 'web', 'weba', 'webk', 'webz', 'unigram', 'unknown', '', 'windows_phone'])(
    '%j is not a phone',
    (platform) => {
      expect(isPhonePlatform(platform)).toBe(false);
    },
  );
});

describe('spec 4.1 step 7: the non-phone block', () => {
  it.each<[string, Partial<NonPhoneFacts>, boolean]>([
    ['a messenger user on tdesktop is blocked', {}, true],
    ['on macos / web too', { platform: 'macos' }, true],
    ['a user whose id is unknown is blocked', { userId: undefined }, true],
    ['on android: not blocked', { platform: 'android' }, false],
    ['on ios: not blocked', { platform: 'ios' }, false],
    ['the first allow-listed id: not blocked', { userId: 1001 }, false],
    ['the second allow-listed id: not blocked', { userId: 1002 }, false],
    ['under the test bot: not blocked', { botName: 'platform_test_bot' }, false],
    ['test bot names compare without case', { botName: 'Platform_Test_Bot' }, false],
    ['no test bot configured: the bot name does not exempt', { botName: '', testBotName: '' }, true],
    ['an empty allow-list (config failed) blocks', { allowedUserIds: [] }, true],
    ['a plain browser is never blocked', { host: 'h5' }, false],
    ['the native app is never blocked', { host: 'app' }, false],
  ])('%s', (_what, facts, blocked) => {
    expect(shouldBlockNonPhone({ ...base, ...facts })).toBe(blocked);
  });
});
