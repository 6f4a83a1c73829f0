import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../ops/test/helpers/console-calls';
import { operatorWith, ownerSignedIn, type SignedInOperator } from '../../ops/test/helpers/ops-test-app';
import { fund, richPlayer, withdrawCall } from '../../payments/test/helpers/payment-calls';
import { waitingReviews } from '../../payments/test/helpers/payment-ops';
import { paymentsTestAppOfFile } from '../../payments/test/helpers/payments-test-app';
import { openStream } from './messages-app';

/**
 * Notices from real events (issue 18 item 4, wired in compose.ts): a paid recharge (order) and an
 * operator's decision on a withdrawal in the approvals queue (approval), each once, live on the stream.
 */
describe('notices from the events other modules commit', () => {
  const t = paymentsTestAppOfFile();
  let owner: SignedInOperator;
  let finance: SignedInOperator;
  beforeAll(async () => {
    owner = await ownerSignedIn(t);
    finance = await operatorWith(t, owner, ['finance']);
  });

  const notices = async (p: LoginResponse) => (await t.get(p, '/message/notices')).data.list;

  /** A player with a paid 30,000,000 dong recharge (120,000 WH), a bank account and a withdrawal waiting for review. */
  async function waitingWithdrawal() {
    const { p, account } = await richPlayer(t);
    const res = await withdrawCall(t, p, account, '12000000');
    expect(res.code).toBe(0);
    const orderId = res.data.order.order_id as string;
    const item = (await waitingReviews(t, finance)).find((i) => i.payload.order_id === orderId);
    return { p, orderId, approvalId: item?.id as number };
  }

  it('tells the player their recharge arrived, and the operator’s approval, live and once', async () => {
    const { p, orderId, approvalId } = await waitingWithdrawal();
    const [recharged] = await notices(p);
    expect(recharged).toMatchObject({
      kind: 'order',
      read: false,
      params: { subject: 'recharge', coin: 'WH', amount: '120000' },
    });
    expect(String(recharged.created_at)).toMatch(/^\d{10}$/);

    const ticket = (await t.call(p, '/message/stream_ticket', {})).data.ticket as string;
    const stream = await openStream(t.url, ticket);
    try {
      await stream.next('ready');
      expect((await decide(t, finance, approvalId, 'approve')).body.code).toBe(0);
      const live = await stream.next('notice');
      expect(live.data.notice).toMatchObject({
        kind: 'approval',
        params: {
          subject: 'payments.withdrawal',
          decision: 'approved',
          ref: orderId,
          amount: '12000000',
          currency: 'VND',
        },
      });
      expect(live.data.unread).toEqual({ total: 2, notices: 2, chats: 0 });
    } finally {
      await stream.close();
    }
    // A second decision is refused and tells nobody anything.
    expect((await decide(t, finance, approvalId, 'reject')).body.code).toBe(BodyCode.APPROVAL_DECIDED);
    const list = await notices(p);
    expect(list.map((n: { kind: string }) => n.kind)).toEqual(['approval', 'order']);

    expect((await t.call(p, '/message/notices/read', {})).data).toEqual({ total: 0, notices: 0, chats: 0 });
    expect((await notices(p)).every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('tells the player a rejection', async () => {
    const { p, orderId, approvalId } = await waitingWithdrawal();
    expect((await decide(t, finance, approvalId, 'reject', 'name does not match')).body.code).toBe(0);
    expect((await notices(p))[0]).toMatchObject({
      kind: 'approval',
      params: { subject: 'payments.withdrawal', decision: 'rejected', ref: orderId },
    });
  });

  it('tells an inviter of each invite reward once (reward notices of the invites milestones)', async () => {
    const inviter = await t.player();
    const invitee = await t.player();
    const code = (await t.get(inviter, '/casino/lucky_bear/invite_summary')).data.invite_code;
    expect((await t.call(invitee, '/casino/lucky_bear/invite_bind', { code })).code).toBe(0);
    await fund(t, invitee, '100000');
    await fund(t, invitee, '100000');
    const rewards = (await notices(inviter)).filter((n: { kind: string }) => n.kind === 'reward');
    // The milestones the invites module paid (sign-up at the bind, the first recharge once), one notice each.
    expect(rewards.map((n: { params: { subject: string; ref: string } }) => n.params.subject)).toEqual([
      'invite',
      'invite',
    ]);
    expect(rewards[0].params).toMatchObject({ coin: 'WH', amount: '5' });
    expect(new Set(rewards.map((n: { params: { ref: string } }) => n.params.ref)).size).toBe(2);
  });
});
