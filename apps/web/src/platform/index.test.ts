import { afterEach, describe, expect, it, vi } from 'vitest';

const INIT_DATA = `user=${encodeURIComponent('{"id":5,"first_name":"A"}')}&auth_date=1700000000&hash=h1`;
const MESSENGER_URL = `https://app.test/vi-VN#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=7.10&tgWebAppPlatform=ios`;

/** A fresh copy of the platform layer in a page at `href` (its launch parameters are read once per page). */
async function platformIn(href: string, extra: Record<string, unknown> = {}) {
  vi.resetModules();
  vi.stubGlobal('window', { location: { href }, history: { length: 1 }, ...extra });
  return import('./index');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where(): the three hosts', () => {
  it('a plain browser: h5', async () => {
    const { where } = await platformIn('https://app.test/vi-VN');
    expect(where()).toBe('h5');
  });

  it('launch parameters in the URL: the messenger (tg)', async () => {
    const { where, getLaunchParams } = await platformIn(MESSENGER_URL);
    expect(where()).toBe('tg');
    expect(getLaunchParams()?.platform).toBe('ios');
  });

  it('the native bridge wins over everything: app', async () => {
    const { where } = await platformIn(MESSENGER_URL, { JsBridge: {} });
    expect(where()).toBe('app');
  });

  it('launch parameters that do not parse are not the messenger', async () => {
    const { where } = await platformIn(`${MESSENGER_URL}&tgWebAppShowSettings=maybe`);
    expect(where()).toBe('h5');
  });
});

describe('launch parameters for a caller that needs them', () => {
  it('outside the messenger: a typed LaunchParamsError, not undefined', async () => {
    const { retrieveLaunchParams, LaunchParamsError } = await platformIn('https://app.test/vi-VN');
    expect(() => retrieveLaunchParams()).toThrow(LaunchParamsError);
  });

  it('inside: the parameters', async () => {
    const { retrieveLaunchParams } = await platformIn(MESSENGER_URL);
    expect(retrieveLaunchParams().initData).toBe(INIT_DATA);
  });
});

describe('the adapters', () => {
  it('a plain browser cannot ask for a contact and has no host device id', async () => {
    const { platform } = await platformIn('https://app.test/vi-VN');
    await expect(platform.requestContact()).resolves.toEqual({ status: 'unsupported' });
    await expect(platform.deviceId()).resolves.toBeUndefined();
  });

  it('the native app: close, share and the device id go through its bridge (spec 8.4 ret rule)', async () => {
    const calls: Array<[string, string | undefined]> = [];
    const reply = (ret: number, data: unknown) => JSON.stringify({ ret, data });
    const JsBridge = {
      close: (payload?: string) => {
        calls.push(['close', payload]);
        return reply(0, null);
      },
      share: (payload?: string) => {
        calls.push(['share', payload]);
        return reply(1002, { reason: 'user backed out' });
      },
      getDeviceId: () => reply(0, { did: 'app-device-1' }),
    };
    const { platform } = await platformIn('https://app.test/vi-VN', { JsBridge });
    platform.close();
    await expect(platform.share('Join me', 'https://app.test/r/x')).resolves.toBe('cancelled');
    await expect(platform.deviceId()).resolves.toBe('app-device-1');
    expect(calls).toEqual([
      ['close', undefined],
      ['share', JSON.stringify({ text: 'Join me', url: 'https://app.test/r/x' })],
    ]);
  });

  it('the native app: a bridge error (ret other than 0 and 1002) fails the share', async () => {
    const JsBridge = { share: () => JSON.stringify({ ret: 7, data: null }) };
    const { platform } = await platformIn('https://app.test/vi-VN', { JsBridge });
    await expect(platform.share('t', 'https://app.test/')).resolves.toBe('failed');
  });

  it('the messenger below 6.9 cannot ask for a contact; below 7.2 there is no device id', async () => {
    const { platform } = await platformIn(MESSENGER_URL.replace('7.10', '6.2'));
    await expect(platform.requestContact()).resolves.toEqual({ status: 'unsupported' });
    await expect(platform.deviceId()).resolves.toBeUndefined();
  });
});
