import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll } from 'vitest';
import type { DevPaymentProvider } from '../../../../../../../scripts/dev-payment-provider';
import type { SandboxSettings } from '../../../../../../../scripts/payment-sandbox/settings';
import { freshAddress, post, sessionHeaders, signInByPhone } from '../../../../../test/helpers/sign-in';
import type { ServiceOverrides } from '../../../../compose';
import { buildOpsTestApp, type OpsTestApp } from '../../../ops/test/helpers/ops-test-app';
import { checkout, startTestSandbox } from './sandbox';

export const WEB_ORIGIN = 'https://app.test';
export const RETURN_URL = `${WEB_ORIGIN}/vi-VN/user/orders?from=checkout`;

/** An envelope as the tests read it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the data of many different answers field by field
type Answer = { code: number; msg: string; data: any };

export interface PaymentsTestApp extends OpsTestApp {
  sandbox: DevPaymentProvider;
  /** The API's own address (it listens: the sandbox delivers webhooks to it, the job runner polls). */
  url: string;
  player(): Promise<LoginResponse>;
  get(login: LoginResponse, url: string): Promise<Answer>;
  call(login: LoginResponse, path: string, body: object): Promise<Answer>;
  /** The player's available WH (get_wallet_info's money_all), as a decimal string. */
  wh(login: LoginResponse): Promise<string>;
  /** Waits (bounded) until the order has one of `statuses`; answers the order. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the order field by field
  settled(login: LoginResponse, orderId: string, statuses?: string[]): Promise<any>;
  /** Pays, fails or abandons a recharge's checkout as the payer would. */
  pay(checkoutUrl: string, action: 'pay' | 'fail' | 'abandon'): Promise<void>;
}

let serial = 0;

/**
 * The API listening on 127.0.0.1 with the job runner polling every 50 ms, and the sandbox provider
 * (a real HTTP server) sending its signed webhooks to it: the whole money path, as in production.
 */
export async function buildPaymentsTestApp(
  env: Record<string, string> = {},
  sandboxSettings: Partial<SandboxSettings> = {},
  services: ServiceOverrides = {},
): Promise<PaymentsTestApp> {
  const sandbox = await startTestSandbox(sandboxSettings);
  const t = await buildOpsTestApp(
    { PAYMENT_PROVIDER_URL: sandbox.url, JOBS_POLL_MS: '50', CORS_ORIGINS: WEB_ORIGIN, ...env },
    services,
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  sandbox.settings.webhookUrl = `${url}/provider/payments/webhook`;
  const get = async (login: LoginResponse, path: string) =>
    (await t.app.inject({ method: 'GET', url: path, headers: sessionHeaders(login) })).json();
  // Each call from an address of its own: the money calls' per-address budget (30 a minute) is not
  // what these tests are about (signed-paths-other-platforms.test.ts tests it).
  const call = async (login: LoginResponse, path: string, body: object) =>
    (await post(t.app, path, body, sessionHeaders(login), freshAddress())).body;
  return {
    ...t,
    sandbox,
    url,
    player: () =>
      signInByPhone(t, `9346${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    get,
    call,
    async wh(login) {
      return String((await call(login, '/wallet/user_asset', { coin: 'WH' })).data.list[0].money_all);
    },
    async settled(login, orderId, statuses = ['paid', 'failed', 'expired', 'refunded']) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const order = (await get(login, `/casino/lucky_bear/order_detail?order_id=${orderId}`)).data;
        if (statuses.includes(order.status) || Date.now() > deadline) return order;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async pay(checkoutUrl, action) {
      const res = await checkout(sandbox, checkoutUrl.split('/').pop() as string, action);
      if (res.status !== 303) throw new Error(`checkout answered ${res.status}`);
    },
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}

/** A clock that runs with real time and can be moved ahead (the payments' and the job runner's, in tests). */
export function movableClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

/**
 * The test file's app: built before its tests (beforeAll, with the arguments of buildPaymentsTestApp)
 * and closed after them. The answer is filled in by then, so a describe block uses it directly; a
 * later beforeAll of the file (signing an operator in) runs once it is built.
 */
export function paymentsTestAppOfFile(...args: Parameters<typeof buildPaymentsTestApp>): PaymentsTestApp {
  const t = {} as PaymentsTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildPaymentsTestApp(...args));
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
