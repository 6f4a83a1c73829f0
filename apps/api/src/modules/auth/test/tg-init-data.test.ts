import { generateKeyPairSync } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { isValid as tmaIsValid, sign as tmaSign, signData as tmaSignData } from '@tma.js/init-data-node';
import { describe, expect, it } from 'vitest';
import { buildSimulatorUrl, signContactData, signInitData } from '../../../../../../scripts/miniapp-sim';
import { ApiError } from '../../../lib/api-error';
import {
  botIdOf,
  dataCheckString,
  FUTURE_SKEW_S,
  verifyContactData,
  verifyInitData,
  verifySignedQuery,
} from '../messenger/init-data';
import { contactPhoneE164 } from '../messenger/tg.service';
import { ALICE, rawPublicKeyHex, TEST_BOT } from './helpers/tg';

const NOW_MS = 1_760_000_000_000;
const NOW_S = NOW_MS / 1000;
const rules = { botToken: TEST_BOT.token, maxAgeS: 3600, nowMs: NOW_MS };

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(BodyCode.AUTH_FAILED);
    return (error as ApiError).message;
  }
  throw new Error('expected a rejection');
}

describe('init data verification', () => {
  it('sorts the data-check-string by key and leaves out the named fields', () => {
    const fields = new Map([
      ['user', '{"id":1}'],
      ['auth_date', '5'],
      ['hash', 'h'],
      ['chat_type', 'private'],
      ['chat', 'c'],
      ['signature', 's'],
    ]);
    expect(dataCheckString(fields, ['hash'])).toBe(
      'auth_date=5\nchat=c\nchat_type=private\nsignature=s\nuser={"id":1}',
    );
    expect(dataCheckString(fields, ['hash', 'signature'])).toBe(
      'auth_date=5\nchat=c\nchat_type=private\nuser={"id":1}',
    );
    expect(botIdOf('123456:ABC')).toBe('123456');
  });

  it('agrees with @tma.js/init-data-node both ways', () => {
    const simulated = signInitData({ botToken: TEST_BOT.token, user: ALICE, authDate: NOW_S, startParam: 'from-x' });
    expect(tmaIsValid(simulated, TEST_BOT.token, { expiresIn: 0 })).toBe(true);
    const byLibrary = tmaSign({ user: ALICE, query_id: 'Q1' } as never, TEST_BOT.token, new Date(NOW_MS));
    expect(verifyInitData(byLibrary, rules)).toMatchObject({ user: { id: ALICE.id, username: 'alice' }, via: 'hash' });
  });

  it('reads the user, the start param and auth_date', () => {
    const raw = signInitData({ botToken: TEST_BOT.token, user: ALICE, authDate: NOW_S - 10, startParam: 'from-ads' });
    expect(verifyInitData(raw, rules)).toEqual({
      user: { id: 111, first_name: 'Alice', username: 'alice', language_code: 'vi' },
      authDate: NOW_S - 10,
      startParam: 'from-ads',
      via: 'hash',
      proof: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('holds the age limit and the future skew to the second', () => {
    const at = (authDate: number) => signInitData({ botToken: TEST_BOT.token, user: ALICE, authDate });
    expect(verifyInitData(at(NOW_S - 3600), rules).authDate).toBe(NOW_S - 3600);
    expect(reasonOf(() => verifyInitData(at(NOW_S - 3601), rules))).toMatch(/expired/);
    expect(verifyInitData(at(NOW_S + FUTURE_SKEW_S), rules).authDate).toBe(NOW_S + FUTURE_SKEW_S);
    expect(reasonOf(() => verifyInitData(at(NOW_S + FUTURE_SKEW_S + 1), rules))).toMatch(/in the future/);
  });

  it('rejects a repeated field, a malformed auth_date and a malformed user', () => {
    const raw = signInitData({ botToken: TEST_BOT.token, user: ALICE, authDate: NOW_S });
    expect(reasonOf(() => verifySignedQuery(`${raw}&user=x`, 'init data', rules))).toMatch(/user is repeated/);
    const badUser = signInitData({ botToken: TEST_BOT.token, user: { ...ALICE, id: -1 }, authDate: NOW_S });
    expect(reasonOf(() => verifyInitData(badUser, rules))).toMatch(/user is malformed/);
    for (const authDate of [undefined, '1e9', '-5']) {
      // Validly signed, so that the date check itself is what speaks.
      const fields = new Map([['user', JSON.stringify(ALICE)]]);
      if (authDate !== undefined) fields.set('auth_date', authDate);
      const query = new URLSearchParams([
        ...fields,
        ['hash', tmaSignData(dataCheckString(fields, []), TEST_BOT.token)],
      ]);
      expect(reasonOf(() => verifyInitData(query.toString(), rules))).toMatch(/auth_date is missing or malformed/);
    }
  });

  it('takes the Ed25519 signature only when a public key is configured', () => {
    const keys = generateKeyPairSync('ed25519');
    const raw = new URLSearchParams(
      signInitData({ botToken: TEST_BOT.token, user: ALICE, authDate: NOW_S, thirdPartyKey: keys.privateKey }),
    );
    // As in real init data, the hash covers the signature field: it passes on the hash alone.
    expect(verifyInitData(raw.toString(), rules).via).toBe('hash');
    raw.delete('hash');
    const publicKey = rawPublicKeyHex(keys.publicKey);
    expect(verifyInitData(raw.toString(), { ...rules, thirdPartyPublicKey: publicKey }).via).toBe('signature');
    expect(reasonOf(() => verifyInitData(raw.toString(), rules))).toMatch(/hash is missing/);
    // The signature names the bot: the same data does not pass for another bot id.
    const otherBot = { ...rules, botToken: '654321:ABCdef_ghijklmnopqrstuv', thirdPartyPublicKey: publicKey };
    expect(reasonOf(() => verifyInitData(raw.toString(), otherBot))).toMatch(/does not match/);
    raw.set('signature', 'not-base64-of-64-bytes');
    expect(reasonOf(() => verifyInitData(raw.toString(), { ...rules, thirdPartyPublicKey: publicKey }))).toMatch(
      /does not match/,
    );
  });

  it('reads signed contact data', () => {
    const contact = { user_id: 111, phone_number: '84912345678', first_name: 'Alice' };
    const raw = signContactData({ botToken: TEST_BOT.token, contact, authDate: NOW_S });
    expect(raw).toMatch(/^contact=.+&auth_date=\d+&hash=[0-9a-f]{64}$/);
    expect(verifyContactData(raw, rules)).toEqual({ contact, authDate: NOW_S });
    expect(reasonOf(() => verifyContactData(raw.replace('84912345678', '84912345679'), rules))).toMatch(
      /^Messenger contact data is invalid: signature does not match/,
    );
  });

  it('normalises contact phones to E.164', () => {
    expect(contactPhoneE164('84912345678')).toBe('+84912345678');
    expect(contactPhoneE164('+84912345678')).toBe('+84912345678');
    expect(contactPhoneE164(' 12025550123 ')).toBe('+12025550123');
    expect(contactPhoneE164('8491234')).toBeUndefined();
    expect(contactPhoneE164('')).toBeUndefined();
  });
});

describe('simulator URL', () => {
  it('carries the signed init data and launch params in the hash, as the messenger does', () => {
    const url = new URL(
      buildSimulatorUrl({
        base: 'http://127.0.0.1:3000/',
        locale: 'vi-VN',
        botToken: TEST_BOT.token,
        user: ALICE,
        startParam: 'from-ads1',
        platform: 'ios',
        version: '8.0',
        theme: 'dark',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:3000/vi-VN');
    const launch = new URLSearchParams(url.hash.slice(1));
    expect([...launch.keys()]).toEqual([
      'tgWebAppData',
      'tgWebAppVersion',
      'tgWebAppPlatform',
      'tgWebAppThemeParams',
      'tgWebAppStartParam',
    ]);
    expect(launch.get('tgWebAppVersion')).toBe('8.0');
    expect(launch.get('tgWebAppPlatform')).toBe('ios');
    expect(launch.get('tgWebAppStartParam')).toBe('from-ads1');
    expect(JSON.parse(launch.get('tgWebAppThemeParams') ?? '')).toMatchObject({ bg_color: '#212121' });
    const initData = launch.get('tgWebAppData') ?? '';
    expect(verifyInitData(initData, { ...rules, nowMs: Date.now() })).toMatchObject({ startParam: 'from-ads1' });
  });
});
