import { BodyCode, DIAL_CODES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signedAppHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { compareVersions, grayBucket } from '../client-config.service';

const APP_KEY = 'client-config-test-signing-key-0123456789';

describe('client configuration calls (spec 7.3)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp({
      TG_BOTS: 'main_bot:123456:ABCdefGHIjklMNOpqr',
      APP_SIGNING_KEY: APP_KEY,
      MIN_APP_VER: '2.3.0',
      LATEST_APP_VER: '2.5.1',
      AUDIT_MODE: '1',
      MESSENGER_ALLOWED_USER_IDS: '111,222',
      TRUSTED_COUNTRY_HEADER: 'CF-IPCountry',
      GRAY_FEATURES: 'everyone:100,nobody:0',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('app_global_config lists locales, dial codes, bots and code timings', async () => {
    const res = await post(t.app, '/api/app_global_config', {});
    expect(res.body.data).toMatchObject({
      default_locale: 'vi-VN',
      default_dial_code: '+84',
      country_choices: ['ru', 'ph', 'uz', 'kz'],
      messenger_bots: ['main_bot'],
      messenger_public_bot: 'main_bot',
      third_party_providers: [],
      otp: { length: 6, ttl_s: 300, resend_s: 60 },
    });
    expect(res.body.data.supported_locales).toHaveLength(13);
    expect(res.body.data.dial_codes).toEqual(DIAL_CODES);
  });

  it.each([
    ['on the development bot (TG_BOTS unset): no bot to show', {}, ''],
    [
      'TG_PUBLIC_BOT names the bot to show',
      { TG_BOTS: 'a_bot:123456:ABCdefGHIjklMNOpqr', TG_PUBLIC_BOT: 'b_bot' },
      'b_bot',
    ],
    [
      'TG_PUBLIC_BOT empty: none, even with TG_BOTS',
      { TG_BOTS: 'a_bot:123456:ABCdefGHIjklMNOpqr', TG_PUBLIC_BOT: '' },
      '',
    ],
  ])('messenger_public_bot %s', async (_name, env, expected) => {
    const other = await buildAuthTestApp(env);
    try {
      const res = await post(other.app, '/api/app_global_config', {});
      expect(res.body.data.messenger_public_bot).toBe(expected);
    } finally {
      await other.close();
    }
  });

  it('openapp_get_cfg: flags, and force_update only for a native app below the minimum version', async () => {
    const old = await post(t.app, '/api/openapp_get_cfg', {}, signedAppHeaders(APP_KEY, {}, { 'APP-VER': '2.2.9' }));
    expect(old.body.data).toEqual({
      user_id: 0,
      audit_mode: true,
      agent_h5: false,
      min_app_ver: '2.3.0',
      latest_app_ver: '2.5.1',
      force_update: true,
      messenger_allowed_user_ids: [111, 222],
    });
    const current = await post(
      t.app,
      '/api/openapp_get_cfg',
      {},
      signedAppHeaders(APP_KEY, {}, { 'APP-VER': '2.10.0' }),
    );
    expect(current.body.data.force_update).toBe(false);
    const web = await post(t.app, '/api/openapp_get_cfg', {}, commonHeaders({ PLATFORM: 'h5', 'APP-VER': '1.0.0' }));
    expect(web.body.data.force_update).toBe(false);
  });

  it('openapp_get_cfg names the signed-in user, and a stale key answers 1004', async () => {
    const login = await signInByPhone(t, '916000001');
    expect((await post(t.app, '/api/openapp_get_cfg', {}, sessionHeaders(login))).body.data.user_id).toBe(
      login.user_id,
    );
    const stale = await post(
      t.app,
      '/api/openapp_get_cfg',
      {},
      sessionHeaders({ ...login, user_secret_key: 'k'.repeat(43) }),
    );
    expect(stale.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('openapp_get_country: the chosen country and the trusted proxy’s country', async () => {
    const res = await post(
      t.app,
      '/api/openapp_get_country',
      {},
      { ...commonHeaders({ 'Country-Code': 'pt-BR' }), 'cf-ipcountry': 'TH' },
    );
    expect(res.body.data).toEqual({ location_info: { country_code: 'br', country_by_ip: 'th' } });
    const none = await post(t.app, '/api/openapp_get_country', {}, commonHeaders());
    expect(none.body.data.location_info.country_by_ip).toBe('');
  });

  it('get_gray_cfg: flags by a stable bucket', async () => {
    const res = await post(t.app, '/api/get_gray_cfg', {}, commonHeaders({ 'D-Id': 'device-42' }));
    expect(res.body.data.features).toEqual({ everyone: true, nobody: false });
    expect(res.body.data.bucket).toBe(grayBucket(0, 'device-42'));
  });

  it.each([
    ['1.10.0', '1.9.3', 1],
    ['2.3.0', '2.3', 0],
    ['2.2.9', '2.3.0', -1],
    ['3.0.0-beta', '3.0.0', 0],
  ])('compareVersions(%s, %s) = %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});
