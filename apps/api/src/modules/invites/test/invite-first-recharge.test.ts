import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fund } from '../../payments/test/helpers/payment-calls';
import { paymentsTestAppOfFile } from '../../payments/test/helpers/payments-test-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';

/**
 * The first-recharge milestone end to end: the invitee pays a recharge at the payments sandbox's
 * checkout (a real separate HTTP server and its signed webhook), and the inviter's reward arrives once.
 */
describe('invite reward on the first recharge', () => {
  const t = paymentsTestAppOfFile();

  it('pays the inviter 5 WH on the invitee’s first paid recharge and nothing on the second', async () => {
    const inviter = await t.player();
    const invitee = await t.player();
    const code = (await t.get(inviter, '/casino/lucky_bear/invite_summary')).data.invite_code;
    expect((await t.call(invitee, '/casino/lucky_bear/invite_bind', { code })).code).toBe(0);
    const before = Number(await t.wh(inviter));
    await fund(t, invitee, '100000');
    expect(Number(await t.wh(inviter))).toBe(before + 5);
    await fund(t, invitee, '100000');
    expect(Number(await t.wh(inviter))).toBe(before + 5);
    const rewards = (await t.get(inviter, '/casino/lucky_bear/invite_rewards?page=1&size=20')).data;
    expect(rewards.list.map((r: { milestone: string }) => r.milestone).sort()).toEqual(['first_recharge', 'signup']);
    expect(rewards.list.every((r: { tx_id: string }) => r.tx_id.length > 0)).toBe(true);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a bind with an empty code is refused with the field named', async () => {
    const p = await t.player();
    const res = await t.call(p, '/casino/lucky_bear/invite_bind', { code: '' });
    expect(res.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.data.field).toBe('code');
  });
});
