import { expect, test } from '@playwright/test';
import { newSession, storeSession } from './auth-helpers';
import { SHOT_LOCALES, shot, whBalance } from './casino-helpers';
import { ledgerCheck, ordersOf, sandboxSettings, saveMomoAccount, startMomoRecharge } from './payments-helpers';

/**
 * Issue 14's done-when, in Chromium at 375 px against the real API and the sandbox payment provider: a
 * vi-VN player recharges 100,000 dong through MoMo at the sandbox's checkout, sees the coin balance rise
 * by the converted 400 WH (250 dong per WH), withdraws part of it, the sandbox settles the payout,
 * /user/orders shows both orders paid and `npm run ledger:check` is clean; another run fails the payout
 * and sees the money back.
 */

test.use({ viewport: { width: 375, height: 812 } });

test.describe('money in and out', () => {
  test.beforeAll(async () => {
    // Every event once and in order here: the API tests cover duplicates and reordering.
    await sandboxSettings({ duplicate_rate: 0, out_of_order_rate: 0, settle_ms: 1000 });
  });

  test('a MoMo recharge of 100,000 dong adds 400 WH; a withdrawal of 50,000 is paid out; both orders paid; ledger clean', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const session = await newSession();
    await storeSession(page, session);
    const before = Number(await whBalance(session));

    await page.goto('/vi-VN/win/money');
    await expect(page.getByTestId('money-recharge')).toBeVisible({ timeout: 15_000 });
    await shot(page, 'money-vi-VN');
    await page.getByTestId('money-recharge').click();
    await page.getByTestId('recharge-channel-momo').click();
    await page.getByTestId('recharge-amount').fill('100000');
    await expect(page.getByTestId('recharge-coin-preview')).toContainText('400');
    await shot(page, 'recharge-vi-VN');
    await page.getByTestId('recharge-submit').click();

    // The sandbox's hosted checkout: the tester picks success.
    await expect(page.getByTestId('sandbox-pay-success')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('sandbox-pay-success').click();

    // Back on the result page, which follows the order until it settles.
    await expect(page).toHaveURL(/\/vi-VN\/user\/orders/);
    await expect(page.getByTestId('order-result-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
    await expect(page.getByTestId('order-result-balance')).toBeVisible();
    await shot(page, 'recharge-paid-vi-VN');
    expect(Number(await whBalance(session))).toBeCloseTo(before + 400, 6);

    // Withdraw 50,000 dong (+1 % fee: 202 WH held) to a saved MoMo account.
    const accountId = await saveMomoAccount(session, '0901234567');
    await page.goto('/vi-VN/user/withdrawNew');
    await page.getByTestId(`withdraw-account-${accountId}`).click();
    await page.getByTestId('withdraw-amount').fill('50000');
    await expect(page.getByTestId('withdraw-fee')).toContainText('500');
    await shot(page, 'withdraw-vi-VN');
    await page.getByTestId('withdraw-submit').click();
    await expect(page).toHaveURL(/\/vi-VN\/user\/orders\?order=or_/);
    await expect(page.getByTestId('order-result-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
    expect(Number(await whBalance(session))).toBeCloseTo(before + 400 - 202, 6);

    // /user/orders: both orders, both paid.
    await page.goto('/vi-VN/user/orders');
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    await expect(page.locator('[data-testid="order-row"][data-status="paid"]')).toHaveCount(2);
    await shot(page, 'orders-vi-VN');
    expect((await ordersOf(session)).map((o) => `${o.type}:${o.status}`)).toEqual(['withdraw:paid', 'recharge:paid']);

    expect(ledgerCheck()).not.toContain('FAIL');
  });

  test('a payout that fails gives the money back: the order shows failed and the balance is as before', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await newSession();
    await storeSession(page, session);
    // The sandbox fails every payout to an account ending in 0000 (account_invalid).
    const accountId = await saveMomoAccount(session, '0907770000', 'Tran Thi B');
    const before = Number(await whBalance(session));

    await page.goto('/vi-VN/user/withdrawNew');
    await page.getByTestId(`withdraw-account-${accountId}`).click();
    await page.getByTestId('withdraw-amount').fill('50000');
    await page.getByTestId('withdraw-submit').click();
    await expect(page).toHaveURL(/\/vi-VN\/user\/orders\?order=or_/);
    await expect(page.getByTestId('order-result-status')).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
    await shot(page, 'withdraw-failed-vi-VN');
    expect(Number(await whBalance(session))).toBeCloseTo(before, 6);
    expect(ledgerCheck()).not.toContain('FAIL');
  });

  test('the saved accounts screen adds a MoMo wallet through its form and removes it after a confirm', async ({
    page,
  }) => {
    const session = await newSession();
    await storeSession(page, session);
    await page.goto('/en-US/user/payment');
    await page.getByTestId('payout-add').click();
    await page.getByTestId('payout-channel-momo').click();
    await page.getByTestId('payout-number').fill('0901112222');
    await page.getByTestId('payout-holder').fill('Le Van C');
    await page.getByTestId('payout-save').click();
    await expect(page.getByTestId('payout-row')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('payout-row')).toContainText('2222');
    await page.getByTestId('payout-remove').click();
    await page.getByTestId('payout-remove-confirm').click();
    await expect(page.getByTestId('payout-row')).toHaveCount(0);
  });

  for (const locale of SHOT_LOCALES) {
    test(`the payment screens in ${locale} at 375 px: recharge sheet, withdraw, accounts, limits, orders`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const session = await newSession();
      await storeSession(page, session);
      await saveMomoAccount(session, '0903334444');
      await page.goto(`/${locale}/win/money?recharge=1`);
      await expect(page.getByTestId('recharge-panel')).toBeVisible({ timeout: 15_000 });
      // The player's own market comes first (Indonesia for id-ID, Brazil for pt-BR): pick Vietnam's MoMo.
      await page.getByTestId('payments-market-vn').click();
      await page.getByTestId('recharge-channel-momo').click();
      await page.getByTestId('recharge-amount').fill('100000');
      await expect(page.getByTestId('recharge-coin-preview')).toContainText('400');
      await shot(page, `recharge-${locale}`);
      await page.goto(`/${locale}/user/withdrawNew`);
      await expect(page.getByTestId('withdraw-amount')).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('withdraw-amount').fill('50000');
      await expect(page.getByTestId('withdraw-fee')).toContainText('500');
      await shot(page, `withdraw-${locale}`);
      await page.goto(`/${locale}/user/payment`);
      await expect(page.getByTestId('payout-row')).toHaveCount(1, { timeout: 15_000 });
      await shot(page, `accounts-${locale}`);
      await page.goto(`/${locale}/user/withdraw-quantity`);
      await expect(page.getByTestId('quantity-resets')).toBeVisible({ timeout: 15_000 });
      await shot(page, `limits-${locale}`);
      await page.goto(`/${locale}/user/orders`);
      await expect(page.getByTestId('order-list').or(page.getByTestId('orders-empty'))).toBeVisible({
        timeout: 15_000,
      });
      await shot(page, `orders-${locale}`);
    });
  }

  test('measure: from the sandbox’s paid webhook to the balance on the result page, median of 20 recharges', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const session = await newSession();
    await storeSession(page, session);
    const times: number[] = [];
    for (let run = 0; run < 20; run++) {
      await startMomoRecharge(page, '20000');
      await page.getByTestId('sandbox-pay-success').click();
      // The sandbox sends payment.succeeded as the payer confirms: the click is when the webhook leaves.
      const paidAt = Date.now();
      await expect(page.getByTestId('order-result-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
      await expect(page.getByTestId('order-result-balance')).toBeVisible();
      times.push(Date.now() - paidAt);
    }
    times.sort((a, b) => a - b);
    const median = ((times[9] as number) + (times[10] as number)) / 2;
    // Reported, not asserted (docs/benchmarks.md records it).
    test.info().annotations.push({
      type: 'paid-webhook-to-balance-ms',
      description: `median ${median} ms; all ${times.join(', ')}`,
    });
    console.log(
      `[payments] paid webhook -> balance on the result page: median ${median} ms over 20 (${times.join(', ')})`,
    );
    expect(times).toHaveLength(20);
  });
});
