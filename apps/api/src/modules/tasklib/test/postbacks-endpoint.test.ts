import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { POSTBACK_NETWORKS, type PostbackNetworkId } from '@app/shared/tasklib/postback-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildPostbackTestApp, conversionsOf, type PostbackTestApp, sendPostback } from './helpers/postback-test-app';

/**
 * The advertiser networks' postback endpoints over HTTP (issue 15 "Bad input and attacks"): each
 * network's success answer, a duplicate that credits nothing, the refusals and the status each
 * answers (retry or not), reversals through the clawback rule; the ledger audit after each money path.
 */
const SUCCESS: Record<PostbackNetworkId, (id: string) => string> = {
  ayet: () => 'OK',
  prodege: () => '{"status":"success"}',
  ironsource: (id) => `${id}:OK`,
};

/** A reversal of `conversionId` as the network words it (ironsource: an event of its own naming it). */
function reversal(network: PostbackNetworkId, conversionId: string) {
  return network === 'ironsource'
    ? { conversionId: `${conversionId}.rev`, revokes: conversionId, reversal: true }
    : { conversionId, reversal: true };
}

describe('offer postbacks', () => {
  let t: PostbackTestApp;
  let alice: LoginResponse;
  let bob: LoginResponse;

  beforeAll(async () => {
    t = await buildPostbackTestApp();
    alice = await t.player();
    bob = await t.player();
  });
  afterAll(() => t?.close());

  it.each(POSTBACK_NETWORKS)(
    '%s: credits the offer reward once and answers the network its success answer',
    async (network) => {
      const offerId = await t.offer({ network, reward_units: 5_000 });
      const clickId = await t.click(alice.user_id, offerId);
      const before = await t.balance(alice.user_id, 'WH');
      const fields = { clickId, userId: String(alice.user_id), offerId, conversionId: `${network}-first` };

      const first = await sendPostback(t, network, fields);
      expect(first).toEqual({ status: 200, body: SUCCESS[network](fields.conversionId) });
      expect(await t.balance(alice.user_id, 'WH')).toBe(before + 5_000n);

      const again = await sendPostback(t, network, fields);
      expect(again).toEqual({ status: 200, body: SUCCESS[network](fields.conversionId) });
      expect(await t.balance(alice.user_id, 'WH')).toBe(before + 5_000n);
      expect(await conversionsOf(t, clickId)).toEqual([expect.objectContaining({ status: 'credited' })]);
      expect(await auditBreaches(t.db)).toEqual([]);
    },
  );

  it.each(POSTBACK_NETWORKS)(
    '%s: a reversal claws the reward back; a repeat of it changes nothing',
    async (network) => {
      const offerId = await t.offer({ network, reward_units: 700 });
      const clickId = await t.click(bob.user_id, offerId);
      const before = await t.balance(bob.user_id, 'WH');
      const fields = { clickId, userId: String(bob.user_id), offerId, conversionId: `${network}-rev` };
      expect((await sendPostback(t, network, fields)).status).toBe(200);
      expect(await t.balance(bob.user_id, 'WH')).toBe(before + 700n);

      const back = { ...fields, ...reversal(network, fields.conversionId) };
      expect(await sendPostback(t, network, back)).toEqual({ status: 200, body: SUCCESS[network](back.conversionId) });
      expect(await t.balance(bob.user_id, 'WH')).toBe(before);
      expect((await sendPostback(t, network, back)).status).toBe(200);
      expect(await t.balance(bob.user_id, 'WH')).toBe(before);
      expect(await conversionsOf(t, clickId)).toEqual([expect.objectContaining({ status: 'reversed' })]);
      expect(await auditBreaches(t.db)).toEqual([]);
    },
  );

  it('refuses a bad signature (403, for good), recording and crediting nothing', async () => {
    const offerId = await t.offer();
    const clickId = await t.click(alice.user_id, offerId);
    const before = await t.balance(alice.user_id, 'WH');
    const fields = { clickId, userId: String(alice.user_id), offerId };
    for (const network of POSTBACK_NETWORKS) {
      const forged = await sendPostback(t, network, fields, 'a-secret-that-is-not-the-network-one-000');
      expect(forged.status).toBe(403);
      expect(forged.body).toContain('bad_signature');
    }
    expect(await conversionsOf(t, clickId)).toEqual([]);
    expect(await t.balance(alice.user_id, 'WH')).toBe(before);
  });

  it("refuses an unknown click (404), another user's click, another offer's click and another network's (422)", async () => {
    const offerId = await t.offer();
    const otherOffer = await t.offer();
    const clickId = await t.click(alice.user_id, offerId);
    const unknown = await sendPostback(t, 'ayet', { clickId: '01NOSUCHCLICK', userId: String(alice.user_id), offerId });
    expect(unknown).toEqual({ status: 404, body: 'ERROR: unknown_click' });
    const stolen = await sendPostback(t, 'ayet', { clickId, userId: String(bob.user_id), offerId });
    expect(stolen).toEqual({ status: 422, body: 'ERROR: wrong_user' });
    const swapped = await sendPostback(t, 'ayet', { clickId, userId: String(alice.user_id), offerId: otherOffer });
    expect(swapped).toEqual({ status: 422, body: 'ERROR: wrong_offer' });
    // The offer is ayet's: prodege cannot convert it.
    const otherNetwork = await sendPostback(t, 'prodege', { clickId, userId: String(alice.user_id), offerId });
    expect(otherNetwork).toEqual({ status: 422, body: '{"status":"error","reason":"wrong_offer"}' });
    expect(await conversionsOf(t, clickId)).toEqual([]);
  });

  it("refuses a reward larger than the offer's (422) and pays a smaller one as sent", async () => {
    const offerId = await t.offer({ network: 'prodege', reward_units: 5_000 });
    const clickId = await t.click(alice.user_id, offerId);
    const before = await t.balance(alice.user_id, 'WH');
    const base = { clickId, userId: String(alice.user_id), offerId };
    // WH has 2 decimals: 50 WH is the offer's 5,000 units; 50.01 is one unit more.
    const larger = await sendPostback(t, 'prodege', { ...base, amount: '50.01' });
    expect(larger).toEqual({ status: 422, body: '{"status":"error","reason":"amount_too_large"}' });
    const malformed = await sendPostback(t, 'prodege', { ...base, amount: '1.001' });
    expect(malformed.status).toBe(400);
    expect(await t.balance(alice.user_id, 'WH')).toBe(before);
    expect((await sendPostback(t, 'prodege', { ...base, amount: '20' })).status).toBe(200);
    expect(await t.balance(alice.user_id, 'WH')).toBe(before + 2_000n);
  });

  it('one reward per offer per user: a second conversion id for the same task is refused and recorded', async () => {
    const offerId = await t.offer({ network: 'ironsource' });
    const clickId = await t.click(bob.user_id, offerId);
    const before = await t.balance(bob.user_id, 'WH');
    const base = { clickId, userId: String(bob.user_id), offerId };
    expect((await sendPostback(t, 'ironsource', { ...base, conversionId: 'evt-a' })).status).toBe(200);
    const second = await sendPostback(t, 'ironsource', { ...base, conversionId: 'evt-b' });
    expect(second).toEqual({ status: 422, body: ':ERROR already_rewarded'.replace(':', 'evt-b:') });
    // Its repeat answers the same refusal.
    expect((await sendPostback(t, 'ironsource', { ...base, conversionId: 'evt-b' })).status).toBe(422);
    expect(await t.balance(bob.user_id, 'WH')).toBe(before + 5_000n);
    expect((await conversionsOf(t, clickId)).map((c) => [c.conversion_id, c.status, c.reason])).toEqual([
      ['evt-a', 'credited', null],
      ['evt-b', 'rejected', 'already_rewarded'],
    ]);
  });

  it('a reversal before its conversion is refused with 409 (retry) and recorded; the late conversion credits nothing', async () => {
    const offerId = await t.offer();
    const clickId = await t.click(alice.user_id, offerId);
    const before = await t.balance(alice.user_id, 'WH');
    const base = { clickId, userId: String(alice.user_id), offerId, conversionId: 'early-reversal' };
    const early = await sendPostback(t, 'ayet', { ...base, reversal: true });
    expect(early).toEqual({ status: 409, body: 'ERROR: reversal_without_conversion' });
    expect(await conversionsOf(t, clickId)).toEqual([
      expect.objectContaining({
        conversion_id: 'early-reversal',
        status: 'rejected',
        reason: 'reversed_before_conversion',
      }),
    ]);
    // The conversion arrives late: accepted (the network's part is done) and paid nothing.
    expect((await sendPostback(t, 'ayet', base)).status).toBe(200);
    // The network retries the reversal: now it has its conversion, already taken back.
    expect((await sendPostback(t, 'ayet', { ...base, reversal: true })).status).toBe(200);
    expect(await t.balance(alice.user_id, 'WH')).toBe(before);
  });

  it('a reversal without any conversion on an unknown click is refused (404) and credits nothing', async () => {
    const offerId = await t.offer();
    const res = await sendPostback(t, 'prodege', {
      clickId: '01UNKNOWNCLICK',
      userId: String(alice.user_id),
      offerId,
      reversal: true,
    });
    expect(res.status).toBe(404);
  });

  it('answers a postback without its required parameters 400, and a network we do not know 404', async () => {
    const res = await fetch(`${t.url}/provider/tasklib/postback/ayet?transaction_id=1`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('missing parameter');
    expect((await fetch(`${t.url}/provider/tasklib/postback/tapjoy?transaction_id=1`)).status).toBe(404);
  });
});
