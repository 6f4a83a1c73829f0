import { expect, test } from '@playwright/test';
import { answerOnceWithCode, newSession, storedValues, storeSession } from './auth-helpers';

const USER_INFO = '/user/get_user_info';

test.describe('body codes (spec 8.3)', () => {
  test('1010 goes to /user/login?verify=true with the route as backUrl', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    await answerOnceWithCode(page, USER_INFO, 1010, 'Verification required');
    await page.goto('/en-US?tab=casual');
    await expect(page).toHaveURL(/\/en-US\/user\/login\?verify=true&backUrl=%2Fen-US%3Ftab%3Dcasual$/);
    await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
    // The session is kept: verification is not a sign-out.
    expect((await storedValues(page)).userId).toBe(String(session.user_id));
  });

  test('1012 goes to /user/bind-phone with the in-flight route as backUrl', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    await answerOnceWithCode(page, USER_INFO, 1012, 'Please bind a phone number first');
    await page.goto('/en-US?tab=hot');
    await expect(page).toHaveURL(/\/en-US\/user\/bind-phone\?backUrl=%2Fen-US%3Ftab%3Dhot$/);
    await expect(page.getByRole('heading', { name: 'Bind phone number' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en-US\?tab=hot$/);
  });

  test('1013 shows the non-closable account-abnormal dialog', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    await answerOnceWithCode(page, USER_INFO, 1013, 'abnormal');
    await page.goto('/en-US');
    const dialog = page.getByRole('dialog', { name: 'Error!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your account has an abnormal status. And is unavailable for the product.');
    await expect(dialog.getByRole('button')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
  });

  test('a field error (1001) is shown as its translated sentence, once; notices do not repeat', async ({ page }) => {
    await page.route('**/user/send_otp_via_phone', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        json: { code: 1001, msg: 'Invalid parameter', data: { field: 'phone', message: 'must be a phone number' } },
      }),
    );
    await page.goto('/en-US/user/login');
    await page.getByLabel('Phone number').fill('912345678');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    const notice = page.getByText('This phone number doesn’t look right. Check the number and the country code.');
    await expect(notice).toHaveCount(1);
    await expect(page.getByText(/Invalid parameter|must be a phone number/)).toHaveCount(0);
  });
});
