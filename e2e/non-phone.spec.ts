import { expect, type Page, test } from '@playwright/test';
import { DEV_BOT } from '../apps/api/src/modules/auth/auth.config';
import { buildSimulatorUrl, type MiniAppUser } from '../scripts/miniapp-sim';
import { newMessengerUser, WEB_URL } from './auth-helpers';

/**
 * Spec 4.1 step 7 through the mini-app simulator: messenger users on a non-phone platform are
 * blocked, except the allow-listed ids (playwright.config.ts gives the API
 * MESSENGER_ALLOWED_USER_IDS=610000001,610000002; openapp_get_cfg hands them to the web).
 */
const ALLOWED_IDS = [610000001, 610000002];

/** Opens the mini app and waits until the messenger has signed the user in. */
async function launch(page: Page, user: MiniAppUser, platform: string, locale = 'en-US') {
  const login = page.waitForResponse((r) => r.url().endsWith('/tg/xw_register_or_login'));
  await page.goto(buildSimulatorUrl({ botToken: DEV_BOT.token, user, base: WEB_URL, locale, platform }));
  expect((await (await login).json()).code).toBe(0);
}

test.describe('spec 4.1 step 7: the non-phone block', () => {
  test('a messenger user on tdesktop is blocked by an overlay with the bot link', async ({ page }) => {
    await launch(page, newMessengerUser(), 'tdesktop');
    const overlay = page.getByRole('dialog', { name: 'Please use your phone' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('This app runs in the messenger on Android and iPhone phones only.');
    await expect(overlay.getByRole('link', { name: `Open @${DEV_BOT.name}` })).toHaveAttribute(
      'href',
      `https://t.me/${DEV_BOT.name}`,
    );
    // It cannot be dismissed.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeVisible();
  });

  test('the block is translated (vi-VN)', async ({ page }) => {
    await launch(page, { ...newMessengerUser(), language_code: 'vi' }, 'macos', 'vi-VN');
    await expect(page.getByRole('dialog', { name: 'Vui lòng dùng điện thoại' })).toBeVisible();
  });

  for (const id of ALLOWED_IDS) {
    test(`the allow-listed id ${id} on tdesktop is not blocked`, async ({ page }) => {
      const config = page.waitForResponse((r) => r.url().endsWith('/api/openapp_get_cfg'));
      await launch(page, { id, first_name: 'Allowed', username: `allowed_${id}` }, 'tdesktop');
      expect((await (await config).json()).data.messenger_allowed_user_ids).toEqual(ALLOWED_IDS);
      await page.waitForTimeout(500);
      await expect(page.getByTestId('non-phone-overlay')).toHaveCount(0);
    });
  }

  for (const platform of ['android', 'ios']) {
    test(`a messenger user on ${platform} is not blocked`, async ({ page }) => {
      await launch(page, newMessengerUser(), platform);
      await page.waitForTimeout(500);
      await expect(page.getByTestId('non-phone-overlay')).toHaveCount(0);
    });
  }
});
