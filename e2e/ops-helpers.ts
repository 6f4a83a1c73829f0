import { execFileSync } from 'node:child_process';
import { OPS_CSRF_HEADER, OPS_SESSION_COOKIE } from '@app/shared/ops/ops-endpoint';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { API_URL } from './auth-helpers';

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

/**
 * A new owner made by `npm run ops:create-owner` on the e2e API's database, signed in through the API
 * (password, TOTP enrolment with a code made here), its session cookie put in the page's context as
 * the API sets it (HttpOnly, Secure, SameSite=Strict, Path=/, host 127.0.0.1).
 */
export async function signInAsNewOwner(page: Page): Promise<{ email: string }> {
  const { email, password } = createOwner();
  let cookie = '';
  let csrf = '';
  const call = async (path: string, data: object) => {
    const res = await page.request.post(`${API_URL}${path}`, {
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
    return body.data;
  };
  csrf = (await call('/ops/auth/sign-in', { email, password })).csrf_token as string;
  const { secret } = (await call('/ops/auth/enrol', {})) as { secret: string };
  await call('/ops/auth/enrol/confirm', { code: await generate({ secret }) });
  await page.context().addCookies([
    {
      name: OPS_SESSION_COOKIE,
      value: cookie,
      domain: '127.0.0.1',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
  return { email };
}
