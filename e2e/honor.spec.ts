import { expect, test } from '@playwright/test';
import { newSession, storeSession } from './auth-helpers';
import { shot } from './casino-helpers';

/**
 * Honor (issue 18 item 5): a player creates a creator profile through the profile pages, which earns
 * the Creator badge; /honor (opened from /profile) shows it earned, the others locked with progress,
 * and its sheet shows the rule and the date. SHOTS_DIR=docs/screenshots/honor keeps 375 px screenshots
 * (en-US, and vi-VN: the product has no de-DE locale).
 */

test.use({ viewport: { width: 375, height: 812 } });

test('a player earns the Creator badge by creating a profile and sees it earned on /honor', async ({ page }) => {
  test.setTimeout(90_000);
  const player = await newSession();
  await storeSession(page, player);

  await page.goto('/en-US/honor');
  await expect(page.getByTestId('badge-creator')).toHaveAttribute('data-earned', 'false', { timeout: 20_000 });
  await expect(page.getByTestId('honor-summary')).toContainText('0 of 10 badges earned');
  await shot(page, 'honor-none-en-US-375');

  await page.goto('/en-US/profile');
  await page.getByTestId('profile-create-link').click();
  await page.locator('#profile-username').fill('Badge Hunter');
  await page.getByTestId('profile-create-submit').click();
  await expect(page.getByTestId('setup-steps')).toBeVisible({ timeout: 20_000 });

  await page.goto('/en-US/profile');
  await expect(page.getByTestId('honor-entry')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'profile-entry-en-US-375');
  await page.getByTestId('honor-entry').click();
  await expect(page).toHaveURL(/\/en-US\/honor$/);
  const creator = page.getByTestId('badge-creator');
  await expect(creator).toHaveAttribute('data-earned', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('honor-summary')).toContainText('1 of 10 badges earned');
  await expect(page.getByTestId('badge-recharger')).toHaveAttribute('data-earned', 'false');
  await expect(page.getByTestId('badge-recharger')).toContainText('0 / 1');
  await shot(page, 'honor-en-US-375');

  await creator.click();
  const sheet = page.getByTestId('badge-sheet');
  await expect(sheet).toContainText('Earned by creating a creator profile.');
  await expect(page.getByTestId('badge-tiers')).toContainText('Create a profile');
  await expect(page.getByTestId('badge-tiers')).toContainText('Earned');
  await shot(page, 'honor-sheet-en-US-375');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);

  // The way back goes to the profile page.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en-US\/profile$/);

  await page.goto('/vi-VN/honor');
  await expect(page.getByTestId('badge-creator')).toHaveAttribute('data-earned', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('honor-summary')).toContainText('Đã đạt 1/10 huy hiệu');
  await shot(page, 'honor-vi-VN-375');
  await page.getByTestId('badge-creator').click();
  await expect(page.getByRole('heading', { name: 'Nhà sáng tạo' })).toBeVisible();
  await expect(page.getByTestId('badge-sheet')).toContainText('Nhận được khi tạo hồ sơ nhà sáng tạo.');
  await shot(page, 'honor-sheet-vi-VN-375');
});
