import { randomUUID } from 'node:crypto';
import { BodyCode, formatUnits } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { sessionHeaders } from '../../../../../test/helpers/sign-in';

/**
 * Wallet calls over real HTTP for the ledger's load tests (ledger-concurrency, ledger-crash): plain
 * fetch (Node's global dispatcher keeps connections alive), answers tallied by body code.
 */

export type Login = Pick<LoginResponse, 'user_id' | 'user_secret_key'>;

export interface Answer {
  /** HTTP status; 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: the data of several different answers, read field by field
  data: any;
}

/** POSTs JSON and reads the envelope; a network failure is an answer of status 0, never a throw. */
export async function postJson(
  base: string,
  path: string,
  body: object,
  headers: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    try {
      const envelope = JSON.parse(text) as { code: number; msg: string; data: unknown };
      return { status: res.status, code: envelope.code, msg: envelope.msg, data: envelope.data };
    } catch {
      return { status: res.status, code: -1, msg: text.slice(0, 300), data: null };
    }
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return { status: 0, code: -1, msg: String(cause ?? error), data: null };
  }
}

/** Headers of a money-moving call: the session's and a fresh (or given) Idempotency-Key. */
export function moneyHeaders(login: Login, key: string = randomUUID()): Record<string, string> {
  return { ...sessionHeaders(login), 'Idempotency-Key': key };
}

export interface TransferBody {
  to_user_id: number;
  coin: CoinName;
  amount: string;
}

export function transferCall(base: string, login: Login, body: TransferBody, key: string = randomUUID()) {
  return postJson(base, '/wallet/offchain_transfer', body, moneyHeaders(login, key));
}

/** A swap the way the app does it: ask for a quote, then swap at the quoted rate. */
export async function quoteThenSwap(
  base: string,
  login: Login,
  body: { from_coin: CoinName; to_coin: CoinName; amount: string },
): Promise<{ quote: Answer; swap?: Answer }> {
  const quote = await postJson(base, '/wallet/offchain_swap', { ...body, query_fee: true }, sessionHeaders(login));
  if (quote.status !== 200 || quote.code !== 0) return { quote };
  const swap = await postJson(
    base,
    '/wallet/offchain_swap',
    { ...body, quoted_rate: String(quote.data.rate) },
    moneyHeaders(login),
  );
  return { quote, swap };
}

/** Body codes a money call may answer under load without anything being wrong. */
export const EXPECTED_MONEY_CODES: readonly number[] = [
  0,
  BodyCode.BALANCE_LACK,
  BodyCode.RATE_MOVED,
  BodyCode.LIQUIDITY_LACK,
];

/** An unhandled error: HTTP 5xx, or a database conflict that leaked into the message. */
export function isUnhandled(answer: Answer): boolean {
  return answer.status >= 500 || /SQLITE_BUSY|deadlock|serializ/i.test(answer.msg);
}

/** Answers counted by call and body code ("transfer 0", "swap 1014", "transfer no answer"). */
export class AnswerTally {
  readonly counts: Record<string, number> = {};
  readonly unhandled: Answer[] = [];
  readonly unexpected: Answer[] = [];

  record(call: string, answer: Answer): void {
    const key = `${call} ${answer.status === 0 ? 'no answer' : answer.code}`;
    this.counts[key] = (this.counts[key] ?? 0) + 1;
    if (isUnhandled(answer)) this.unhandled.push(answer);
    else if (answer.status !== 200 || !EXPECTED_MONEY_CODES.includes(answer.code)) this.unexpected.push(answer);
  }

  count(key: string): number {
    return this.counts[key] ?? 0;
  }

  /** The counts sorted by key, for the log. */
  sorted(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.counts).sort(([a], [b]) => (a < b ? -1 : 1)));
  }
}

/** Runs `clients` loops at once; each calls `next` until it answers false. */
export async function runClients(clients: number, next: (client: number) => Promise<boolean>): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (await next(client)) {
        // next() did one operation.
      }
    }),
  );
}

export function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/** A random amount of `coin` between `min` and `max` base units, as the wire's decimal string. */
export function randomAmount(coin: CoinName, min: number, max: number): string {
  return formatUnits(BigInt(randomInt(min, max)), COINS[coin].decimals);
}
