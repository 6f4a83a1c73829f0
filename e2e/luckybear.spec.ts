import { expect, type Page, test } from '@playwright/test';
import { answerOnceWithCode, lastCodeFor, newPhone, newSession, type Session, storeSession } from './auth-helpers';
import { brandWhCents, SHOT_LOCALES, shot, wager } from './casino-helpers';

/**
 * Issue 13's "done when", in Chromium at 375x812 against the real API: the casino brand's lobby, the
 * brand's own phone sign-in, a lucky spin, a free lottery draw, wagering up to VIP 1 and its reward,
 * each raising the brand balance (available + locked bonuses) by exactly its prize; in ru-RU the brand
 * shows amounts without decimals. SHOTS_DIR=docs/screenshots/luckybear keeps the screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

/** A prize's worth in hundredths of WH: coins and locked bonuses count (both are the player's), nothing is 0. */
function prizeCents(prize: { kind: string; coin: string; amount: string }): number {
  if (prize.kind === 'nothing') return 0;
  expect(prize.coin).toBe('WH');
  return Math.round(Number(prize.amount) * 100);
}

/** Signs in on the brand through its own dialog with a new phone number; answers the stored session. */
async function signInOnTheBrand(page: Page): Promise<Session> {
  await page.getByTestId('luckybear-sign-in').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const phone = newPhone();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('6-digit code').fill(await lastCodeFor(`+84${phone}`));
  await shot(page, 'sign-in-en-US');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('bear-wallet')).toBeVisible({ timeout: 15_000 });
  const stored = await page.evaluate(() => ({
    user_id: Number(window.localStorage.getItem('user_id')),
    user_secret_key: window.localStorage.getItem('user_secret_key') ?? '',
    username: window.localStorage.getItem('username') ?? '',
  }));
  expect(stored.user_id).toBeGreaterThan(0);
  return stored as Session;
}

test.describe('the casino brand (issue 13)', () => {
  test('en-US: lobby, phone sign-in on the brand, a spin, a lottery draw, VIP 1 and its reward, each paid exactly', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/en-US/luckybear');
    await expect(page).toHaveTitle('LuckyBear – casino and lottery');
    await expect(page.getByTestId('luckybear-logo').first()).toBeVisible();
    await expect(page.locator('[data-testid^="games-category-"]').first()).toBeVisible({ timeout: 15_000 });
    await shot(page, 'lobby-signed-out-en-US');

    const session = await signInOnTheBrand(page);

    // The lucky spin: the wheel turns to the server's prize, which is paid at once.
    let before = await brandWhCents(session);
    await page.getByTestId('luckybear-nav-spin').click();
    await expect(page.getByTestId('lucky-spin-chances')).toContainText('left', { timeout: 15_000 });
    const spun = page.waitForResponse((r) => r.url().endsWith('/casino/lucky_bear/lucky_spin'));
    await page.getByTestId('lucky-spin-button').click();
    const spin = (await (await spun).json()) as { code: number; data: { index: number; prize: never } };
    expect(spin.code).toBe(0);
    await expect(page.getByTestId('prize-won')).toBeVisible({ timeout: 15_000 });
    const wheel = page.getByTestId('lucky-wheel-disc');
    await expect(wheel).not.toHaveAttribute('data-rotation', '0');
    expect(await brandWhCents(session)).toBe(before + prizeCents(spin.data.prize));
    await shot(page, 'spin-en-US');

    // The free lottery: one draw, paid at once.
    before = await brandWhCents(session);
    await page.getByTestId('luckybear-nav-lottery').click();
    await expect(page.getByTestId('lottery-chances')).toContainText('left', { timeout: 15_000 });
    const drawn = page.waitForResponse((r) => r.url().includes('/casino/lucky_bear/draw_free_lottery'));
    await page.getByTestId('lottery-draw-button').click();
    const draw = (await (await drawn).json()) as { code: number; data: { prize: never } };
    expect(draw.code).toBe(0);
    await expect(page.getByTestId('prize-won')).toBeVisible({ timeout: 15_000 });
    expect(await brandWhCents(session)).toBe(before + prizeCents(draw.data.prize));
    await shot(page, 'lottery-en-US');

    // Wager up to VIP 1 (100 experience = 100 WH wagered), then claim its reward once: exactly 1 WH.
    await wager(session, '50', 2);
    await page.getByTestId('luckybear-nav-vip').click();
    await expect(page.getByTestId('vip-level')).toHaveText('VIP 1', { timeout: 15_000 });
    before = await brandWhCents(session);
    const claimed = page.waitForResponse((r) => r.url().includes('/casino/lucky_bear/receive_vip_reward'));
    await page.getByTestId('vip-claim-1').click();
    expect((await (await claimed).json()).code).toBe(0);
    await expect(page.getByTestId('vip-reward-1')).toHaveAttribute('data-state', 'claimed');
    expect(await brandWhCents(session)).toBe(before + 100);
    await shot(page, 'vip-en-US');

    // The brand's money in the top bar is the API's, in the brand's format.
    const total = (await brandWhCents(session)) / 100;
    await page.getByTestId('luckybear-nav-lobby').click();
    await expect(page.getByTestId('bear-wallet-total')).toContainText(
      total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    await expect(page.getByTestId('bear-wallet-local')).toContainText('₱');
    await shot(page, 'lobby-en-US');

    await page.getByTestId('luckybear-nav-ranking').click();
    await expect(page.getByTestId('ranking-mine')).toBeVisible({ timeout: 15_000 });
    await shot(page, 'ranking-en-US');
  });

  test('ru-RU: the brand shows its amounts without decimals (spec 9), in roubles', async ({ page }) => {
    test.setTimeout(90_000);
    const session = await newSession();
    await storeSession(page, session);
    await page.goto('/ru-RU/luckybear');
    const total = page.getByTestId('bear-wallet-total');
    await expect(total).toBeVisible({ timeout: 15_000 });
    await expect(total).toHaveText(/^[\d,]+ WH$/);
    await expect(page.getByTestId('bear-wallet-local')).toHaveText(/^≈ ₽ [\d,]+$/);
    await page.getByTestId('luckybear-nav-spin').click();
    const spun = page.waitForResponse((r) => r.url().endsWith('/casino/lucky_bear/lucky_spin'));
    await page.getByTestId('lucky-spin-button').click();
    expect((await (await spun).json()).code).toBe(0);
    await expect(page.getByTestId('prize-won-label')).not.toHaveText(/\d[.,]\d/, { timeout: 15_000 });
    await shot(page, 'spin-ru-RU');
  });

  test('a spin is verified on the fairness page once its server seed is revealed', async ({ page }) => {
    test.setTimeout(60_000);
    const session = await newSession();
    await storeSession(page, session);
    await page.goto('/en-US/luckybear/spin');
    const spun = page.waitForResponse((r) => r.url().endsWith('/casino/lucky_bear/lucky_spin'));
    await page.getByTestId('lucky-spin-button').click();
    const spin = (await (await spun).json()) as { data: { index: number } };
    await page.getByTestId('prize-won-reveal').click();
    await page.getByTestId('prize-won-verify').click();
    await expect(page).toHaveURL(/\/en-US\/win\/fairness\?game=lucky-spin&serverSeed=/);
    await expect(page.getByTestId('fairness-game')).toHaveValue('lucky-spin');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('fairness-hash-check')).toHaveAttribute('data-matches', 'true');
    await expect(page.getByTestId('fairness-draw-position')).toHaveText(String(spin.data.index + 1));
    await shot(page, 'spin-verified-en-US');
  });

  test('a signed-out visitor sees the wheel and its odds; a spin asks for the brand sign-in', async ({ page }) => {
    await page.goto('/en-US/luckybear/spin');
    await expect(page.getByTestId('draw-odds').locator('li').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('lucky-spin-chances')).toContainText('Sign in');
    await page.getByTestId('lucky-spin-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
  });

  test('a session that ends on the brand (1004) goes to the brand’s own session-expired page', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    await answerOnceWithCode(page, '/casino/lucky_bear/vip_profile', 1004);
    await page.goto('/en-US/luckybear/vip');
    await expect(page).toHaveURL(/\/en-US\/luckybear\/expired\?backUrl=/, { timeout: 15_000 });
    await expect(page.getByTestId('luckybear-expired')).toBeVisible();
    await shot(page, 'expired-en-US');
  });

  for (const locale of SHOT_LOCALES) {
    test(`${locale}: the lobby and the wheel fit 375 px`, async ({ page }) => {
      const session = await newSession();
      await storeSession(page, session);
      for (const path of ['luckybear', 'luckybear/spin']) {
        await page.goto(`/${locale}/${path}`);
        await expect(page.getByTestId('bear-wallet')).toBeVisible({ timeout: 15_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
        await shot(page, `${path.replace('/', '-')}-${locale}`);
      }
    });
  }
});
