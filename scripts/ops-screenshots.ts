/**
 * Screenshots of the operator console (issue 11) at 1280 and 375 px in en-US and vi-VN, into
 * docs/screenshots/ops/. Needs the API and the web app running as the e2e runs them (the API's database
 * at .tmp/e2e-<E2E_API_PORT>/api.db, OPS_CONSOLE_ORIGINS naming the web app):
 *   E2E_API_PORT=18270 E2E_WEB_PORT=18271 npx tsx scripts/ops-screenshots.ts
 * It makes a new owner (npm run ops:create-owner), operators, a player with a large credit waiting for
 * approval, and shows every screen.
 */
import { mkdirSync } from 'node:fs';
import { opsCreateOperator } from '@app/shared/ops/operator-contracts';
import { OPS_CSRF_HEADER } from '@app/shared/ops/ops-endpoint';
import { opsRequestAdjustment } from '@app/shared/wallet/ops-contracts';
import { type Browser, chromium, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { API_URL, newSession } from '../e2e/auth-helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { signInAsNewOwner } from '../e2e/ops-helpers';

const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 13180}`;
const OUT = 'docs/screenshots/ops';
const WIDTHS = [1280, 375];
const LOCALES = ['en-US', 'vi-VN'];

async function shoot(page: Page, name: string, path: string, prepare?: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 812 });
    for (const locale of LOCALES) {
      await page.goto(`${WEB_URL}/${locale}${path}`, { waitUntil: 'networkidle' });
      await prepare?.(page);
      await page.waitForTimeout(300);
      const file = `${OUT}/${name}-${locale}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`saved ${file}`);
    }
  }
}

async function firstSignIn(browser: Browser, email: string, locale: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 800 : 812 } });
  const page = await context.newPage();
  const file = (name: string) => `${OUT}/${name}-${locale}-${width}.png`;
  await page.goto(`${WEB_URL}/${locale}/ops/sign-in`, { waitUntil: 'networkidle' });
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill('temporary-password-1');
  await page.locator('form button[type=submit]').click();
  const secret = page.getByTestId('ops-enrol-secret');
  await secret.waitFor();
  await page.getByTestId('ops-enrol-qr').waitFor();
  await page.screenshot({ path: file('enrol'), fullPage: true });
  await page
    .locator('input[name=code]')
    .fill(await generate({ secret: (await secret.getAttribute('data-secret')) ?? '' }));
  await page.locator('form button[type=submit]').click();
  await page.getByTestId('ops-recovery-codes').waitFor();
  await page.screenshot({ path: file('recovery-codes'), fullPage: true });
  await page.getByTestId('ops-recovery-saved').check();
  await page.getByTestId('ops-recovery-continue').click();
  await page.goto(`${WEB_URL}/${locale}/ops/operators`, { waitUntil: 'networkidle' });
  await page.getByTestId('ops-no-permission').waitFor();
  await page.screenshot({ path: file('no-permission'), fullPage: true });
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ deviceScaleFactor: 1, baseURL: WEB_URL });
  const page = await context.newPage();
  await shoot(page, 'sign-in', '/ops/sign-in?reason=expired');
  await signInAsNewOwner(page);
  // The session's CSRF token, as the console reads it, for the operators made below.
  const me = (await (await page.request.get(`${API_URL}/ops/me`)).json()) as { data: { csrf_token: string } };
  const stamp = Date.now();
  const supports: string[] = [];
  for (const [name, role, n] of [
    ['Lan Support', 'support', 0],
    ['Minh Finance', 'finance', 0],
    ['Hoa Support', 'support', 1],
    ['An Support', 'support', 2],
    ['Binh Support', 'support', 3],
  ] as const) {
    const email = `${role}-${n}-${stamp}@example.com`;
    if (role === 'support') supports.push(email);
    const body = opsCreateOperator.request.parse({
      email,
      display_name: name,
      password: 'temporary-password-1',
      roles: [role],
    });
    await page.request.post(`${API_URL}${opsCreateOperator.path}`, {
      data: body,
      headers: { [OPS_CSRF_HEADER]: me.data.csrf_token },
    });
  }
  // A player, and a credit above the four-eyes amount: the approvals queue has an item to show.
  const player = await newSession();
  await page.request.post(`${API_URL}${opsRequestAdjustment.path}`, {
    data: { user_id: player.user_id, coin: 'KUSDT', direction: 'credit', amount: '5000', reason: 'Goodwill credit' },
    headers: { [OPS_CSRF_HEADER]: me.data.csrf_token, 'Idempotency-Key': `shots-${stamp}` },
  });
  await shoot(page, 'start', '/ops');
  await shoot(page, 'support-search', '/ops/support', async (p) => {
    await p.locator('input[name=q]').fill(String(player.user_id));
    await p.locator('form button[type=submit]').first().click();
    await p.getByTestId('ops-players-table').getByRole('row').nth(1).waitFor();
  });
  await shoot(page, 'support-player', `/ops/support?player=${player.user_id}`);
  await shoot(page, 'approvals', '/ops/approvals', async (p) => {
    await p.getByTestId('ops-approvals-table').getByRole('button').first().click();
  });
  await shoot(page, 'dashboard', '/ops/dashboard', async (p) => {
    await p.getByTestId('ops-dashboard-charts').waitFor();
  });
  await shoot(page, 'catalogue', '/ops/catalogue');
  await shoot(page, 'catalogue-edit', '/ops/catalogue', async (p) => {
    await p.getByTestId('ops-catalogue-edit').first().click();
    await p.getByTestId('ops-catalogue-preview').locator('pre', { hasText: 'code' }).waitFor();
  });
  await shoot(page, 'operators', '/ops/operators');
  await shoot(page, 'operators-create', '/ops/operators', async (p) => {
    await p.getByTestId('ops-create-operator').click();
    await p.getByTestId('ops-create-operator-form').getByRole('button').first().click();
  });
  await shoot(page, 'audit', '/ops/audit', async (p) => {
    await p.getByTestId('ops-audit-table').getByRole('button').first().click();
  });
  await shoot(page, 'analytics', '/ops/analytics');
  // A support operator's first sign-in (enrolment, recovery codes) and a page their roles do not open.
  let i = 0;
  for (const width of WIDTHS) {
    for (const locale of LOCALES) await firstSignIn(browser, supports[i++] ?? '', locale, width);
  }
} finally {
  await browser.close();
}
