import { encodeStartParam } from '@app/shared/core/start-param';
import { expect, type Page, test } from '@playwright/test';
import { DEV_BOT } from '../apps/api/src/modules/auth/auth.config';
import { buildSimulatorUrl, type MiniAppUser } from '../scripts/miniapp-sim';
import { newMessengerUser, WEB_URL } from './auth-helpers';

/**
 * Spec 2.7 in Chromium through the mini-app simulator. The page gets a stand-in for the messenger's
 * webview: window.TelegramWebviewProxy.postEvent records what the mini app posts. Messenger events
 * are delivered as the web clients deliver them: a window 'message' event carrying
 * {eventType, eventData} as JSON. @tma.js only listens to messages whose source is window.parent,
 * which for a top-level page is the window itself, so the event names it as its source.
 */
type Posted = { type: string; data?: Record<string, unknown> };

const LOGIN = '/tg/xw_register_or_login';

async function fakeWebview(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { posted: Posted[]; TelegramWebviewProxy: unknown };
    w.posted = [];
    w.TelegramWebviewProxy = {
      postEvent(type: string, data?: string) {
        w.posted.push({ type, data: data ? JSON.parse(data) : undefined });
      },
    };
  });
}

function posted(page: Page): Promise<Posted[]> {
  return page.evaluate(() => (window as unknown as { posted: Posted[] }).posted);
}

async function emit(page: Page, eventType: string, eventData?: unknown) {
  await page.evaluate(
    ([type, data]) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: JSON.stringify({ eventType: type, eventData: data }), source: window }),
      ),
    [eventType, eventData] as const,
  );
}

/** The back button is shown (and its press handled) once the page has posted web_app_setup_back_button. */
async function backButtonReady(page: Page) {
  await expect
    .poll(async () => (await posted(page)).find((p) => p.type === 'web_app_setup_back_button')?.data)
    .toEqual({ is_visible: true });
}

function launchUrl(user: MiniAppUser, path = '', startParam?: string): string {
  const url = buildSimulatorUrl({ botToken: DEV_BOT.token, user, base: WEB_URL, locale: 'en-US', startParam });
  return url.replace(`${WEB_URL}/en-US#`, `${WEB_URL}/en-US${path}#`);
}

/** Launches the mini app on / (the messenger signs the user in there), then goes to `path`. */
async function launchThenGo(page: Page, path: string) {
  await fakeWebview(page);
  const login = page.waitForResponse((r) => r.url().endsWith(LOGIN));
  await page.goto(launchUrl(newMessengerUser()));
  expect((await (await login).json()).code).toBe(0);
  await backButtonReady(page);
  await page.goto(`/en-US${path}`);
  await backButtonReady(page);
}

const ROWS: Array<[row: string, from: string, to: string]> = [
  ['| /wallet, /library, /share, inner petV2 page | Goes to / |', '/wallet', ''],
  ['| /wallet, /library, /share, inner petV2 page | Goes to / |', '/library', ''],
  ['| /wallet, /library, /share, inner petV2 page | Goes to / |', '/share', ''],
  ['| /wallet, /library, /share, inner petV2 page | Goes to / |', '/petV2/draw?inner=1', ''],
  ['| /win/history, /win/money | Goes to /win |', '/win/history', '/win'],
  ['| /win/history, /win/money | Goes to /win |', '/win/money', '/win'],
  ['| /inbet/money | Goes to /inbet |', '/inbet/money', '/inbet'],
];

test.describe('spec 2.7: the messenger back button', () => {
  for (const [row, from, to] of ROWS) {
    test(`${row}: ${from} -> /en-US${to}`, async ({ page }) => {
      await launchThenGo(page, from);
      await emit(page, 'back_button_pressed');
      await expect(page).toHaveURL(`${WEB_URL}/en-US${to}`);
    });
  }

  test('| anything else | Goes back in history |: /wallet/exchange -> the page before', async ({ page }) => {
    await launchThenGo(page, '/petV2/draw');
    await page.goto('/en-US/wallet/exchange');
    await backButtonReady(page);
    await emit(page, 'back_button_pressed');
    await expect(page).toHaveURL(`${WEB_URL}/en-US/petV2/draw`);
  });

  test('anything else, opened on that page (no earlier page in this tab): goes to /', async ({ page }) => {
    await fakeWebview(page);
    await page.goto(launchUrl(newMessengerUser(), '/petV2/guide'));
    await backButtonReady(page);
    await emit(page, 'back_button_pressed');
    await expect(page).toHaveURL(`${WEB_URL}/en-US`);
  });

  for (const entry of ['', '/win', '/inbet']) {
    test(`| /, /win, /inbet | Asks to confirm closing |: on /en-US${entry} cancel stays, close closes`, async ({
      page,
    }) => {
      await launchThenGo(page, entry);

      await emit(page, 'back_button_pressed');
      await expect.poll(async () => (await posted(page)).filter((p) => p.type === 'web_app_open_popup').length).toBe(1);
      const popup = (await posted(page)).find((p) => p.type === 'web_app_open_popup');
      expect(popup?.data).toEqual({
        title: 'Close the app?',
        message: 'Do you want to close the app? You can open it again from the bot at any time.',
        buttons: [
          { id: 'close', type: 'destructive', text: 'Close' },
          { id: 'cancel', type: 'cancel' },
        ],
      });

      // "The popup has ... a cancel button": cancel stays on the page, nothing is closed.
      await emit(page, 'popup_closed', { button_id: 'cancel' });
      await page.waitForTimeout(300);
      expect((await posted(page)).some((p) => p.type === 'web_app_close')).toBe(false);
      await expect(page).toHaveURL(`${WEB_URL}/en-US${entry}`);

      // "... a destructive close button": the mini app closes (web_app_close) and keeps the entry path.
      await emit(page, 'back_button_pressed');
      await expect.poll(async () => (await posted(page)).filter((p) => p.type === 'web_app_open_popup').length).toBe(2);
      await emit(page, 'popup_closed', { button_id: 'close' });
      await expect.poll(async () => (await posted(page)).some((p) => p.type === 'web_app_close')).toBe(true);
      expect(await page.evaluate(() => window.localStorage.getItem('tma_entry_path'))).toBe(entry || '/');
    });
  }

  test('"On close, the mini app can be re-opened at the entry path": the next launch opens /win', async ({
    page,
    context,
  }) => {
    await launchThenGo(page, '/win');
    await emit(page, 'back_button_pressed');
    await expect.poll(async () => (await posted(page)).some((p) => p.type === 'web_app_open_popup')).toBe(true);
    await emit(page, 'popup_closed', { button_id: 'close' });
    await expect.poll(async () => (await posted(page)).some((p) => p.type === 'web_app_close')).toBe(true);
    await page.close();

    // The messenger opens the mini app again at its usual URL (the home page), in a new webview.
    const again = await context.newPage();
    await fakeWebview(again);
    await again.goto(launchUrl(newMessengerUser()));
    await expect(again).toHaveURL(`${WEB_URL}/en-US/win`);
    expect(await again.evaluate(() => window.localStorage.getItem('tma_entry_path'))).toBeNull();
  });
});

test.describe('spec 3: start parameter and theme', () => {
  test('the start parameter path deep-links once; theme colours become --tg-theme-* on :root', async ({ page }) => {
    await fakeWebview(page);
    await page.goto(launchUrl(newMessengerUser(), '', encodeStartParam({ path: '/win/money' })));
    await expect(page).toHaveURL(`${WEB_URL}/en-US/win/money`);
    const bg = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim(),
    );
    expect(bg).toBe('#ffffff');
    // The messenger SDK loads after the first paint and posts web_app_ready then: wait for it.
    await expect
      .poll(async () => (await posted(page)).map((p) => p.type))
      .toEqual(expect.arrayContaining(['web_app_ready']));

    // A reload of the same launch does not deep-link again.
    await page.goto('/en-US');
    await page.reload();
    await backButtonReady(page);
    await expect(page).toHaveURL(`${WEB_URL}/en-US`);
  });
});
