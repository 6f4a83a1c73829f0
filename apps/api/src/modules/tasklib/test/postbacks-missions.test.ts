import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { buildPostbackTestApp, type PostbackTestApp, sendPostback } from './helpers/postback-test-app';

/**
 * compose.ts wires the conversions' onCredited hook to the missions (issue 15 item 6: progress from real
 * events): a credited postback completes the "complete an offer" missions once, a duplicate adds nothing,
 * and a flagged (uncredited) conversion counts nothing.
 */
describe('a credited offer counts for the missions', () => {
  let t: PostbackTestApp;
  let player: LoginResponse;
  const progress = async (id: string): Promise<number> => {
    const res = await post(t.app, '/task/mission/list', {}, sessionHeaders(player));
    return res.body.data.missions.find((m: { id: string }) => m.id === id).progress;
  };

  beforeAll(async () => {
    t = await buildPostbackTestApp();
    player = await t.player();
  });
  afterAll(() => t?.close());

  it('a postback credits the offer and moves the daily and first-offer missions by one, a duplicate by nothing', async () => {
    expect(await progress('daily_offer_1')).toBe(0);
    expect(await progress('first_offer')).toBe(0);
    const offerId = await t.offer({ network: 'ayet', reward_units: 1_000 });
    const clickId = await t.click(player.user_id, offerId);
    const fields = { clickId, userId: String(player.user_id), offerId, conversionId: 'mission-conv' };
    expect((await sendPostback(t, 'ayet', fields)).status).toBe(200);
    expect((await sendPostback(t, 'ayet', fields)).status).toBe(200);
    expect(await progress('daily_offer_1')).toBe(1);
    expect(await progress('first_offer')).toBe(1);
  });

  it('a conversion flagged by the fraud rules (too fast) is not a completed offer', async () => {
    const offerId = await t.offer({ network: 'ayet', reward_units: 1_000, min_convert_seconds: 3_600 });
    const clickId = await t.click(player.user_id, offerId, { ago: 1_000 });
    const fields = { clickId, userId: String(player.user_id), offerId, conversionId: 'mission-fast' };
    expect((await sendPostback(t, 'ayet', fields)).status).toBe(200);
    const row = await t.db
      .selectFrom('offer_conversion')
      .select('status')
      .where('conversion_id', '=', 'mission-fast')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('flagged');
    expect(await progress('first_offer')).toBe(1);
  });
});
