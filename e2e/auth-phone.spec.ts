import { expect, test } from '@playwright/test';
import { lastCodeFor, newPhone, newSession, storedValues, storeSession } from './auth-helpers';

test.describe('phone and one-time code', () => {
  test('sign in from login-home with +84 and the code from the SMS; a wrong code is said so', async ({ page }) => {
    const phone = newPhone();
    await page.goto('/en-US/user/login-home?backUrl=%2Fen-US%3Ftab%3Dnew');
    await page.getByRole('link', { name: 'Continue with phone number' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login\?backUrl=%2Fen-US%3Ftab%3Dnew$/);
    await expect(page.getByRole('heading', { name: 'Sign in with phone' })).toBeVisible();

    await expect(page.getByRole('button', { name: /Country code \+84/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page.getByText('Enter the 6-digit code')).toBeVisible();
    await expect(page.getByText(/Resend in (60|59|58) s/)).toBeVisible();
    const code = await lastCodeFor(`+84${phone}`);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The verification code is wrong or has expired.')).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');

    const login = page.waitForResponse((r) => r.url().endsWith('/user/register_or_login_by_phone'));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const answer = await (await login).json();
    expect(answer.code).toBe(0);

    await expect(page).toHaveURL(/\/en-US\?tab=new$/);
    await expect(page.getByTestId('user-badge')).toContainText(answer.data.username);
    expect(await storedValues(page)).toEqual({
      userId: String(answer.data.user_id),
      secretKey: answer.data.user_secret_key,
      username: answer.data.username,
      loginType: 'login_v2',
    });
  });

  test('the country picker offers the spec dial codes and searching narrows them', async ({ page }) => {
    await page.goto('/en-US/user/login');
    await page.getByRole('button', { name: /Country code \+84/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Country or region' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(29); // 28 countries + close
    await dialog.getByLabel('Search country or code').fill('kaz');
    await dialog.getByRole('button', { name: /Kazakhstan/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Country code \+7/ })).toContainText('KZ');
  });

  test('bind-phone: a signed-in user without a phone binds one and returns to backUrl', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    const phone = newPhone();
    await page.goto('/en-US/user/bind-phone?backUrl=%2Fen-US&from=e2e');
    await expect(page.getByRole('heading', { name: 'Bind phone number' })).toBeVisible();
    await page.getByLabel('Phone number').fill(phone);
    const sent = page.waitForRequest((r) => r.url().endsWith('/user/send_otp_via_phone'));
    await page.getByRole('button', { name: 'Send code' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ country_code: '+84', phone, purpose: 'bind' });
    await page.getByLabel('Verification code').fill(await lastCodeFor(`+84${phone}`));
    const bind = page.waitForResponse((r) => r.url().endsWith('/user/bind_phone'));
    await page.getByRole('button', { name: 'Bind phone' }).click();
    expect((await (await bind).json()).data).toEqual({ phone_number: `+84${phone}`, bound: true });
    await expect(page).toHaveURL(/\/en-US$/);
    await expect(page.getByText(`Phone +84${phone} is now bound to your account.`)).toBeVisible();
  });

  test('bind-phone signed out goes to login-home and comes back', async ({ page }) => {
    await page.goto('/en-US/user/bind-phone?backUrl=%2Fen-US');
    await expect(page).toHaveURL(
      /\/en-US\/user\/login-home\?backUrl=%2Fen-US%2Fuser%2Fbind-phone%3FbackUrl%3D%252Fen-US$/,
    );
  });
});
