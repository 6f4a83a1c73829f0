import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_DIR, PAYMENT_URL } from '../playwright.config';
import { apiCall, type Session, WEB_URL } from './auth-helpers';
import { apiGet } from './casino-helpers';

/** The sandbox provider's knobs (POST /test/settings, snake_case). */
export async function sandboxSettings(patch: Record<string, unknown>) {
  const res = await fetch(`${PAYMENT_URL}/test/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
  expect(res.status).toBe(200);
}

/** Saves a MoMo payout account through the API (the account screen has its own test). */
export async function saveMomoAccount(session: Session, number: string, holder = 'Nguyen Van A') {
  const answer = await apiCall<{ account_id: string }>(
    '/casino/lucky_bear/payout_account/add',
    { channel: 'momo', country: 'vn', number, holder_name: holder },
    session,
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.account_id;
}

/** The player's orders as the API answers them. */
export async function ordersOf(session: Session) {
  const answer = await apiGet<{ list: { order_id: string; type: string; status: string }[] }>(
    '/casino/lucky_bear/my_orders?page=1&size=50',
    session,
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list;
}

/** `npm run ledger:check` against the e2e API's database: clean, or the test fails with its report. */
export function ledgerCheck(): string {
  return execFileSync('npx', ['tsx', 'apps/api/src/cli/ledger-check.ts'], {
    env: { ...process.env, NODE_ENV: 'test', SQLITE_PATH: `${E2E_DIR}/api.db`, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/** Recharges `amount` dong through MoMo from /vi-VN/win/money to the sandbox's checkout page. */
export async function startMomoRecharge(page: Page, amount: string) {
  await page.goto('/vi-VN/win/money');
  await page.getByTestId('money-recharge').click();
  await page.getByTestId('recharge-channel-momo').click();
  await page.getByTestId('recharge-amount').fill(amount);
  await page.getByTestId('recharge-submit').click();
  await expect(page).toHaveURL(new RegExp(`^${PAYMENT_URL}/checkout/`), { timeout: 15_000 });
}

/** A recharge made and paid through the API and the sandbox's checkout form (no browser): funds a player. */
export async function fundByRecharge(session: Session, amount: string) {
  const made = await apiCall<{ order: { order_id: string }; checkout_url: string }>(
    '/casino/lucky_bear/recharge',
    { channel: 'momo', amount, country: 'vn', return_url: `${WEB_URL}/vi-VN/user/orders?from=checkout` },
    session,
  );
  expect(made.code, made.msg).toBe(0);
  const paid = await fetch(made.data.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await expect
    .poll(async () => (await orderOf(session, made.data.order.order_id)).status, { timeout: 15_000 })
    .toBe('paid');
}

/** One of the player's orders as the API answers it. */
export async function orderOf(session: Session, orderId: string) {
  const answer = await apiGet<{ status: string; review: string }>(
    `/casino/lucky_bear/order_detail?order_id=${orderId}`,
    session,
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** Saves a Vietcombank account for the player (banks pay out above MoMo's 10,000,000 dong): its id. */
export async function addBankAccount(session: Session): Promise<string> {
  const account = await apiCall<{ account_id: string }>(
    '/casino/lucky_bear/payout_account/add',
    { channel: 'bank', country: 'vn', number: '0123456789', holder_name: 'Pham Thi D', bank_code: 'VCB' },
    session,
  );
  expect(account.code, account.msg).toBe(0);
  return account.data.account_id;
}
