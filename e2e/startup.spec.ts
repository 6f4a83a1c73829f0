import { mkdirSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { API_URL, newSession, type Session, storeSession } from './auth-helpers';

/**
 * Issue 4, start-up (spec 4.1, 2.6, 4.3, 9): the splash's counter and videos, home initialised no
 * sooner than 1 s (signed out) or 2 s (signed in) after the start, the guide tip and video, the
 * guide-seen condition of the login-home redirect, and the task service's init once per session
 * per user.
 */

/** Screenshots go to .tmp/shots; SHOTS_DIR=docs/screenshots refreshes the committed ones. */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '.tmp/shots';
const CPL_INIT = '/cpl/init';

/**
 * Records every task service init a context's pages make, with its answer. The test fetches the answer
 * itself (route.fetch) and hands it to the page: reading a page's response body later fails once the
 * page has navigated away (a reload or the start-up's own navigation), which made this test flaky.
 */
async function recordInits(context: BrowserContext) {
  const calls: Array<{ userId: string | undefined; answer: { code: number; data: unknown } }> = [];
  await context.route(`${API_URL}${CPL_INIT}`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const response = await route.fetch();
    calls.push({ userId: request.headers()['user-id'], answer: await response.json() });
    // The page may have navigated away meanwhile; the answer is recorded either way.
    await route.fulfill({ response }).catch(() => undefined);
  });
  return calls;
}

/** Records every value the splash's counter shows (and when home was initialised), from the first paint. */
async function watchSplash(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { splashPercents: number[]; splashInitAt: number | null; splashTip: string | null };
    w.splashPercents = [];
    w.splashInitAt = null;
    w.splashTip = null;
    const read = () => {
      const splash = document.querySelector('[data-testid="splash"]');
      if (!splash) return;
      // The tip's text as first shown: a signed-out splash may be gone before an assertion could look.
      w.splashTip ??= splash.querySelector('[data-testid="splash-tip"]')?.textContent ?? null;
      const percent = Number(splash.getAttribute('data-percent'));
      if (w.splashPercents.at(-1) !== percent) w.splashPercents.push(percent);
      const at = splash.getAttribute('data-home-init-at');
      if (at !== null && w.splashInitAt === null) w.splashInitAt = Number(at);
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

function splashRecord(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { splashPercents: number[]; splashInitAt: number | null; splashTip: string | null };
    return { percents: w.splashPercents, initAt: w.splashInitAt, tip: w.splashTip };
  });
}

function markGuideSeen(page: Page) {
  return page.addInitScript(() => window.localStorage.setItem('newbie_guide_seen', '1'));
}

test.describe('start-up', () => {
  test('signed out: the splash counts up from 0, stays at least 1 s from the start, then gives way to home', async ({
    page,
  }) => {
    await watchSplash(page);
    await page.goto('/en-US');
    const splash = page.getByTestId('splash');
    // Gone once home is initialised; home then takes clicks.
    await expect(splash).toHaveCount(0, { timeout: 10_000 });
    const { percents, initAt } = await splashRecord(page);
    expect(percents[0]).toBe(0);
    expect(percents.length).toBeGreaterThan(2);
    // Rising, never past 99. (The counter itself steps by exactly 1 every 20 ms — loading-counter.test.ts
    // with fake timers; on a busy page React may paint two steps in one frame, so the DOM can skip one.)
    for (let i = 1; i < percents.length; i++) expect(percents[i]).toBeGreaterThan(percents[i - 1] ?? 0);
    expect(Math.max(...percents)).toBeLessThanOrEqual(99);
    // Not before 1 s after the start (the page's clock, which the splash reports).
    expect(initAt).not.toBeNull();
    expect(initAt).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('signed in: home is not initialised before 2 s; the launch video plays; a screenshot of the splash', async ({
    page,
  }) => {
    const session = await newSession();
    await storeSession(page, session);
    await watchSplash(page);
    await page.goto('/en-US');
    const splash = page.getByTestId('splash');
    await expect(splash.getByTestId('splash-video')).toHaveAttribute('data-video', 'launch');
    await expect(splash.getByTestId('splash-tip')).toBeVisible();
    await expect.poll(async () => Number(await splash.getAttribute('data-percent'))).toBeGreaterThanOrEqual(30);
    if (process.env.SCREENSHOTS !== '0') {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: `${SHOTS_DIR}/splash.png` });
    }
    await expect(splash).toHaveCount(0, { timeout: 10_000 });
    const { initAt } = await splashRecord(page);
    expect(initAt).toBeGreaterThanOrEqual(2000);
  });

  test('the agent H5 version (openapp_get_cfg agent_h5) has its own launch video', async ({ page }) => {
    // Signed in (the flag is per user): the splash stays at least 2 s, which leaves room for the
    // configuration's answer after login detection (signed out, 1 s was too short on a busy machine).
    await storeSession(page, await newSession());
    await page.route('**/api/openapp_get_cfg', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, agent_h5: true } } });
    });
    await page.goto('/en-US');
    // The video changes when the configuration's answer comes; on a loaded 2-core CI run (API, web and
    // browser on the same cores) that took longer than the default 5 s once, with the splash still up.
    await expect(page.getByTestId('splash-video')).toHaveAttribute('data-video', 'launch-agent', { timeout: 15_000 });
  });

  test('without the guide flag: the tip shows and the new-user video is preloaded; with it, neither', async ({
    page,
    context,
  }) => {
    const preload = page.waitForRequest((r) => /\/video\/newbie-guide\.(webm|mp4)$/.test(r.url()));
    await watchSplash(page);
    await page.goto('/en-US');
    // Recorded as the splash showed it: the signed-out splash (and its tip) may be gone a second after
    // the start, before an assertion on the live page gets to look (a loaded CI run found that).
    await expect.poll(async () => (await splashRecord(page)).tip).toContain('New here?');
    await preload;

    const second = await context.newPage();
    await markGuideSeen(second);
    const guideRequests: string[] = [];
    second.on('request', (r) => {
      if (r.url().includes('/video/newbie-guide')) guideRequests.push(r.url());
    });
    await second.goto('/en-US');
    await expect(second.getByTestId('splash')).toBeVisible();
    await expect(second.getByTestId('splash-tip')).toHaveCount(0);
    await expect(second.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
    await expect(second.getByTestId('guide-video-preload')).toHaveCount(0);
    expect(guideRequests).toEqual([]);
  });

  test('signed out on a logged-in route (spec 2.4): with the guide seen, straight to login-home', async ({ page }) => {
    await markGuideSeen(page);
    await page.goto('/en-US/mission');
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US%2Fmission$/);
  });

  test('signed out on a logged-in route without the guide seen: asked to sign in, not bounced', async ({ page }) => {
    await page.goto('/en-US/task/details?taskId=7');
    const panel = page.getByTestId('sign-in-required');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page).toHaveURL(/\/en-US\/task\/details\?taskId=7$/);
    await panel.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/login-home\?backUrl=%2Fen-US%2Ftask%2Fdetails%3FtaskId%3D7$/);
  });

  test('the task service init runs once per session per user', async ({ browser }) => {
    const alice = await newSession();
    const bob = await newSession();
    const context = await browser.newContext();
    const page = await context.newPage();
    const calls = await recordInits(context);
    await storeSession(page, alice);
    await page.goto('/en-US');
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]?.userId).toBe(String(alice.user_id));
    expect(calls[0]?.answer).toMatchObject({ code: 0, data: { first_time: true } });

    // Reloads and other pages of the same browser session: no new init.
    await page.reload();
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
    await page.goto('/en-US/wallet');
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
    expect(calls).toHaveLength(1);

    // Another user in the same tab gets their own.
    await signInAs(page, bob);
    await page.goto('/en-US');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]?.userId).toBe(String(bob.user_id));

    // A new browser session of the first user runs it again; the API says it is not the first time.
    const later = await browser.newContext();
    const again = await later.newPage();
    const laterCalls = await recordInits(later);
    await storeSession(again, alice);
    await again.goto('/en-US');
    await expect.poll(() => laterCalls.length).toBe(1);
    expect(laterCalls[0]?.answer).toMatchObject({ code: 0, data: { first_time: false } });
    await later.close();
    await context.close();
  });

  test('a task service init failure sets the error flag and goes to the shared handler (notice and report)', async ({
    page,
  }) => {
    const reports: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().startsWith('[report]')) reports.push(m.text());
    });
    await page.route(`${API_URL}${CPL_INIT}`, (route) => route.abort('connectionrefused'));
    await storeSession(page, await newSession());
    await page.goto('/en-US');
    await expect(page.getByText(/^Network error, please try again\./)).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => reports.some((r) => r.includes('task service init failed'))).toBe(true);
  });
});

/**
 * Stores another user's session in the tab from a static file of the same origin, where no app code
 * runs: while the app runs, a refetch could pick the new user up and start their init just before the
 * test's navigation cuts it off, and the next page would rightly run it again (a third call).
 */
async function signInAs(page: Page, session: Session) {
  await page.goto('/coins/kc.svg');
  await page.evaluate((s) => {
    window.localStorage.setItem('user_id', String(s.user_id));
    window.localStorage.setItem('user_secret_key', s.user_secret_key);
    window.localStorage.setItem('username', s.username);
  }, session);
}
