import { expect, test } from '@playwright/test';
import { apiCall, newSession } from './auth-helpers';
import { shot, whBalance } from './casino-helpers';
import { signInAsNewOwner } from './ops-helpers';
import { addBankAccount, fundByRecharge, ledgerCheck, orderOf, sandboxSettings } from './payments-helpers';

/**
 * The operator's side of issue 14 in the console: a withdrawal above Vietnam's review threshold
 * (10,000,000 dong) holds the player's coins and waits in the approvals queue; an owner approves it in
 * the console, the payout goes out and the sandbox settles it.
 */
test.describe('withdrawal review in the console', () => {
  test.beforeAll(async () => {
    await sandboxSettings({ duplicate_rate: 0, out_of_order_rate: 0, settle_ms: 1000 });
  });

  test('a 12,000,000 dong withdrawal waits for an operator, who approves it in the approvals queue; it is paid', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const player = await newSession();
    // 20,000,000 dong (MoMo's maximum) = 80,000 WH: enough for 12,000,000 + the bank's 5,500 = 48,022 WH.
    await fundByRecharge(player, '20000000');
    // A bank account: MoMo pays out at most 10,000,000, which is the review threshold itself.
    const accountId = await addBankAccount(player);
    const funded = Number(await whBalance(player));
    const asked = await apiCall<{ order: { order_id: string; review: string } }>(
      '/casino/lucky_bear/withdraw',
      { account_id: accountId, amount: '12000000' },
      player,
    );
    expect(asked.code, asked.msg).toBe(0);
    const orderId = asked.data.order.order_id;
    expect(asked.data.order.review).toBe('waiting');
    expect(Number(await whBalance(player))).toBeCloseTo(funded - 48_022, 6);

    await signInAsNewOwner(page);
    await page.goto('/en-US/ops/approvals');
    const table = page.getByTestId('ops-approvals-table');
    const row = table.getByRole('row', { name: new RegExp(orderId) }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Show details' }).click();
    const item = page.getByTestId('ops-approval-item');
    await expect(item).toContainText(orderId);
    await shot(page, 'ops-withdrawal-review-en-US');
    await item.getByLabel('Reason').fill('Player verified by phone');
    await item.getByRole('button', { name: 'Approve' }).click();

    await expect.poll(async () => (await orderOf(player, orderId)).status, { timeout: 20_000 }).toBe('paid');
    expect((await orderOf(player, orderId)).review).toBe('approved');
    expect(Number(await whBalance(player))).toBeCloseTo(funded - 48_022, 6);

    // Support's view of the player: both orders, the withdrawal paid, with the provider's reference.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/en-US/ops/support?player=${player.user_id}`);
    const orders = page.getByTestId('ops-player-orders');
    await expect(orders.getByTestId('ops-order-row')).toHaveCount(2, { timeout: 15_000 });
    await expect(orders.locator('[data-testid="ops-order-row"][data-status="paid"]')).toHaveCount(2);
    await expect(orders).toContainText(orderId);
    await shot(page, 'ops-player-orders-en-US');
    expect(ledgerCheck()).not.toContain('FAIL');
  });
});
