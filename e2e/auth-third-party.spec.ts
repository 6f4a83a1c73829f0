import { expect, type Page, test } from '@playwright/test';
import { apiCall, newSession, storedValues, storeSession } from './auth-helpers';

/** The dev OIDC server's sign-in page (scripts/dev-oidc-server.ts DEV_LOGIN_FORM). */
async function signInAtProvider(page: Page, name: string) {
  await expect(page.locator('form#login-form')).toBeVisible();
  await page.locator('input#login').fill(name);
  await page.locator('button#allow').click();
}

test.describe('third-party sign-in (OAuth 2.0 code + PKCE against the dev OIDC server)', () => {
  test('sign in with the provider and come back to backUrl', async ({ page }) => {
    const name = `e2e${Date.now()}`;
    await page.goto('/en-US/user/login-home?backUrl=%2Fen-US%3Ftab%3Dnew');
    const authUrl = page.waitForRequest((r) => r.url().endsWith('/user/third_party_auth_url'));
    await page.getByRole('button', { name: 'Continue with Google (dev)' }).click();
    const sent = (await authUrl).postDataJSON();
    expect(sent).toMatchObject({
      media_type: 'google_dev',
      redirect_uri: expect.stringMatching(/\/en-US\/user\/oauth-callback$/),
    });
    expect(sent.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await signInAtProvider(page, name);
    const exchange = page.waitForRequest((r) => r.url().endsWith('/user/third_party_regist_or_login'));
    const body = (await exchange).postDataJSON();
    expect(body.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(body.state).toBe(sent.state);
    await expect(page).toHaveURL(/\/en-US\?tab=new$/);
    await expect(page.getByTestId('user-badge')).toBeVisible();
    expect((await storedValues(page)).loginType).toBe('login_v2');
  });

  test('a callback whose state this tab did not start is refused', async ({ page }) => {
    let exchanged = false;
    page.on('request', (r) => {
      if (r.url().includes('/user/third_party_')) exchanged = true;
    });
    await page.goto('/en-US/user/oauth-callback?code=forged&state=not-mine');
    await expect(page.getByTestId('oauth-error')).toHaveText(
      'This sign-in link has expired or was started in another window. Please try again.',
    );
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login-home/);
    expect(exchanged).toBe(false);
  });

  test('declining at the provider shows why and offers a way back', async ({ page }) => {
    await page.goto('/en-US/user/login-home?backUrl=%2Fen-US');
    await page.getByRole('button', { name: 'Continue with Google (dev)' }).click();
    await expect(page.locator('form#login-form')).toBeVisible();
    await page.locator('button#deny').click();
    await expect(page).toHaveURL(/\/en-US\/user\/oauth-callback\?.*error=access_denied/);
    await expect(page.getByTestId('oauth-error')).toHaveText(
      'You cancelled the sign-in, so you are not signed in. Try again or choose another way.',
    );
    await expect(page.getByText(/expired/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US$/);
  });

  test('a declined sign-in says so even when this tab kept no flow (never "link expired")', async ({ page }) => {
    await page.goto('/ru-RU/user/oauth-callback?error=access_denied&error_description=The+user+declined&state=gone');
    await expect(page.getByTestId('oauth-error')).toHaveText(
      'Вы отменили вход, поэтому вход не выполнен. Попробуйте ещё раз или выберите другой способ.',
    );
  });

  test('another provider error is shown with the provider’s own words', async ({ page }) => {
    await page.goto('/en-US/user/oauth-callback?error=server_error&error_description=Try+later&state=x');
    await expect(page.getByTestId('oauth-error')).toHaveText('The provider did not sign you in (Try later).');
  });

  test('a signed-in user links the provider account (third_party_bind)', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    const name = `link${Date.now()}`;
    await page.goto('/en-US/user/login-home?backUrl=%2Fen-US');
    await expect(page.getByText('Not linked')).toBeVisible();
    await page.getByRole('button', { name: 'Link' }).click();
    await signInAtProvider(page, name);
    const bind = page.waitForResponse((r) => r.url().endsWith('/user/third_party_bind'));
    expect((await (await bind).json()).data).toMatchObject({ media_type: 'google_dev', bound: true });
    await expect(page.getByText('Google (dev) account linked.')).toBeVisible();
    await expect(page.getByText(`${name}@example.test`)).toBeVisible();
    const list = await apiCall<{ list: { bound: boolean }[] }>('/user/third_party_regbind_info_list', {}, session);
    expect(list.data.list[0]?.bound).toBe(true);
  });
});
