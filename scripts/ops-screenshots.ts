/**
 * Screenshots of the operator console (issue 11) at 1280 and 375 px in en-US and vi-VN, into
 * docs/screenshots/ops/. Needs the API and the web app running as the e2e runs them (the API's database
 * at .tmp/e2e-<E2E_API_PORT>/api.db, OPS_CONSOLE_ORIGINS naming the web app):
 *   E2E_API_PORT=18270 E2E_WEB_PORT=18271 npx tsx scripts/ops-screenshots.ts
 * It makes a new owner (npm run ops:create-owner), two operators, and shows every screen.
 */
import { mkdirSync } from 'node:fs';
import { opsCreateOperator } from '@app/shared/ops/operator-contracts';
import { OPS_CSRF_HEADER } from '@app/shared/ops/ops-endpoint';
import { chromium, type Page } from '@playwright/test';
import { API_URL } from '../e2e/auth-helpers';
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
  for (const [name, role] of [
    ['Lan Support', 'support'],
    ['Minh Finance', 'finance'],
  ] as const) {
    const body = opsCreateOperator.request.parse({
      email: `${role}-${stamp}@example.com`,
      display_name: name,
      password: 'temporary-password-1',
      roles: [role],
    });
    await page.request.post(`${API_URL}${opsCreateOperator.path}`, {
      data: body,
      headers: { [OPS_CSRF_HEADER]: me.data.csrf_token },
    });
  }
  await shoot(page, 'start', '/ops');
  await shoot(page, 'operators', '/ops/operators');
  await shoot(page, 'operators-create', '/ops/operators', async (p) => {
    await p.getByTestId('ops-create-operator').click();
    await p.getByTestId('ops-create-operator-form').getByRole('button').first().click();
  });
  await shoot(page, 'audit', '/ops/audit', async (p) => {
    await p.getByTestId('ops-audit-table').getByRole('button').first().click();
  });
  await shoot(page, 'analytics', '/ops/analytics');
} finally {
  await browser.close();
}
