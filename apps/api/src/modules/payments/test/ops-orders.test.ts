import { BodyCode } from '@app/shared';
import { opsPlayerOrders } from '@app/shared/payments/ops-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../ops/test/helpers/console-calls';
import { operatorWith, opsCall, ownerSignedIn, type SignedInOperator } from '../../ops/test/helpers/ops-test-app';
import { addAccount, fund, withdrawCall } from './helpers/payment-calls';
import { paymentsTestAppOfFile } from './helpers/payments-test-app';

/**
 * The console's view of a player's orders (issue 14, operator side): support reads them with the
 * provider's references for "where is my money?" tickets; the read is audited; a role without
 * users.read is refused.
 */
describe('a player’s orders in the operator console', () => {
  const t = paymentsTestAppOfFile();
  let support: SignedInOperator;
  let content: SignedInOperator;
  beforeAll(async () => {
    const owner = await ownerSignedIn(t);
    support = await operatorWith(t, owner, ['support']);
    content = await operatorWith(t, owner, ['content']);
  });

  it('support sees the recharge and the withdrawal, newest first, with the provider’s references; audited', async () => {
    const p = await t.player();
    await fund(t, p, '100000');
    const accountId = await addAccount(t, p);
    const asked = await withdrawCall(t, p, accountId, '50000');
    expect(asked.code).toBe(0);
    await t.settled(p, asked.data.order.order_id);

    const res = await opsCall(t, opsPlayerOrders, { user_id: p.user_id }, { session: support });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ total: 2, page: 1 });
    const [withdrawal, rechargeOrder] = res.body.data.list;
    expect(withdrawal).toMatchObject({
      type: 'withdraw',
      status: 'paid',
      amount: '50000',
      account_holder: expect.any(String),
    });
    expect(withdrawal.provider_ref).toMatch(/^[a-z]{2,4}_[A-Za-z0-9]{8,40}$/);
    expect(rechargeOrder).toMatchObject({ type: 'recharge', status: 'paid', amount: '100000', late_payment_ref: null });

    const filtered = await opsCall(t, opsPlayerOrders, { user_id: p.user_id, type: 'recharge' }, { session: support });
    expect(filtered.body.data.list.map((o: { type: string }) => o.type)).toEqual(['recharge']);
    const audit = await auditOf(t, 'user.view_orders');
    expect(audit.some((a: { target: string }) => a.target === `user:${p.user_id}`)).toBe(true);
  });

  it('a role without users.read is refused and nothing is read', async () => {
    const p = await t.player();
    const res = await opsCall(t, opsPlayerOrders, { user_id: p.user_id }, { session: content });
    expect(res.body.code).toBe(BodyCode.OPS_PERMISSION_DENIED);
  });
});
