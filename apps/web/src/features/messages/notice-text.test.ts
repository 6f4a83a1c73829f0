import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-text';

const keys = new Set([
  'notice.approval.payments_withdrawal_approved',
  'notice.approval.default',
  'notice.reward.invite',
  'notice.reward.default',
  'notice.social.default',
]);
const has = (key: string) => keys.has(key);

describe('noticeText', () => {
  it.each([
    [
      'approval',
      { subject: 'payments.withdrawal', decision: 'approved' },
      'notice.approval.payments_withdrawal_approved',
    ],
    ['approval', { subject: 'payments.withdrawal', decision: 'rejected' }, 'notice.approval.default'],
    ['reward', { subject: 'invite', amount: '5', coin: 'WH' }, 'notice.reward.invite'],
    ['reward', { subject: 'mission' }, 'notice.reward.default'],
    ['social', { subject: 'like' }, 'notice.social.default'],
  ] as const)('%s %o reads %s', (kind, params, key) => {
    expect(noticeText({ kind, params }, has).key).toBe(key);
  });

  it('passes the parameters as values, never as text to parse', () => {
    const text = noticeText({ kind: 'reward', params: { subject: 'invite', amount: '5', coin: '<b>WH</b>' } }, has);
    expect(text.values).toEqual({ amount: '5', coin: '<b>WH</b>' });
  });
});
