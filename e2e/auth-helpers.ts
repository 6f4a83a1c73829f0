import { readFileSync } from 'node:fs';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { expect, type Page } from '@playwright/test';
import { DEV_BOT } from '../apps/api/src/modules/auth/auth.config';
import { buildSimulatorUrl, type MiniAppUser, signInitData } from '../scripts/miniapp-sim';

/** The servers playwright.config.ts starts (same ports and defaults). */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 18180}`;
export const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 13180}`;
const SMS_OUTBOX = `.tmp/e2e-${process.env.E2E_API_PORT ?? 18180}/sms-outbox.jsonl`;

export type Session = LoginResponse;

let nonceCounter = 0;

/** The common headers (spec 7.1) of a call made by the test itself, not by the page. */
export function commonHeaders(session?: { user_id: number; user_secret_key: string }): Record<string, string> {
  nonceCounter += 1;
  return {
    'content-type': 'application/json',
    'user-id': String(session?.user_id ?? 0),
    'user-secret-key': session?.user_secret_key ?? '',
    'xb-language': 'en-US',
    'country-code': 'ph',
    ts: String(Math.floor(Date.now() / 1000)),
    nonce: `e2e${nonceCounter}${Math.random().toString(36).slice(2, 8)}`.replace(/[^A-Za-z0-9]/g, 'x'),
    platform: 'h5',
    'app-ver': '1.0.0',
  };
}

/** One API call from the test: the whole envelope {code, msg, data}. */
export async function apiCall<T = unknown>(
  path: string,
  body: unknown,
  session?: { user_id: number; user_secret_key: string },
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: commonHeaders(session),
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

let messengerUserSeq = 0;

/** A messenger user unique to this run (ids far from anything seeded). */
export function newMessengerUser(): MiniAppUser {
  messengerUserSeq += 1;
  const id = 700_000_000 + (Date.now() % 10_000_000) * 10 + messengerUserSeq;
  return { id, first_name: 'E2E', username: `e2e_${id}`, language_code: 'en' };
}

/** Init data for the user, signed by the development bot the API accepts by default. */
export function initDataFor(user: MiniAppUser): string {
  return signInitData({ botToken: DEV_BOT.token, user });
}

export function simulatorUrl(user: MiniAppUser, options: { locale?: string; version?: string } = {}): string {
  return buildSimulatorUrl({
    botToken: DEV_BOT.token,
    user,
    base: WEB_URL,
    locale: options.locale ?? 'en-US',
    version: options.version,
  });
}

export const BOT_NAME = DEV_BOT.name;

/** A fresh session made through the API (messenger sign-in: cheap, and not limited like SMS codes). */
export async function newSession(user: MiniAppUser = newMessengerUser()): Promise<Session> {
  const answer = await apiCall<Session>('/tg/xw_register_or_login', {
    bot_name: DEV_BOT.name,
    init_data: initDataFor(user),
  });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** A national number unique to this run (Vietnam, +84, 9 digits). */
export function newPhone(): string {
  return `9${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** The last one-time code the API "sent" to this phone (E.164), read from the SMS outbox file. */
export async function lastCodeFor(phoneE164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        let text = '';
        try {
          text = readFileSync(SMS_OUTBOX, 'utf8');
        } catch {
          return undefined;
        }
        const lines = text.trim().split('\n').filter(Boolean);
        const messages = lines.map((line) => JSON.parse(line) as { phone: string; code: string });
        code = messages.filter((m) => m.phone === phoneE164).at(-1)?.code;
        return code;
      },
      { message: `an SMS to ${phoneE164} in ${SMS_OUTBOX}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A user signed in by phone (Vietnam, +84): one code through the SMS outbox. */
export async function newPhoneSession(): Promise<Session> {
  const phone = newPhone();
  const sent = await apiCall('/user/send_otp_via_phone', { country_code: '+84', phone, purpose: 'login' });
  expect(sent.code, sent.msg).toBe(0);
  const code = await lastCodeFor(`+84${phone}`);
  const answer = await apiCall<Session>('/user/register_or_login_by_phone', { country_code: '+84', phone, code });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** Puts a session in local storage before the page's own scripts run (an earlier visit's sign-in). */
export async function storeSession(page: Page, session: Pick<Session, 'user_id' | 'user_secret_key' | 'username'>) {
  await page.addInitScript((s) => {
    if (window.sessionStorage.getItem('e2e_seeded')) return;
    window.sessionStorage.setItem('e2e_seeded', '1');
    window.localStorage.setItem('user_id', String(s.user_id));
    window.localStorage.setItem('user_secret_key', s.user_secret_key);
    window.localStorage.setItem('username', s.username);
    window.localStorage.setItem('login_type', 'login_v2');
  }, session);
}

/** The stored session values of the page. */
export function storedValues(page: Page) {
  return page.evaluate(() => ({
    userId: window.localStorage.getItem('user_id'),
    secretKey: window.localStorage.getItem('user_secret_key'),
    username: window.localStorage.getItem('username'),
    loginType: window.localStorage.getItem('login_type'),
  }));
}

/** Answers the next matching call (once) with HTTP 200 and this body code, like the API would. */
export async function answerOnceWithCode(page: Page, path: string, code: number, msg = 'test') {
  await page.route(
    `**${path}`,
    (route) =>
      route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        json: { code, msg, data: null },
      }),
    { times: 1 },
  );
}
