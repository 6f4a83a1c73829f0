import { createHmac } from 'node:crypto';
import { serverTime } from '@app/shared/app-config/contracts';
import { getUserInfo } from '@app/shared/auth/account-contracts';
import { registerOrLoginByPhone } from '@app/shared/auth/phone-contracts';
import { SIGNED_POST_PATHS } from '@app/shared/auth/signed-paths';
import { describe, expect, it } from 'vitest';
import { computeXbsl, needsSignature } from './request-signature';

describe('XBSL (spec 7.1)', () => {
  it('is the lower-case hex HMAC-SHA256 of body + TS + NONCE, as the API computes it', async () => {
    const body = '{"country_code":"+84","phone":"912345678","code":"123456"}';
    const expected = createHmac('sha256', 'session-key').update(`${body}1700000000Ab3dE`).digest('hex');
    expect(await computeXbsl('session-key', body, '1700000000', 'Ab3dE')).toBe(expected);
  });

  it('a different nonce gives a different signature', async () => {
    expect(await computeXbsl('k', '{}', '1', 'aaaaa')).not.toBe(await computeXbsl('k', '{}', '1', 'bbbbb'));
  });

  it('is needed on the sensitive POST paths only', () => {
    expect(SIGNED_POST_PATHS).toContain('/user/register_or_login_by_phone');
    expect(needsSignature({ endpoint: registerOrLoginByPhone })).toBe(true);
    expect(needsSignature({ endpoint: getUserInfo })).toBe(false);
    expect(needsSignature({ endpoint: serverTime })).toBe(false);
  });
});
