import { readFileSync } from 'node:fs';
import { SUPPORTED_LOCALES } from '@app/shared';
import { expect, test } from '@playwright/test';

/** The legal namespace of a locale (apps/web/messages/<locale>/legal.json). */
function legal(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(`apps/web/messages/${locale}/legal.json`, 'utf8'));
}

test.describe('Terms of Service and Privacy Policy (issue 20 item 6)', () => {
  test('every locale-prefixed legal page answers 200 with its translated title and text', async ({ request }) => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const document of ['terms', 'privacy'] as const) {
        const response = await request.get(`/${locale}/${document}`);
        expect(response.status(), `${locale}/${document}`).toBe(200);
        const html = await response.text();
        const title = legal(locale)[`${document}_title`] as string;
        expect(html, `${locale}/${document}`).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
        expect(html, `${locale}/${document}`).toContain(`data-testid="legal-${document}"`);
      }
    }
  });

  test('linked from the sign-in screen, and back to it', async ({ page }) => {
    await page.goto('/en-US/user/login-home?backUrl=%2Fen-US');
    const consent = page.getByTestId('legal-consent');
    await expect(consent).toHaveText('By continuing you agree to our Terms of Service and Privacy Policy.');
    await consent.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/en-US\/terms\?backUrl=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '3. Your wallet' })).toBeVisible();
    await page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/en-US\/privacy\?backUrl=/);
    await expect(page).toHaveTitle(/^Privacy Policy/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US$/);
  });

  test('linked from the phone sign-in screen and the home page footer (ja-JP)', async ({ page }) => {
    await page.goto('/ja-JP/user/login');
    await expect(page.getByTestId('legal-consent').getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      /^\/ja-JP\/privacy\?backUrl=%2Fja-JP%2Fuser%2Flogin/,
    );
    await page.goto('/ja-JP');
    const footer = page.getByRole('navigation', { name: '法的情報' });
    await expect(footer.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/ja-JP/terms');
  });
});

test('the sign-in screen shows no messenger bot when none is configured (TG_PUBLIC_BOT)', async ({ page }) => {
  // The e2e API runs on the development bot only, so app_global_config names no public bot.
  const config = page.waitForResponse((r) => r.url().endsWith('/api/app_global_config'));
  await page.goto('/en-US/user/login-home');
  expect((await (await config).json()).data.messenger_public_bot).toBe('');
  await expect(page.getByRole('link', { name: 'Continue with phone number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google (dev)' })).toBeVisible();
  await expect(page.getByText('Playing in the messenger?')).toHaveCount(0);
  await expect(page.locator('a[href*="t.me/"]')).toHaveCount(0);
  await expect(page.getByText(/platform_dev_bot/)).toHaveCount(0);
});
