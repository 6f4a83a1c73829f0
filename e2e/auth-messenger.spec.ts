import { expect, type Page, test } from '@playwright/test';
import { DEV_BOT } from '../apps/api/src/modules/auth/auth.config';
import { signContactData } from '../scripts/miniapp-sim';
import { answerOnceWithCode, apiCall, newMessengerUser, simulatorUrl, storedValues, WEB_URL } from './auth-helpers';

const LOGIN = '/tg/xw_register_or_login';

/**
 * Stands in for the messenger's webview: window.TelegramWebviewProxy receives the mini app's calls;
 * the answers go back through window.Telegram.WebView.receiveEvent as the messenger does.
 * web_app_request_phone is answered 'sent' and getRequestedContact with `contact` (signed data).
 */
async function fakeMessengerWebview(page: Page, contact: string) {
  await page.addInitScript((signedContact) => {
    const w = window as unknown as {
      TelegramWebviewProxy: { postEvent(type: string, data?: string): void };
      Telegram?: { WebView?: { receiveEvent(type: string, data: unknown): void } };
      messengerEvents: string[];
    };
    w.messengerEvents = [];
    const answer = (type: string, data: unknown) => setTimeout(() => w.Telegram?.WebView?.receiveEvent(type, data), 50);
    w.TelegramWebviewProxy = {
      postEvent(type, data) {
        w.messengerEvents.push(type);
        const params = data ? (JSON.parse(data) as { req_id?: string; method?: string }) : {};
        if (type === 'web_app_request_phone') answer('phone_requested', { status: 'sent' });
        if (type === 'web_app_invoke_custom_method' && params.method === 'getRequestedContact') {
          answer('custom_method_invoked', { req_id: params.req_id, result: signedContact });
        }
      },
    };
  }, contact);
}

test.describe('the messenger mini app (simulated, signed init data)', () => {
  test('init data signs in on / with PLATFORM tg, and stays signed in after navigating', async ({ page }) => {
    const user = newMessengerUser();
    const login = page.waitForResponse((r) => r.url().endsWith(LOGIN));
    await page.goto(simulatorUrl(user));
    const response = await login;
    const body = await response.json();
    expect(body.code).toBe(0);
    expect(response.request().headers().platform).toBe('tg');
    expect(response.request().postDataJSON()).toMatchObject({ bot_name: DEV_BOT.name, platform: 'android' });
    await expect(page.getByTestId('user-badge')).toContainText(`e2e_${user.id}`);
    expect((await storedValues(page)).userId).toBe(String(body.data.user_id));

    // An in-app page without the fragment: the launch parameters come from session storage.
    const userInfo = page.waitForRequest((r) => r.url().endsWith('/user/third_party_regbind_info_list'));
    await page.getByTestId('user-badge').click();
    expect((await userInfo).headers().platform).toBe('tg');
  });

  test('init data is not used away from /, /win and /inbet', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(LOGIN)) loginCalls++;
    });
    const url = simulatorUrl(newMessengerUser()).replace(`${WEB_URL}/en-US#`, `${WEB_URL}/en-US/user/login-home#`);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(loginCalls).toBe(0);
  });

  test('1012 opens the bind-phone dialog; the shared contact binds the phone', async ({ page }) => {
    const user = newMessengerUser();
    const phone = `849${String(user.id).slice(-8)}`;
    await fakeMessengerWebview(
      page,
      signContactData({
        botToken: DEV_BOT.token,
        contact: { user_id: user.id, phone_number: phone, first_name: user.first_name },
      }),
    );
    await answerOnceWithCode(page, '/user/get_user_info', 1012, 'Please bind a phone number first');
    await page.goto(simulatorUrl(user));
    const dialog = page.getByRole('dialog', { name: 'Bind your phone number' });
    await expect(dialog).toBeVisible();
    const contact = page.waitForResponse((r) => r.url().endsWith('/tg/auth_contact'));
    await dialog.getByRole('button', { name: 'Share my phone number' }).click();
    const answer = await (await contact).json();
    expect(answer).toMatchObject({ code: 0, data: { phone_number: `+${phone}`, bound: true } });
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Phone +${phone} is now bound to your account.`)).toBeVisible();
    const events = await page.evaluate(() => (window as unknown as { messengerEvents: string[] }).messengerEvents);
    expect(events).toEqual(expect.arrayContaining(['web_app_request_phone', 'web_app_invoke_custom_method']));
  });

  test('below messenger 6.9, 1012 goes to the bind-phone page instead of the dialog', async ({ page }) => {
    await answerOnceWithCode(page, '/user/get_user_info', 1012);
    await page.goto(simulatorUrl(newMessengerUser(), { version: '6.2' }));
    await expect(page).toHaveURL(/\/en-US\/user\/bind-phone\?backUrl=%2Fen-US$/);
  });

  test('1004 in the messenger reloads at most 3 times, then shows the account-abnormal dialog', async ({ page }) => {
    const user = newMessengerUser();
    // A real 1004: the session the page just got is ended on the server, then the answer says so. (One
    // init data opens one live session, issue 21: the reload signs in with it again once that ended.)
    await page.route('**/user/get_user_info', async (route) => {
      const headers = route.request().headers();
      const session = { user_id: Number(headers['user-id']), user_secret_key: headers['user-secret-key'] ?? '' };
      if (session.user_id > 0) await apiCall('/user/logout', {}, session);
      await route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        json: { code: 1004, msg: 'Session is invalid', data: null },
      });
    });
    let logins = 0;
    page.on('response', (r) => {
      if (r.url().endsWith(LOGIN)) logins++;
    });
    await page.goto(simulatorUrl(user));
    const dialog = page.getByRole('dialog', { name: 'Error!' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('abnormal-messenger-id')).toHaveText(`Messenger ID: ${user.id}`);
    expect(await page.evaluate(() => window.sessionStorage.getItem('tg_session_reload_count'))).toBe('3');
    expect(logins).toBe(4); // the first load and 3 reloads, each signing in with the init data again
  });
});
