import { execFileSync } from 'node:child_process';
import { OPS_CSRF_HEADER, OPS_SESSION_COOKIE } from '@app/shared/ops/ops-endpoint';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { API_URL, WEB_URL } from './auth-helpers';

/** The e2e API's database (playwright.config.ts E2E_DIR). */
const API_DB = `.tmp/e2e-${process.env.E2E_API_PORT ?? 18180}/api.db`;

/** A new owner made by `npm run ops:create-owner` on the e2e API's database (not signed in). */
export function createOwner(): { email: string; password: string } {
  const email = `owner-${Date.now()}@example.com`;
  const password = 'e2e-owner-password';
  execFileSync(
    'npx',
    ['tsx', 'apps/api/src/cli/ops-create-owner.ts', '--email', email, '--password', password, '--force'],
    {
      env: { ...process.env, SQLITE_PATH: API_DB },
      stdio: 'pipe',
    },
  );
  return { email, password };
}

/** Operator API calls as the console makes them (session cookie and CSRF token), failing on a non-zero code. */
export type OpsCaller = (path: string, data: object) => Promise<Record<string, unknown>>;

/**
 * A new owner made by `npm run ops:create-owner` on the e2e API's database, signed in through the API
 * (password, TOTP enrolment with a code made here): its calls, and its session cookie.
 */
export async function newOwnerCaller(request: APIRequestContext): Promise<{ call: OpsCaller; cookie: () => string }> {
  const { email, password } = createOwner();
  let cookie = '';
  let csrf = '';
  const call: OpsCaller = async (path, data) => {
    const res = await request.post(`${API_URL}${path}`, {
      data,
      headers: {
        ...(cookie ? { cookie: `${OPS_SESSION_COOKIE}=${cookie}` } : {}),
        ...(csrf ? { [OPS_CSRF_HEADER]: csrf } : {}),
      },
    });
    const body = (await res.json()) as { code: number; data: Record<string, unknown> };
    if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
    const set = new RegExp(`${OPS_SESSION_COOKIE}=([^;]+)`).exec(res.headers()['set-cookie'] ?? '');
    if (set?.[1]) cookie = set[1];
    // Each step of the sign-in that starts a session hands out that session's token.
    if (typeof body.data?.csrf_token === 'string') csrf = body.data.csrf_token;
    return body.data;
  };
  await call('/ops/auth/sign-in', { email, password });
  const { secret } = (await call('/ops/auth/enrol', {})) as { secret: string };
  await call('/ops/auth/enrol/confirm', { code: await generate({ secret }) });
  // The full session's token, as the console reads it (GET /ops/me).
  const me = await request.get(`${API_URL}/ops/me`, { headers: { cookie: `${OPS_SESSION_COOKIE}=${cookie}` } });
  csrf = ((await me.json()) as { data: { csrf_token: string } }).data.csrf_token;
  return { call, cookie: () => cookie };
}

/**
 * A new owner signed in through the API (newOwnerCaller), its session cookie put in the page's context
 * as the API sets it (HttpOnly, Secure, SameSite=Strict, Path=/, host 127.0.0.1).
 */
export async function signInAsNewOwner(page: Page): Promise<void> {
  const { cookie } = await newOwnerCaller(page.request);
  await page.context().addCookies([
    {
      name: OPS_SESSION_COOKIE,
      value: cookie(),
      domain: '127.0.0.1',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
}

/** The TOTP time step (RFC 6238, 30 s) a moment falls in. */
export const stepOf = (ms: number) => Math.floor(ms / 30_000);

/**
 * A code the API has not seen yet: it refuses the code of the step it last accepted (a replay inside
 * the window), so after one was used this waits for the next step.
 */
export async function freshCode(secret: string, usedStep: number | undefined): Promise<{ code: string; step: number }> {
  while (usedStep !== undefined && stepOf(Date.now()) <= usedStep) await new Promise((r) => setTimeout(r, 500));
  const step = stepOf(Date.now());
  return { code: await generate({ secret }), step };
}

export async function passwordStep(page: Page, email: string, password: string) {
  const form = page.getByTestId('ops-sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** First sign-in: enrol TOTP with the secret the page shows; answers it and the step of the code used. */
export async function enrol(page: Page): Promise<{ secret: string; step: number; codes: string[] }> {
  const secret = await page.getByTestId('ops-enrol-secret').getAttribute('data-secret');
  if (!secret) throw new Error('no secret on the enrolment page');
  await expect(page.getByTestId('ops-enrol-qr')).toBeVisible();
  const { code, step } = await freshCode(secret, undefined);
  await page.getByTestId('ops-enrol-form').getByLabel('Code from the app').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByTestId('ops-recovery-code');
  await expect(codes).toHaveCount(10);
  const shown = await codes.allTextContents();
  const proceed = page.getByTestId('ops-recovery-continue');
  await expect(proceed).toBeDisabled();
  await page.getByTestId('ops-recovery-saved').check();
  await proceed.click();
  return { secret, step, codes: shown };
}

export async function createOperator(page: Page, email: string, role: string) {
  await page.getByTestId('ops-create-operator').click();
  const form = page.getByTestId('ops-create-operator-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Name').fill(role);
  await form.getByLabel('Temporary password').fill('temporary-password-1');
  await form.getByLabel(role).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('ops-operators-table').getByRole('row', { name: new RegExp(email) })).toBeVisible();
}

/** An operator's first sign-in in a context of its own (a second browser): password, then TOTP enrolment. */
export async function firstSignIn(browser: Browser, email: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ baseURL: WEB_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/${locale}/ops/sign-in`);
  await passwordStep(page, email, 'temporary-password-1');
  await enrol(page);
  await expect(page.getByTestId('ops-operator-email')).toHaveText(email);
  return page;
}
