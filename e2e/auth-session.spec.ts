import { expect, test } from '@playwright/test';
import { apiCall, newSession, type Session, storedValues, storeSession } from './auth-helpers';

const USER_INFO = '/user/get_user_info';

function isUserInfo(url: string) {
  return url.endsWith(USER_INFO);
}

test.describe('sign-in at start-up (spec 4.1)', () => {
  test('query-string credentials sign in, leave the address bar, and are stored with cookies', async ({
    page,
    context,
  }) => {
    const session = await newSession();
    const userInfo = page.waitForRequest((r) => isUserInfo(r.url()));
    await page.goto(
      `/en-US?tab=hot&userId=${session.user_id}&secretKey=${encodeURIComponent(session.user_secret_key)}`,
    );

    const request = await userInfo;
    expect(request.headers()['user-id']).toBe(String(session.user_id));
    expect(request.headers()['user-secret-key']).toBe(session.user_secret_key);
    expect(request.headers().platform).toBe('h5');
    await expect(page.getByTestId('user-badge')).toContainText(session.username);

    const url = new URL(page.url());
    expect(url.pathname).toBe('/en-US');
    expect(url.searchParams.get('tab')).toBe('hot');
    expect(url.searchParams.has('userId')).toBe(false);
    expect(url.searchParams.has('secretKey')).toBe(false);

    expect(await storedValues(page)).toMatchObject({
      userId: String(session.user_id),
      secretKey: session.user_secret_key,
      loginType: 'login_v2',
    });
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    for (const name of ['user_id', 'user_secret_key', 'username', 'login_type']) {
      expect(cookies[name], name).toBeDefined();
      expect(cookies[name]?.path).toBe('/');
      expect(cookies[name]?.sameSite).toBe('Lax');
      expect(cookies[name]?.domain).toBe('127.0.0.1');
      const days = ((cookies[name]?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    }
    expect(cookies.user_id?.value).toBe(String(session.user_id));
    expect(cookies.login_type?.value).toBe('login_v2');
  });

  test('stored credentials sign in and every call carries them', async ({ page }) => {
    const session = await newSession();
    await storeSession(page, session);
    const homepage = page.waitForRequest((r) => r.url().endsWith('/game_tab/homepage'));
    await page.goto('/en-US');
    await expect(page.getByTestId('user-badge')).toContainText(session.username);
    const headers = (await homepage).headers();
    expect(headers['user-id']).toBe(String(session.user_id));
    expect(headers['user-secret-key']).toBe(session.user_secret_key);
    expect(headers['d-id']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  test('signed out: "Sign in" leads to login-home and its back link returns home', async ({ page }) => {
    await page.goto('/en-US');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US$/);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with phone number' })).toBeVisible();
    // No public bot is configured in the e2e API (TG_PUBLIC_BOT), so no messenger card (legal-pages.spec.ts).
    await expect(page.getByTestId('legal-consent')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en-US$/);
  });
});

test.describe('the native app (simulated bridge)', () => {
  /**
   * A fake native bridge: getLoginInfo answers the session until logout is called; every call is
   * recorded in session storage (which survives the reloads).
   */
  async function withBridge(page: import('@playwright/test').Page, session: Session) {
    await page.addInitScript((s) => {
      const record = (method: string) => {
        const calls = JSON.parse(window.sessionStorage.getItem('native_calls') ?? '[]') as string[];
        window.sessionStorage.setItem('native_calls', JSON.stringify([...calls, method]));
      };
      const answer = (data: unknown) => Promise.resolve(JSON.stringify({ ret: 0, data }));
      (window as unknown as { JsBridge: unknown }).JsBridge = {
        getLoginInfo: () => {
          record('getLoginInfo');
          const out = window.sessionStorage.getItem('native_logged_out') === '1';
          return answer(out ? {} : { user_id: s.user_id, user_secret_key: s.user_secret_key });
        },
        login: () => {
          record('login');
          return answer(null);
        },
        logout: () => {
          record('logout');
          window.sessionStorage.setItem('native_logged_out', '1');
          return answer(null);
        },
      };
    }, session);
  }

  function nativeCalls(page: import('@playwright/test').Page) {
    return page.evaluate(() => JSON.parse(window.sessionStorage.getItem('native_calls') ?? '[]') as string[]);
  }

  test('getLoginInfo signs in; calls say PLATFORM app; sensitive POSTs are signed (XBSL)', async ({ page }) => {
    const session = await newSession();
    await withBridge(page, session);
    const userInfo = page.waitForRequest((r) => isUserInfo(r.url()));
    await page.goto('/en-US');
    const headers = (await userInfo).headers();
    expect(headers['user-id']).toBe(String(session.user_id));
    expect(headers.platform).toBe('app');
    await expect(page.getByTestId('user-badge')).toContainText(session.username);
    expect((await storedValues(page)).secretKey).toBe(session.user_secret_key);
    expect(await nativeCalls(page)).toEqual(['getLoginInfo']);

    // /api/app_global_config is on the signed list: the API accepts it only with a valid XBSL.
    const config = page.waitForResponse((r) => r.url().endsWith('/api/app_global_config'));
    await page.goto('/en-US/user/login?verify=true');
    const response = await config;
    expect(response.request().headers().xbsl).toMatch(/^[0-9a-f]{64}$/);
    expect((await response.json()).code).toBe(0);
  });

  test('logout tells the native app', async ({ page }) => {
    const session = await newSession();
    await withBridge(page, session);
    await page.goto('/en-US/user/login-home?backUrl=%2Fen-US');
    await expect(page.getByTestId('signed-in-name')).toHaveText(session.username);
    await page.getByRole('button', { name: 'Log out' }).click();
    // Issue 20: logging out lands on home.
    await expect(page).toHaveURL(/\/en-US$/);
    await expect(page.getByTestId('home-signed-out')).toBeVisible();
    // Home's start-up asks the native app again once its start-up work has loaded (after the first
    // paint, which already shows the signed-out card): wait for that call rather than race it.
    await expect.poll(() => nativeCalls(page)).toEqual(['getLoginInfo', 'logout', 'getLoginInfo']);
    expect((await apiCall(USER_INFO, {}, session)).code).toBe(1004);
  });
});

test.describe('logout and an ended session', () => {
  test('logout ends the session on the server, clears storage and cookies, and lands on home', async ({
    page,
    context,
  }) => {
    const session = await newSession();
    await storeSession(page, session);
    await page.goto('/en-US');
    await page.getByTestId('user-badge').click();
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US$/);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

    const logoutCall = page.waitForRequest((r) => r.url().endsWith('/user/logout'));
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await logoutCall).headers()['user-secret-key']).toBe(session.user_secret_key);
    // Issue 20: logging out lands on home (spec 4.2 said login-home), signed out there.
    await expect(page).toHaveURL(/\/en-US$/);
    await expect(page.getByTestId('home-signed-out')).toBeVisible();

    expect(await storedValues(page)).toEqual({ userId: null, secretKey: null, username: null, loginType: null });
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('user_id');
    expect(names).not.toContain('user_secret_key');
    // The old key is dead on the server.
    expect((await apiCall(USER_INFO, {}, session)).code).toBe(1004);
  });

  test('1004 on the main site clears the session and goes to login-home with the route as backUrl', async ({
    page,
  }) => {
    const session = await newSession();
    expect((await apiCall('/user/logout', {}, session)).code).toBe(0);
    await storeSession(page, session);
    // No route stub: the API itself answers 1004 for the ended session.
    await page.goto('/en-US?tab=new');
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US%3Ftab%3Dnew$/);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect((await storedValues(page)).userId).toBeNull();
  });
});
