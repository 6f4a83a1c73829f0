import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { MiniAppUser } from '../scripts/miniapp-sim';
import {
  API_URL,
  answerOnceWithCode,
  apiCall,
  BOT_NAME,
  initDataFor,
  newMessengerUser,
  newSession,
  type Session,
  storeSession,
} from './auth-helpers';

/** Set SHOTS_DIR to keep a 375 px screenshot of the list (e.g. SHOTS_DIR=.tmp/shots). */
const SHOTS_DIR = process.env.SHOTS_DIR;

type SessionItem = { session_id: number; current: boolean; platform: string; device_id: string };

/**
 * Another sign-in of the same messenger user, as if from another device: its own PLATFORM and D-Id
 * (auth-helpers' apiCall always says h5 and sends no device id).
 */
async function signInElsewhere(user: MiniAppUser, platform: 'tg' | 'h5', deviceId: string): Promise<Session> {
  const response = await fetch(`${API_URL}/tg/xw_register_or_login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-id': '0',
      'user-secret-key': '',
      'xb-language': 'en-US',
      'country-code': 'ph',
      ts: String(Math.floor(Date.now() / 1000)),
      nonce: `e2esess${Math.random().toString(36).slice(2, 10)}`,
      platform,
      'app-ver': '1.0.0',
      'd-id': deviceId,
    },
    body: JSON.stringify({ bot_name: BOT_NAME, init_data: initDataFor(user) }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: Session };
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

async function sessionsOf(session: Session): Promise<SessionItem[]> {
  const answer = await apiCall<{ list: SessionItem[] }>('/user/session_list', {}, session);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list;
}

/** The session id behind a key (as its own holder sees it). */
async function idOf(session: Session): Promise<number> {
  const mine = (await sessionsOf(session)).find((s) => s.current);
  expect(mine).toBeDefined();
  return mine?.session_id ?? 0;
}

function row(page: Page, sessionId: number) {
  return page.locator(`[data-testid="session-row"][data-session-id="${sessionId}"]`);
}

test.describe('signed-in devices (/user/sessions)', () => {
  test('lists this device and the others; ending one makes its key answer 1004', async ({ page }) => {
    const user = newMessengerUser();
    const here = await newSession(user);
    const messenger = await signInElsewhere(user, 'tg', 'e2e-device-tg-4f2a91');
    const browser = await signInElsewhere(user, 'h5', 'e2e-device-h5-77c0de');
    const [hereId, messengerId, browserId] = await Promise.all([idOf(here), idOf(messenger), idOf(browser)]);

    await storeSession(page, here);
    await page.goto('/en-US/user/login-home?backUrl=%2Fen-US');
    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: `${SHOTS_DIR}/sessions-login-home.png`, fullPage: true });
    }
    await page.getByRole('link', { name: /Signed-in devices/ }).click();
    await expect(page).toHaveURL(
      /\/en-US\/user\/sessions\?backUrl=%2Fen-US%2Fuser%2Flogin-home%3FbackUrl%3D%252Fen-US$/,
    );
    await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();

    // This device on its own, under "This device", with Log out instead of End.
    const current = page.getByRole('region', { name: 'This device' });
    await expect(current.getByTestId('session-row')).toHaveCount(1);
    await expect(current.getByTestId('session-row')).toHaveAttribute('data-session-id', String(hereId));
    await expect(row(page, hereId)).toContainText('Web browser');
    await expect(row(page, hereId)).toContainText('Messenger sign-in');
    await expect(row(page, hereId)).toContainText('Active now');
    await expect(row(page, hereId).getByRole('button', { name: 'Log out' })).toBeVisible();

    // The others, newest use first, each with its platform, login type, device id end and an End button.
    const others = page.getByRole('region', { name: 'Other devices' });
    await expect(others.getByTestId('session-row')).toHaveCount(2);
    await expect(others.getByTestId('session-row').first()).toHaveAttribute('data-session-id', String(browserId));
    await expect(row(page, messengerId)).toContainText('Messenger');
    await expect(row(page, messengerId)).toContainText('ID …4f2a91');
    await expect(row(page, browserId)).toContainText('Web browser');
    await expect(row(page, browserId)).toContainText('ID …77c0de');
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/sessions.png`, fullPage: true });

    // Cancel keeps it.
    await row(page, messengerId).getByRole('button', { name: 'End the session on Messenger' }).click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await expect(dialog).toContainText('The session on Messenger will end');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await apiCall('/user/get_user_info', {}, messenger)).code).toBe(0);

    // End it for real.
    await row(page, messengerId).getByRole('button', { name: 'End the session on Messenger' }).click();
    const ended = page.waitForResponse((r) => r.url().endsWith('/user/session_end'));
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/sessions-confirm.png` });
    await dialog.getByRole('button', { name: 'End session' }).click();
    expect((await ended).request().postDataJSON()).toEqual({ session_id: messengerId });
    await expect(page.getByText('Session ended: Messenger is signed out.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, messengerId)).toHaveCount(0);
    await expect(others.getByTestId('session-row')).toHaveCount(1);

    // Its key is dead; this device and the third one still work.
    const afterEnd = await apiCall('/user/get_user_info', {}, messenger);
    expect(afterEnd.code).toBe(1004);
    expect((await apiCall('/user/get_user_info', {}, here)).code).toBe(0);
    expect((await apiCall('/user/get_user_info', {}, browser)).code).toBe(0);

    // End the last other one: only this device is left (the empty state).
    await row(page, browserId).getByRole('button', { name: 'End the session on Web browser' }).click();
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByTestId('sessions-empty')).toHaveText('You are not signed in on any other device.');
    expect((await apiCall('/user/get_user_info', {}, browser)).code).toBe(1004);
    expect((await sessionsOf(here)).map((s) => s.session_id)).toEqual([hereId]);

    // Back returns to login-home (which keeps its own backUrl).
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US$/);
    await expect(page.getByTestId('signed-in-name')).toBeVisible();
  });

  test('without a recent sign-in (1010) ending goes to re-verification and back here', async ({ page }) => {
    const user = newMessengerUser();
    const here = await newSession(user);
    const other = await signInElsewhere(user, 'tg', 'e2e-device-verify');
    const otherId = await idOf(other);
    await storeSession(page, here);
    await page.goto('/en-US/user/sessions');
    await answerOnceWithCode(page, '/user/session_end', 1010, 'Verification required');
    await row(page, otherId).getByRole('button', { name: 'End the session on Messenger' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login\?verify=true&backUrl=%2Fen-US%2Fuser%2Fsessions$/);
    await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible();
    // Nothing ended.
    expect((await apiCall('/user/get_user_info', {}, other)).code).toBe(0);
  });

  test('a failed load shows the error with a retry; the back link defaults to login-home', async ({ page }) => {
    const here = await newSession();
    await storeSession(page, here);
    // Two failures: the query's own retry and the first load.
    let failures = 0;
    await page.route('**/user/session_list', (route) => {
      if (failures >= 2) return route.continue();
      failures += 1;
      return route.fulfill({ status: 503, headers: { 'access-control-allow-origin': '*' }, body: 'busy' });
    });
    await page.goto('/en-US/user/sessions');
    const alert = page.getByRole('alert').filter({ hasText: 'Your devices could not be loaded.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('sessions-empty')).toBeVisible();
    await expect(page.getByRole('region', { name: 'This device' }).getByTestId('session-row')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/en-US/user/login-home');
  });

  test('Log out on this device ends the current session through logout', async ({ page }) => {
    const user = newMessengerUser();
    const here = await newSession(user);
    const other = await signInElsewhere(user, 'h5', 'e2e-device-stays');
    await storeSession(page, here);
    await page.goto('/en-US/user/sessions?backUrl=%2Fen-US%2Fuser%2Flogin-home%3FbackUrl%3D%252Fen-US%253Ftab%253Dhot');
    const logout = page.waitForRequest((r) => r.url().endsWith('/user/logout'));
    await page.getByRole('region', { name: 'This device' }).getByRole('button', { name: 'Log out' }).click();
    await logout;
    // Issue 20: logging out lands on home.
    await expect(page).toHaveURL(/\/en-US$/);
    await expect(page.getByTestId('home-signed-out')).toBeVisible();
    expect((await apiCall('/user/get_user_info', {}, here)).code).toBe(1004);
    expect((await apiCall('/user/get_user_info', {}, other)).code).toBe(0);
  });

  test('signed out, the screen sends the visitor to sign in first', async ({ page }) => {
    await page.goto('/en-US/user/sessions');
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US%2Fuser%2Fsessions$/);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });
});
