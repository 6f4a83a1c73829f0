import { expect, test } from '@playwright/test';
import { apiCall, newSession, storeSession } from './auth-helpers';
import { apiGet, shot } from './casino-helpers';
import { signInAsNewOwner } from './ops-helpers';
import { addBankAccount, fundByRecharge, sandboxSettings } from './payments-helpers';

/**
 * The message centre (issue 18 item 4): B writes to A while A has the message centre open; the message
 * arrives live (server-sent events), with the unread badges, without a reload, and A answers from the
 * thread. An operator's decision in the approvals queue reaches the player as a notice in their locale.
 * SHOTS_DIR=docs/screenshots/messages keeps 375 px screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

test('a message from another player arrives live with its unread badge, and is answered', async ({ page }) => {
  test.setTimeout(60_000);
  const a = await newSession();
  const b = await newSession();
  await storeSession(page, a);
  await page.goto('/en-US/messages?tab=chats');
  await expect(page.getByTestId('messages-chats-empty')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('messages-live')).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
  // Nothing reloads the page from here on: a marker set now must still be there at the end.
  await page.evaluate(() => {
    (window as unknown as { e2eNoReload: boolean }).e2eNoReload = true;
  });

  const html = 'Hi A! <b>bold?</b> <img src=x onerror="window.e2ePwned=1">';
  const sent = await apiCall<{ thread_id: number }>('/message/send', { to_user_id: a.user_id, text: html }, b);
  expect(sent.code, sent.msg).toBe(0);

  const thread = page.getByTestId('message-thread');
  await expect(thread).toHaveCount(1, { timeout: 15_000 });
  await expect(thread.getByTestId('message-thread-last')).toHaveText(html);
  await expect(thread.getByTestId('message-thread-unread')).toContainText('1');
  await expect(page.getByTestId('messages-tab-chats-badge')).toContainText('1');
  await shot(page, 'messages-chats-unread-en-US');
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);

  await thread.click();
  await expect(page).toHaveURL(new RegExp(`/en-US/messages/${sent.data.thread_id}$`));
  // The HTML is text: shown as typed, nothing of it runs.
  await expect(page.getByTestId('message-text').first()).toHaveText(html, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { e2ePwned?: number }).e2ePwned)).toBeUndefined();

  // A second message while the thread is open arrives live too; opening it read the first one.
  await expect
    .poll(async () => (await apiGet<{ total: number }>('/message/unread', a)).data.total, {
      timeout: 10_000,
    })
    .toBe(0);
  expect((await apiCall('/message/send', { to_user_id: a.user_id, text: 'Are you there?' }, b)).code).toBe(0);
  await expect(page.getByTestId('message-text').last()).toHaveText('Are you there?', { timeout: 15_000 });

  await page.getByLabel('Message', { exact: true }).fill('Yes, hello B!');
  await page.getByTestId('message-send').click();
  await expect(page.getByTestId('message-text').last()).toHaveText('Yes, hello B!', { timeout: 15_000 });
  await shot(page, 'messages-thread-en-US');
  const bThreads = await apiGet<{ list: { last: { text: string }; unread: number }[] }>('/message/threads', b);
  expect(bThreads.data.list[0]).toMatchObject({ last: { text: 'Yes, hello B!' }, unread: 1 });
});

test('an operator’s approval of a withdrawal reaches the player as a notice in their language', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await sandboxSettings({ duplicate_rate: 0, out_of_order_rate: 0, settle_ms: 1000 });
  const player = await newSession();
  await fundByRecharge(player, '20000000');
  const asked = await apiCall<{ order: { order_id: string } }>(
    '/casino/lucky_bear/withdraw',
    { account_id: await addBankAccount(player), amount: '12000000' },
    player,
  );
  expect(asked.code, asked.msg).toBe(0);
  const orderId = asked.data.order.order_id;

  // The player has the notices open (in Vietnamese) while the operator decides.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const playerPage = await context.newPage();
  await storeSession(playerPage, player);
  await playerPage.goto('/vi-VN/messages');
  const notices = playerPage.getByTestId('message-notice');
  // The paid recharge is already there.
  await expect(notices.and(playerPage.locator('[data-kind="order"]'))).toHaveCount(1, { timeout: 20_000 });
  await expect(playerPage.getByTestId('messages-live')).toHaveAttribute('data-state', 'live', { timeout: 15_000 });

  await signInAsNewOwner(page);
  await page.goto('/en-US/ops/approvals');
  const row = page
    .getByTestId('ops-approvals-table')
    .getByRole('row', { name: new RegExp(orderId) })
    .first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Show details' }).click();
  const item = page.getByTestId('ops-approval-item');
  await item.getByLabel('Reason').fill('Player verified by phone');
  await item.getByRole('button', { name: 'Approve' }).click();

  const approval = notices.and(playerPage.locator('[data-kind="approval"]'));
  await expect(approval).toHaveCount(1, { timeout: 15_000 });
  await expect(approval).toContainText('Yêu cầu rút 12000000 VND của bạn đã được duyệt');
  // The tab's badge counts every unread notice: the recharge's and the approval's, and any other the
  // player got meanwhile (a badge's reward notice from the honor job arrives on its own schedule: the
  // badge read 3 in one run). So it must show as many as the list has unread, at least these two.
  const unread = notices.and(playerPage.locator('[data-read="false"]'));
  const badgeCount = playerPage.getByTestId('messages-tab-notices-badge').locator('[aria-hidden="true"]');
  await expect
    .poll(
      async () => {
        const [count, shown] = await Promise.all([unread.count(), badgeCount.textContent()]);
        return count >= 2 && shown === String(count);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await shot(playerPage, 'messages-notices-vi-VN');
  await playerPage.getByTestId('messages-notices-read').click();
  await expect(playerPage.getByTestId('messages-tab-notices-badge')).toHaveCount(0, { timeout: 10_000 });
  await context.close();
});

test('the home page’s entry to the message centre shows the unread count', async ({ page }) => {
  const a = await newSession();
  const b = await newSession();
  expect((await apiCall('/message/send', { to_user_id: a.user_id, text: 'ping' }, b)).code).toBe(0);
  await storeSession(page, a);
  await page.goto('/en-US');
  const entry = page.getByTestId('home-messages');
  await expect(entry.getByTestId('home-messages-badge')).toHaveText('1', { timeout: 20_000 });
  await entry.click();
  await expect(page).toHaveURL(/\/en-US\/messages$/);
  await expect(page.getByTestId('messages-tab-chats-badge')).toContainText('1', { timeout: 15_000 });
});
