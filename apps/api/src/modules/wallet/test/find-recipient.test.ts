import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  freshAddress,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { LOOKUPS_PER_USER } from '../recipient-lookup';

let serial = 600_000;
const nextPhone = () => `916${serial++}`;

type Login = { user_id: number; user_secret_key: string; username: string };

describe('find_recipient: who a payer means, by id, username or phone (issue 20)', () => {
  let t: AuthTestApp;
  let payer: Login;
  let bob: Login;
  let bobPhone: string;
  beforeAll(async () => {
    t = await buildAuthTestApp();
    payer = await signInByPhone(t, nextPhone());
    bobPhone = nextPhone();
    bob = await signInByPhone(t, bobPhone);
    await t.db
      .updateTable('app_user')
      .set({ first_name: 'Bob', last_name: 'Tran', photo_url: 'https://example.test/bob.png' })
      .where('id', '=', bob.user_id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  // Each lookup from its own address: this file tests the per-user limit, not the per-address one.
  const lookup = (body: object, login: Login = payer, headers = sessionHeaders(login)) =>
    post(t.app, '/wallet/find_recipient', body, headers, freshAddress());
  const bobCard = () => ({ user_id: bob.user_id, display_name: 'Bob Tran', head_url: 'https://example.test/bob.png' });

  it('by id: the id, the display name and the avatar, and nothing else', async () => {
    const res = await lookup({ by: 'id', value: String(bob.user_id) });
    expect(res.body).toMatchObject({ code: 0 });
    expect(res.body.data).toEqual(bobCard());
  });

  it.each([
    ['the exact username', (l: Login) => l.username],
    ['the username with an @', (l: Login) => `@${l.username}`],
    ['the username in other letter case', (l: Login) => l.username.toUpperCase()],
  ])('by username: %s finds the person', async (_name, value) => {
    const res = await lookup({ by: 'username', value: value(bob) });
    expect(res.body.data).toEqual(bobCard());
  });

  it.each([
    ['a national number, read in the caller’s country (Country-Code vn)', () => `0${bobPhone}`],
    ['an international number with spaces', () => `+84 ${bobPhone.slice(0, 3)} ${bobPhone.slice(3)}`],
  ])('by phone: %s finds the person, and the phone never comes back', async (_name, value) => {
    const res = await lookup({ by: 'phone', value: value() });
    expect(res.body.data).toEqual(bobCard());
    expect(JSON.stringify(res.body)).not.toContain(bobPhone.slice(-6));
  });

  it('without a name the display name is the username', async () => {
    const res = await lookup({ by: 'id', value: String(payer.user_id) }, bob);
    expect(res.body.data).toEqual({ user_id: payer.user_id, display_name: payer.username, head_url: '' });
  });

  it.each([
    ['id', () => String(payer.user_id)],
    ['username', () => payer.username],
  ])('the payer themself (by %s) is a field error with reason self', async (by, value) => {
    const res = await lookup({ by, value: value() });
    expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'value', reason: 'self' } });
  });

  it.each([
    ['an id nobody has', () => ({ by: 'id', value: '99999999' })],
    ['a typo of a real id (one digit changed)', () => ({ by: 'id', value: typoOf(bob.user_id) })],
    ['a username nobody has', () => ({ by: 'username', value: 'nobody_here_42' })],
    ['a phone nobody has', () => ({ by: 'phone', value: '+84 912 000 111' })],
  ])('%s: 1003, naming the field', async (_name, body) => {
    const res = await lookup(body());
    expect(res.body).toMatchObject({ code: BodyCode.RESOURCE_NOT_FOUND, data: { field: 'value' } });
  });

  it('an abnormal account is nobody to pay: not found by lookup, refused by the transfer', async () => {
    const carol = await signInByPhone(t, nextPhone());
    await t.db.updateTable('app_user').set({ abnormal: 1 }).where('id', '=', carol.user_id).execute();
    const res = await lookup({ by: 'id', value: String(carol.user_id) });
    expect(res.body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    const transfer = await post(
      t.app,
      '/wallet/offchain_transfer',
      { to_user_id: carol.user_id, coin: 'WH', amount: '1' },
      { ...sessionHeaders(payer), 'Idempotency-Key': `abnormal-${process.pid}` },
    );
    expect(transfer.body).toMatchObject({ code: BodyCode.RESOURCE_NOT_FOUND, data: { field: 'to_user_id' } });
  });

  it.each([
    ['an unknown way', { by: 'email', value: 'a@b.c' }, 'by'],
    ['an empty value', { by: 'id', value: '   ' }, 'value'],
    ['letters as an id', { by: 'id', value: '12ab' }, 'value'],
    ['a value too long', { by: 'username', value: 'x'.repeat(65) }, 'value'],
    ['a phone that is no number', { by: 'phone', value: '12' }, 'value'],
    ['no value', { by: 'id' }, 'value'],
  ])('bad input (%s) is a clear field error', async (_name, body, field) => {
    const res = await lookup(body);
    expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field } });
  });

  it('needs a session', async () => {
    const res = await lookup({ by: 'id', value: String(bob.user_id) }, payer, commonHeaders());
    expect(res.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it(`stops a user after ${LOOKUPS_PER_USER.max} lookups in a window (HTTP 429), whatever their address`, async () => {
    const walker = await signInByPhone(t, nextPhone());
    for (let i = 0; i < LOOKUPS_PER_USER.max; i++) {
      const res = await lookup({ by: 'username', value: `walker_probe_${i}` }, walker);
      expect(res.body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    }
    const over = await lookup({ by: 'id', value: String(bob.user_id) }, walker);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(BodyCode.TOO_MANY_REQUESTS);
    // Another payer is not held back by it.
    expect((await lookup({ by: 'id', value: String(bob.user_id) })).body.code).toBe(0);
  });
});

/** The id with its last-but-one digit changed: the check digit no longer fits. */
function typoOf(id: number): string {
  const text = String(id);
  const i = text.length - 2;
  const digit = (Number(text[i]) + 1) % 10;
  return `${text.slice(0, i)}${digit}${text.slice(i + 1)}`;
}
