import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsClient, type AnalyticsInit } from './analytics-client';
import { QUEUE_STORAGE_KEY } from './event-queue';
import { screenOf } from './events';

const initData = (user: object | undefined) =>
  new URLSearchParams({ ...(user ? { user: JSON.stringify(user) } : {}), auth_date: '1', hash: 'x' }).toString();

function options(
  overrides: Partial<AnalyticsInit> = {},
  session: Partial<AnalyticsInit['session']> = {},
): AnalyticsInit {
  return {
    token: 'token-0123456789abcdef',
    appName: 'platform_web',
    env: 'production',
    hosts: { production: 'https://collector.example', staging: 'https://staging.example' },
    session: {
      platform: 'h5',
      locale: 'en-US',
      initData: undefined,
      startParam: '',
      signedInUserId: 7,
      newId: () => 'session-1',
      ...session,
    },
    ...overrides,
  };
}

describe('AnalyticsClient.init (spec 5, 8.1)', () => {
  const data = new Map<string, string>();
  beforeEach(() => {
    vi.useFakeTimers();
    data.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('without a token: TOKEN_IS_NOT_PROVIDED, "Token is not provided."', () => {
    expect(() => AnalyticsClient.init(options({ token: '' }))).toThrow(
      expect.objectContaining({ code: 'TOKEN_IS_NOT_PROVIDED', message: 'Token is not provided.' }),
    );
  });

  it('in the messenger without user data: USER_DATA_IS_NOT_PROVIDED, "Telegram User data is not provided."', () => {
    expect(() => AnalyticsClient.init(options({}, { platform: 'tg', initData: initData(undefined) }))).toThrow(
      expect.objectContaining({ code: 'USER_DATA_IS_NOT_PROVIDED', message: 'Telegram User data is not provided.' }),
    );
  });

  it('in the messenger the session is the messenger user, premium flag included', () => {
    const client = AnalyticsClient.init(
      options({}, { platform: 'tg', initData: initData({ id: 555, is_premium: true }), startParam: 'from-ads' }),
    );
    expect(client.sessionFields).toEqual({
      session_id: 'session-1',
      user_id: '555',
      app_name: 'platform_web',
      is_premium: true,
      platform: 'tg',
      locale: 'en-US',
      start_param: 'from-ads',
    });
    client.batcher.stop();
  });

  it('in the browser the session is the signed-in user; every event carries the session fields', () => {
    const client = AnalyticsClient.init(options());
    client.pageView('wallet', '/wallet');
    client.transactionFailed({ coin: 'WH', amount: '1', error: 'x'.repeat(400) });
    const queued = JSON.parse(data.get(QUEUE_STORAGE_KEY) ?? '[]');
    expect(queued).toHaveLength(2);
    expect(queued[0]).toMatchObject({
      user_id: '7',
      platform: 'h5',
      event_name: 'page-view',
      custom_data: { screen: 'wallet', path: '/wallet' },
    });
    expect(queued[1].custom_data.error).toHaveLength(256);
    expect(queued[0].event_id).not.toBe(queued[1].event_id);
    client.batcher.stop();
  });

  it('viewed(path) records a page view of a screen of spec 2.9, and nothing for another path', () => {
    const client = AnalyticsClient.init(options());
    client.viewed('/wallet/exchange');
    client.viewed('/nothing-here');
    const queued = JSON.parse(data.get(QUEUE_STORAGE_KEY) ?? '[]');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      event_name: 'page-view',
      custom_data: { screen: 'wallet_exchange', path: '/wallet/exchange' },
    });
    client.batcher.stop();
  });

  it('viewed(pathname) drops the locale prefix: /en-US/wallet is the wallet, /vi-VN is home', () => {
    const client = AnalyticsClient.init(options());
    client.viewed('/en-US/wallet');
    client.viewed('/vi-VN');
    const queued = JSON.parse(data.get(QUEUE_STORAGE_KEY) ?? '[]');
    expect(queued.map((e: { custom_data: { screen: string; path: string } }) => e.custom_data)).toMatchObject([
      { screen: 'wallet', path: '/wallet' },
      { screen: 'home', path: '/' },
    ]);
    client.batcher.stop();
  });

  it.each([
    ['/', 'home'],
    ['/wallet', 'wallet'],
    ['/wallet/exchange', 'wallet_exchange'],
    ['/user/login-home', 'login'],
    ['/nothing-here', undefined],
  ])('page-view screen of %s is %s', (path, screen) => {
    expect(screenOf(path)).toBe(screen);
  });
});
