import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildPostbackTestApp, conversionsOf, type PostbackTestApp, sendPostback } from './helpers/postback-test-app';

/**
 * Exactly once under load: the same postback 100 times at once credits once, and its reversal 50
 * times at once takes back once; distinct conversions of many offers at once on one player's
 * account all credit. Each ends with the ledger audit.
 */
describe('offer postbacks at once', () => {
  let t: PostbackTestApp;
  let player: LoginResponse;

  beforeAll(async () => {
    t = await buildPostbackTestApp();
    player = await t.player();
  });
  afterAll(() => t?.close());

  it('the same postback 100 times at once: one credit, every copy answered OK', async () => {
    const offerId = await t.offer({ reward_units: 12_345 });
    const clickId = await t.click(player.user_id, offerId);
    const before = await t.balance(player.user_id, 'WH');
    const fields = { clickId, userId: String(player.user_id), offerId, conversionId: 'hot-1' };

    const answers = await Promise.all(Array.from({ length: 100 }, () => sendPostback(t, 'ayet', fields)));
    expect(answers.filter((a) => a.status === 200 && a.body === 'OK')).toHaveLength(100);
    expect(await t.balance(player.user_id, 'WH')).toBe(before + 12_345n);
    expect(await conversionsOf(t, clickId)).toHaveLength(1);

    const reversals = await Promise.all(
      Array.from({ length: 50 }, () => sendPostback(t, 'ayet', { ...fields, reversal: true })),
    );
    expect(reversals.every((a) => a.status === 200)).toBe(true);
    expect(await t.balance(player.user_id, 'WH')).toBe(before);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('40 distinct conversions of 40 offers at once on one account: each credited once', async () => {
    const offers = await Promise.all(
      Array.from({ length: 40 }, () => t.offer({ network: 'prodege', reward_units: 100 })),
    );
    const clicks: string[] = [];
    for (const offerId of offers) clicks.push(await t.click(player.user_id, offerId));
    const before = await t.balance(player.user_id, 'WH');
    const sends = offers.flatMap((offerId, i) => {
      const fields = {
        clickId: clicks[i] as string,
        userId: String(player.user_id),
        offerId,
        conversionId: `many-${i}`,
      };
      return [sendPostback(t, 'prodege', fields), sendPostback(t, 'prodege', fields)];
    });
    expect((await Promise.all(sends)).every((a) => a.status === 200)).toBe(true);
    expect(await t.balance(player.user_id, 'WH')).toBe(before + 4_000n);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
