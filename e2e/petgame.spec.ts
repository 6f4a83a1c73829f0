import { expect, type Page, test } from '@playwright/test';
import { newSession, storeSession } from './auth-helpers';
import { shot } from './casino-helpers';

/**
 * /petGame and /rollnft (issue 17 item 1) in the browser: a player draws a pet, plays it on /petGame and
 * finds the reward in the wallet; a player rolls on /rollnft, sees the prize (a pet opens on its page,
 * coins land in the wallet) and verifies the roll on the fairness page.
 * SHOTS_DIR=docs/screenshots/pets keeps 375 px screenshots.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** The wallet's HAPPY balance as the wallet page shows it (two decimals). */
async function happyInWallet(page: Page): Promise<string> {
  await page.goto('/en-US/wallet');
  const amount = page.getByTestId('coin-HAPPY').getByTestId('coin-amount');
  await expect(amount).toHaveText(/\d/, { timeout: 20_000 });
  return (await amount.textContent()) ?? '';
}

const twoDecimals = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a player draws a pet, plays it on /petGame and sees the reward in the wallet', async ({ page }) => {
  test.setTimeout(120_000);
  const player = await newSession();
  await storeSession(page, player);
  // Without a pet the game says how to get one.
  await page.goto('/en-US/petGame');
  await expect(page.getByTestId('petgame-empty')).toContainText('No pets to play with', { timeout: 20_000 });
  await shot(page, 'petgame-empty-en-US');
  await page.goto('/en-US/petV2/draw?inner=1');
  await page.getByTestId('draw-button').click();
  await expect(page.getByTestId('draw-result')).toBeVisible({ timeout: 20_000 });
  const afterDraw = Number((await happyInWallet(page)).replace(/,/g, ''));

  // From my pets to the game, as a player finds it.
  await page.goto('/en-US/petV2');
  await page.getByTestId('pets-game-link').click();
  await expect(page).toHaveURL(/\/en-US\/petGame$/);
  await expect(page.getByTestId('petgame-today-earned')).toHaveText('0 / 20 HAPPY', { timeout: 20_000 });
  await expect(page.getByTestId('petgame-rules')).toContainText('rests for 60 minutes');
  await shot(page, 'petgame-ready-en-US');
  await page.getByTestId('petgame-play').click();
  const reward = page.getByTestId('petgame-reward');
  await expect(reward).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('petgame-today-earned')).not.toHaveText('0 / 20 HAPPY', { timeout: 20_000 });
  const earned = (await page.getByTestId('petgame-today-earned').textContent())?.split(' / ')[0] ?? '0';
  // The reward counts up to what today's total now shows.
  await expect(reward).toContainText(`+${earned} HAPPY`, { timeout: 5_000 });
  expect(Number(earned)).toBeGreaterThan(0);
  await shot(page, 'petgame-played-en-US');

  // The pet rests now: on a fresh load it shows when it plays again instead of the button.
  await page.reload();
  await expect(page.getByTestId('petgame-resting')).toContainText('Resting until', { timeout: 20_000 });
  await expect(page.getByTestId('petgame-play')).toHaveCount(0);

  expect(await happyInWallet(page)).toBe(twoDecimals(afterDraw + Number(earned)));
});

test('a player rolls on /rollnft, sees the prize and verifies the roll', async ({ page }) => {
  test.setTimeout(120_000);
  const player = await newSession();
  await storeSession(page, player);
  const before = Number((await happyInWallet(page)).replace(/,/g, ''));
  await page.goto('/en-US/petV2');
  await page.getByTestId('pets-roll-link').click();
  await expect(page).toHaveURL(/\/en-US\/rollnft$/);
  await expect(page.getByTestId('roll-odds')).toContainText('Legendary pet', { timeout: 20_000 });
  await expect(page.getByTestId('roll-seed-hash')).toContainText(/[0-9a-f]{64}/, { timeout: 20_000 });
  const hash = (await page.getByTestId('roll-seed-hash').textContent())?.match(/[0-9a-f]{64}/)?.[0];
  await shot(page, 'rollnft-ready-en-US');
  const rolled = page.waitForResponse((r) => r.url().endsWith('/pet/roll'));
  await page.getByTestId('roll-button').click();
  const roll = (await (await rolled).json()) as { data: { prize_index: number } };
  const result = page.getByTestId('roll-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(900); // the hatch or the count-up ends before the screenshot
  await shot(page, 'rollnft-result-en-US');

  // The roll used the seed whose hash was shown before it.
  await expect(page.getByTestId('roll-fairness')).toContainText(hash ?? 'missing', { timeout: 20_000 });
  await page.getByTestId('roll-reveal').click();
  const verify = page.getByTestId('roll-verify');
  await expect(verify).toBeVisible({ timeout: 20_000 });
  await shot(page, 'rollnft-reveal-en-US');

  const wonPet = (await page.getByTestId('roll-open-pet').count()) > 0;
  const coins = wonPet ? 0 : Number(((await result.textContent()) ?? '').match(/\+(\d+)/)?.[1]);
  const href = (await verify.getAttribute('href')) ?? '';
  expect(href).toContain('game=pet-roll');
  expect(href).toContain(`serverSeedHash=${hash}`);
  if (wonPet) {
    await page.getByTestId('roll-open-pet').click();
    await expect(page.getByTestId('pet-page')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('pet-owner').getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`user_id=${player.user_id}$`),
    );
    await shot(page, 'rollnft-pet-page-en-US');
  }
  await page.goto(href);
  await expect(page.getByTestId('fairness-game')).toHaveValue('pet-roll', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('fairness-hash-check')).toHaveAttribute('data-matches', 'true');
  await expect(page.getByTestId('fairness-draw-position')).toHaveText(String(roll.data.prize_index + 1));
  await shot(page, 'rollnft-verify-en-US');
  expect(await happyInWallet(page)).toBe(twoDecimals(before - 100 + coins));
});
