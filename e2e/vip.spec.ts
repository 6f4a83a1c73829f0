import { expect, test } from '@playwright/test';
import { apiCall, newSession, storeSession } from './auth-helpers';
import { SHOT_LOCALES, shot, wager, whBalance } from './casino-helpers';
import { newOwnerCaller } from './ops-helpers';

/**
 * The casino brand's VIP and locked-bonus pages (issue 13) against the real API at 375x812: a player who
 * wagered in the house games sees their level, claims its reward once and sees the balance rise by
 * exactly that; the home page's VIP badge opens the page; the bonus page shows the empty state.
 */

test.use({ viewport: { width: 375, height: 812 } });

test.describe('VIP', () => {
  test('a player who wagered 150 WH is VIP 1, claims its reward once, and the balance rises by exactly 1 WH', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await newSession();
    await wager(session, '50', 3);
    await storeSession(page, session);

    await page.goto('/en-US');
    const badge = page.getByTestId('home-vip');
    await expect(badge).toHaveText('VIP 1', { timeout: 15_000 });
    await page.getByTestId('home-vip-link').click();
    await expect(page).toHaveURL(/\/en-US\/luckybear\/vip$/);
    await expect(page.getByTestId('vip-level')).toHaveText('VIP 1');
    await expect(page.getByTestId('vip-exp')).toContainText('150 / 500');
    await expect(page.getByTestId('vip-reward-1')).toHaveAttribute('data-state', 'claimable');
    await expect(page.getByTestId('vip-reward-2')).toHaveAttribute('data-state', 'locked');
    await shot(page, 'vip-en-US');

    const before = Number(await whBalance(session));
    const claimed = page.waitForResponse((r) => r.url().includes('/casino/lucky_bear/receive_vip_reward'));
    await page.getByTestId('vip-claim-1').click();
    expect((await (await claimed).json()).code).toBe(0);
    await expect(page.getByTestId('vip-reward-1')).toHaveAttribute('data-state', 'claimed');
    expect(Number(await whBalance(session))).toBeCloseTo(before + 1, 6);

    // A second claim (another tab, the API directly) pays nothing.
    const again = await apiCall('/casino/lucky_bear/receive_vip_reward', { level: 1 }, session);
    expect(again.code).toBe(1079);
    expect(Number(await whBalance(session))).toBeCloseTo(before + 1, 6);
  });

  test('the bonus page shows the balance and says when there is no bonus; it goes back to VIP', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    await page.goto('/en-US/luckybear/bonus');
    await expect(page.getByTestId('bonus-empty')).toBeVisible({ timeout: 15_000 });
    const available = page.getByTestId('bonus-available');
    await expect(available).toContainText('1,000');
    await expect(page.getByTestId('bonus-locked')).toContainText('0');
    await shot(page, 'bonus-empty-en-US');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en-US\/luckybear\/vip$/);
  });

  test('an operator grants a locked bonus; the page shows it locked with its progress, and after wagering it unlocks once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await newSession();
    const ops = await newOwnerCaller(page.request);
    await ops.call('/ops/bonus/grant', {
      user_id: session.user_id,
      coin: 'WH',
      amount: '25',
      wager_multiple: 4,
      reason: 'e2e welcome back',
    });
    await wager(session, '40', 1);
    await storeSession(page, session);
    await page.goto('/en-US/luckybear/bonus');
    const row = page.getByTestId('bonus-row');
    await expect(row).toHaveAttribute('data-state', 'locked', { timeout: 15_000 });
    await expect(row).toContainText('Wagered 40.00 of 100.00 WH');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByTestId('bonus-unlock')).toBeDisabled();
    await expect(page.getByTestId('bonus-locked')).toContainText('25');
    await shot(page, 'bonus-locked-en-US');

    await wager(session, '60', 1);
    await page.reload();
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
    const before = Number(await whBalance(session));
    const unlocked = page.waitForResponse((r) => r.url().includes('/casino/lucky_bear/unlock'));
    await page.getByTestId('bonus-unlock').click();
    expect((await (await unlocked).json()).code).toBe(0);
    await expect(row).toHaveAttribute('data-state', 'unlocked');
    expect(Number(await whBalance(session))).toBeCloseTo(before + 25, 6);
    await shot(page, 'bonus-unlocked-en-US');
  });

  test('both pages look finished at 375 px in every language checked', async ({ page }) => {
    test.setTimeout(240_000);
    const session = await newSession();
    await wager(session, '60', 2);
    await storeSession(page, session);
    for (const locale of SHOT_LOCALES) {
      await page.goto(`/${locale}/luckybear/vip`);
      await expect(page.getByTestId('vip-level')).toHaveText('VIP 1', { timeout: 15_000 });
      // Nothing wider than the screen (long words in some languages).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, locale).toBeLessThanOrEqual(375);
      await shot(page, `vip-${locale}`);
      await page.goto(`/${locale}/luckybear/bonus`);
      await expect(page.getByTestId('bonus-empty')).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(375);
      await shot(page, `bonus-${locale}`);
    }
  });
});
