import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../ops/test/helpers/console-calls';
import { opsCall, ownerSignedIn, type SignedInOperator } from '../../ops/test/helpers/ops-test-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { fraudFlags } from '../fraud/fraud-rules';
import { buildPostbackTestApp, conversionsOf, type PostbackTestApp, sendPostback } from './helpers/postback-test-app';

const LIMITS = { deviceConversionsPerDay: 2, deviceUsers: 1 };

describe('the fraud rules (pure)', () => {
  const click = { createdAt: 0, country: 'vn', deviceId: 'dev-1', minConvertSeconds: 60 };
  const facts = { now: 120_000, click, deviceConversionsToday: 0, otherDeviceUsers: 0 };

  it('flag nothing for a conversion well after its click, from its country, on a quiet device', () => {
    expect(fraudFlags({ ...facts, postbackCountry: 'vn' }, LIMITS)).toEqual([]);
  });

  it('flag each rule on its own', () => {
    expect(fraudFlags({ ...facts, now: 59_999 }, LIMITS)).toEqual(['too_fast']);
    expect(fraudFlags({ ...facts, postbackCountry: 'br' }, LIMITS)).toEqual(['country_mismatch']);
    expect(fraudFlags({ ...facts, deviceConversionsToday: 2 }, LIMITS)).toEqual(['device_velocity']);
    expect(fraudFlags({ ...facts, otherDeviceUsers: 1 }, LIMITS)).toEqual(['device_shared']);
  });

  it('too_fast: the configured cap lowers an offer minimum above it, never raises one below it', () => {
    expect(fraudFlags({ ...facts, now: 10_000 }, { ...LIMITS, minConvertCapSeconds: 0 })).toEqual([]);
    expect(fraudFlags({ ...facts, now: 10_000 }, { ...LIMITS, minConvertCapSeconds: 30 })).toEqual(['too_fast']);
    expect(fraudFlags({ ...facts, now: 40_000 }, { ...LIMITS, minConvertCapSeconds: 30 })).toEqual([]);
    expect(fraudFlags({ ...facts, now: 59_999 }, { ...LIMITS, minConvertCapSeconds: 600 })).toEqual(['too_fast']);
  });

  it('count no device rule for a click without a device id', () => {
    const noDevice = { ...facts, click: { ...click, deviceId: '' }, deviceConversionsToday: 9, otherDeviceUsers: 9 };
    expect(fraudFlags(noDevice, LIMITS)).toEqual([]);
  });
});

/** Each rule over HTTP: the conversion is recorded flagged without credit and waits in the approvals queue. */
describe('flagged conversions', () => {
  let t: PostbackTestApp;
  let owner: SignedInOperator;
  let alice: LoginResponse;
  let bob: LoginResponse;

  beforeAll(async () => {
    t = await buildPostbackTestApp({ TASKLIB_FRAUD_DEVICE_MAX_CONVERSIONS: '2', TASKLIB_FRAUD_DEVICE_MAX_USERS: '1' });
    owner = await ownerSignedIn(t);
    alice = await t.player();
    bob = await t.player();
  });
  afterAll(() => t?.close());

  async function queued(clickId: string) {
    const res = await opsCall(
      t,
      { method: 'GET', path: '/ops/approvals' },
      { kind: 'tasklib.conversion', status: 'pending' },
      { session: owner },
    );
    const items = res.body.data.items as {
      id: number;
      summary: string;
      payload: { click_id: string; flags: string[] };
    }[];
    return items.find((i) => i.payload.click_id === clickId);
  }

  async function convert(user: LoginResponse, offerOptions = {}, clickOptions = {}, country?: string) {
    const offerId = await t.offer(offerOptions);
    const clickId = await t.click(user.user_id, offerId, clickOptions);
    const res = await sendPostback(t, 'ayet', { clickId, userId: String(user.user_id), offerId, country });
    return { clickId, res };
  }

  it("too fast: a conversion sooner after its click than the offer's minimum is flagged, not paid", async () => {
    const before = await t.balance(alice.user_id, 'WH');
    const { clickId, res } = await convert(alice, { min_convert_seconds: 600 }, { ago: 30_000 });
    expect(res).toEqual({ status: 200, body: 'OK' });
    expect(await conversionsOf(t, clickId)).toEqual([
      expect.objectContaining({ status: 'flagged', flags: '["too_fast"]' }),
    ]);
    expect(await t.balance(alice.user_id, 'WH')).toBe(before);
    expect((await queued(clickId))?.summary).toContain('too_fast');
    // After the minimum, another offer's conversion is paid at once.
    const slow = await convert(alice, { min_convert_seconds: 600 }, { ago: 601_000 });
    expect(await conversionsOf(t, slow.clickId)).toEqual([expect.objectContaining({ status: 'credited' })]);
  });

  it("country mismatch: the network saw another country than the click's", async () => {
    const { clickId } = await convert(alice, {}, { country: 'vn' }, 'BR');
    expect(await conversionsOf(t, clickId)).toEqual([
      expect.objectContaining({ status: 'flagged', flags: '["country_mismatch"]' }),
    ]);
    const same = await convert(alice, {}, { country: 'vn' }, 'VN');
    expect(await conversionsOf(t, same.clickId)).toEqual([expect.objectContaining({ status: 'credited' })]);
  });

  it("device velocity: past the day's cap of conversions on one device id, the next is flagged", async () => {
    const device = { device_id: 'velocity-device' };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await conversionsOf(t, (await convert(bob, {}, device)).clickId))[0]?.status);
    expect(statuses).toEqual(['credited', 'credited', 'flagged']);
    // A day later the device may earn again (its conversions made a day older).
    const clicks = t.db.selectFrom('offer_click').select('click_id').where('device_id', '=', device.device_id);
    await t.db
      .updateTable('offer_conversion')
      .set((eb) => ({ created_at: eb('created_at', '-', 24 * 3_600_000 + 1) }))
      .where('click_id', 'in', clicks)
      .execute();
    expect((await conversionsOf(t, (await convert(bob, {}, device)).clickId))[0]?.status).toBe('credited');
  });

  it('device shared: a second user earning on one device id is flagged', async () => {
    const device = { device_id: 'shared-device' };
    const first = await convert(alice, {}, device);
    const second = await convert(bob, {}, device);
    expect((await conversionsOf(t, first.clickId))[0]?.status).toBe('credited');
    expect(await conversionsOf(t, second.clickId)).toEqual([
      expect.objectContaining({ status: 'flagged', flags: '["device_shared"]' }),
    ]);
  });

  it("an operator's approval credits a flagged conversion once; a rejection pays nothing", async () => {
    const approvedOne = await convert(bob, { reward_units: 3_000 }, {}, 'US');
    const rejectedOne = await convert(bob, { reward_units: 4_000 }, {}, 'US');
    const before = await t.balance(bob.user_id, 'WH');
    const approve = await queued(approvedOne.clickId);
    const reject = await queued(rejectedOne.clickId);
    expect(approve && reject).toBeTruthy();

    expect((await decide(t, owner, approve?.id as number, 'approve')).body.code).toBe(0);
    expect(await t.balance(bob.user_id, 'WH')).toBe(before + 3_000n);
    expect((await decide(t, owner, reject?.id as number, 'reject', 'VPN traffic')).body.code).toBe(0);
    expect(await t.balance(bob.user_id, 'WH')).toBe(before + 3_000n);
    expect(await conversionsOf(t, rejectedOne.clickId)).toEqual([
      expect.objectContaining({ status: 'rejected', reason: 'VPN traffic' }),
    ]);
    // A decided item cannot be decided again.
    expect((await decide(t, owner, approve?.id as number, 'approve')).body.code).not.toBe(0);
    expect(await t.balance(bob.user_id, 'WH')).toBe(before + 3_000n);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a reversal of a flagged conversion rejects it; its approval then fails and pays nothing', async () => {
    const { clickId } = await convert(alice, {}, {}, 'US');
    const item = await queued(clickId);
    const [row] = await conversionsOf(t, clickId);
    const offerId = (
      await t.db
        .selectFrom('offer_click as k')
        .innerJoin('offer as o', 'o.id', 'k.offer_id')
        .select('o.xb_offer_id')
        .where('k.click_id', '=', clickId)
        .executeTakeFirstOrThrow()
    ).xb_offer_id;
    const before = await t.balance(alice.user_id, 'WH');
    const back = await sendPostback(t, 'ayet', {
      clickId,
      userId: String(alice.user_id),
      offerId,
      conversionId: row?.conversion_id,
      reversal: true,
    });
    expect(back.status).toBe(200);
    expect((await decide(t, owner, item?.id as number, 'approve')).body.code).not.toBe(0);
    expect(await t.balance(alice.user_id, 'WH')).toBe(before);
  });
});
