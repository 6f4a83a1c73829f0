import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseUnits } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToCompletion, type ServerProcess } from '../../../../../../bench/proc';
import { ApiProcesses, REPO_ROOT } from '../../../../test/helpers/api-processes';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { ledgerRepository } from '../ledger.repository';
import {
  type Answer,
  type Login,
  pick,
  postJson,
  randomAmount,
  runClients,
  type TransferBody,
  transferCall,
} from './helpers/wallet-http';
import {
  auditBreaches,
  coinTotals,
  countLedgerTx,
  type LedgerAccountRow,
  ledgerAccounts,
  negativeBalances,
  show,
} from './helpers/wallet-ledger';

/**
 * The ledger survives a crash (issue 5): the API runs as a real process, several clients send
 * transfers, and the process is killed with SIGKILL while requests are in flight. Restarted on the
 * same database, the ledger passes its audit (npm run ledger:check), every transfer answered with code
 * 0 before the kill is in the database, totals are unchanged, and retrying the unanswered requests with
 * their Idempotency-Key executes each of them at most once. Three rounds of load, kill and restart.
 */

const USERS = 8;
const CLIENTS = 16;
/** Accepted transfers before each kill. */
const KILL_AFTER = 200;
/** Kill and restart this many times: each kill lands at another moment of the server's work. */
const ROUNDS = 3;
const COINS_MOVED: readonly CoinName[] = ['WH', 'KTHER'];

interface SentTransfer {
  key: string;
  from: number;
  body: TransferBody;
  answer?: Answer;
}

describe('the ledger after the API process is killed mid-load', () => {
  let api: ApiProcesses;

  /** Sign-in codes go to a file; demo funding and the welcome bonus (WH:1000, KTHER:25, ...), whatever this shell has set. */
  const serverEnv = (): Record<string, string | undefined> => ({
    SMS_SENDER: 'file',
    SMS_OUTBOX_PATH: path.join(api.dir, 'sms.jsonl'),
    SEED_DEMO_DATA: '1',
    WALLET_SIGNUP_BONUS: undefined,
    TRUST_PROXY: undefined,
  });
  /**
   * Round `round`'s server: on SQLite, rounds 1 and 3 run transfers in the write worker and round 2 in the
   * API thread's commit queue (db/write-worker.ts, WALLET_SQLITE_WRITE_WORKER), so each path is killed
   * mid-load and each restart reads what the other path wrote.
   */
  const startApi = (name: string, round: number): Promise<ServerProcess> =>
    api.start(name, { env: { ...serverEnv(), WALLET_SQLITE_WRITE_WORKER: round % 2 === 1 ? 'on' : 'off' } });

  /** The code the file SMS sender wrote for `phone` (E.164), the last one. */
  function codeFromOutbox(phone: string): string {
    const lines = fs.readFileSync(path.join(api.dir, 'sms.jsonl'), 'utf8').split('\n').filter(Boolean);
    const messages = lines.map((line) => JSON.parse(line) as { phone: string; code: string });
    const code = messages.filter((m) => m.phone === phone).at(-1)?.code;
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }

  async function signIn(base: string, phone: string): Promise<LoginResponse> {
    const body = { country_code: '+84', phone };
    const sent = await postJson(base, '/user/send_otp_via_phone', body, commonHeaders());
    if (sent.code !== 0) throw new Error(`send_otp failed: ${show(sent)}`);
    const code = codeFromOutbox(`+84${phone}`);
    const login = await postJson(base, '/user/register_or_login_by_phone', { ...body, code }, commonHeaders());
    if (login.code !== 0) throw new Error(`sign-in failed: ${show(login)}`);
    return login.data as LoginResponse;
  }

  beforeAll(async () => {
    api = await ApiProcesses.create('ledger-crash');
  });
  afterAll(async () => {
    await api?.close();
  }, 60_000);

  /** Transfers from CLIENTS clients until KILL_AFTER are accepted, then SIGKILL with requests in flight. */
  async function loadUntilKilled(server: ServerProcess, users: { id: number; login: Login }[]) {
    const batch: SentTransfer[] = [];
    let accepted = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    /** An answer that did not come although the process was not killed yet (it died on its own?). */
    let lostBeforeKill: Answer | undefined;
    const child = server.child;
    const exited =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await runClients(CLIENTS, async () => {
      if (inFlightAtKill >= 0 || lostBeforeKill) return false;
      const from = pick(users);
      let to = pick(users);
      while (to.id === from.id) to = pick(users);
      const coin = pick(COINS_MOVED);
      // One in 30 asks for more than anyone has: BALANCE_LACK, which must roll back cleanly too.
      const amount = Math.random() < 1 / 30 ? '1000000' : randomAmount(coin, 1, coin === 'WH' ? 500 : 5_000_000);
      const transfer: SentTransfer = { key: randomUUID(), from: from.id, body: { to_user_id: to.id, coin, amount } };
      batch.push(transfer);
      inFlight++;
      transfer.answer = await transferCall(server.url, from.login, transfer.body, transfer.key);
      inFlight--;
      if (transfer.answer.status === 0 && inFlightAtKill < 0) lostBeforeKill = transfer.answer;
      if (transfer.answer.code === 0 && ++accepted >= KILL_AFTER && inFlightAtKill < 0) {
        inFlightAtKill = inFlight;
        child.kill('SIGKILL');
      }
      return inFlightAtKill < 0 && !lostBeforeKill;
    });
    child.kill('SIGKILL'); // a no-op after the kill above; ends the process if the load stopped otherwise
    await exited;
    expect(lostBeforeKill, `${server.name}: ${server.output()}`).toBeUndefined();
    expect(child.signalCode).toBe('SIGKILL');
    return { batch, inFlightAtKill };
  }

  it('keeps every answered transfer and a sound ledger across SIGKILL and restart, three times', async () => {
    let server = await startApi('api', 1);
    const users: { id: number; login: Login }[] = [];
    for (let i = 0; i < USERS; i++) {
      const login = await signIn(server.url, `92${String(i).padStart(7, '0')}`);
      users.push({ id: login.user_id, login });
    }
    const sender = new Map(users.map((u) => [u.id, u.login]));
    const db = api.db();
    const ids = users.map((u) => u.id);
    /** What transfers move money between: the users and the fees accounts. */
    const moved = (rows: LedgerAccountRow[]) =>
      coinTotals(rows.filter((r) => (r.userId !== null && ids.includes(r.userId)) || r.systemName === 'fees'));
    const before = await ledgerAccounts(db);
    /** Every transfer sent, over all rounds, with its last answer. */
    const sent: SentTransfer[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const acceptedBefore = sent.filter((s) => s.answer?.code === 0).length;
      const { batch, inFlightAtKill } = await loadUntilKilled(server, users);
      sent.push(...batch);
      const answered = batch.filter((s) => s.answer?.status !== 0);
      const unanswered = batch.filter((s) => s.answer?.status === 0);
      const ok = answered.filter((s) => s.answer?.code === 0);
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
      // Before the kill every answer was an acceptance or a clean refusal (no HTTP 500).
      const unclean = answered.filter((s) => s.answer?.status !== 200 || ![0, 1014].includes(s.answer.code));
      expect(unclean.map((s) => s.answer)).toEqual([]);

      // ---- restart on the same database ----
      server = await startApi(`api after SIGKILL ${round}`, round + 1);
      if (round === ROUNDS) await runToCompletion('npm', ['run', 'ledger:check'], REPO_ROOT, api.env(0, serverEnv()));
      expect(await auditBreaches(db)).toEqual([]);

      // Every transfer answered with code 0 is in the ledger, as answered.
      // Answers carry the transactions' public ids; the ledger's own keys are looked up by them.
      const publicIds = ok.map((s) => String(s.answer?.data.tx_id));
      expect(new Set(publicIds).size).toBe(ok.length);
      const stored = await db
        .selectFrom('ledger_tx')
        .select(['id', 'public_id', 'kind', 'user_id', 'counterparty_user_id'])
        .where('public_id', 'in', publicIds)
        .execute();
      const byPublicId = new Map(stored.map((r) => [r.public_id, r]));
      const entries = await ledgerRepository.entriesOfTxs(
        db,
        stored.map((r) => Number(r.id)),
      );
      const missing = ok.filter((s) => {
        const tx = byPublicId.get(String(s.answer?.data.tx_id));
        const txId = Number(tx?.id);
        const units = parseUnits(s.body.amount, COINS[s.body.coin].decimals);
        const received = entries.find((e) => e.txId === txId && e.userId === s.body.to_user_id && e.role === 'main');
        return (
          tx?.kind !== 'transfer' ||
          Number(tx.user_id) !== s.from ||
          Number(tx.counterparty_user_id) !== s.body.to_user_id ||
          received?.amount !== units ||
          received.coin !== s.body.coin
        );
      });
      expect(missing.map((s) => s.answer?.data)).toEqual([]);
      // Besides them, at most the unanswered ones committed (those the kill caught after their commit).
      const transfers = (await countLedgerTx(db, 'transfer')) - acceptedBefore;
      console.log(
        `ledger crash round ${round} (${api.database.database.kind}${api.database.database.kind === 'sqlite' ? (round % 2 === 1 ? ', write worker' : ', API thread') : ''}): ` +
          `${batch.length} transfers sent, ${ok.length} accepted, ` +
          `${answered.length - ok.length} refused, ${unanswered.length} unanswered ` +
          `(${transfers - ok.length} of them committed); ${inFlightAtKill} in flight at SIGKILL`,
      );
      expect(transfers).toBeGreaterThanOrEqual(ok.length);
      expect(transfers).toBeLessThanOrEqual(ok.length + unanswered.length);
      const afterCrash = await ledgerAccounts(db);
      expect(coinTotals(afterCrash)).toEqual(coinTotals(before));
      expect(moved(afterCrash)).toEqual(moved(before));
      expect(negativeBalances(afterCrash)).toEqual([]);

      // The clients retry what got no answer, with the same Idempotency-Key: what committed before the
      // kill is replayed, the rest runs now. Each accepted key is then exactly one transaction.
      for (const s of unanswered) {
        s.answer = await transferCall(server.url, sender.get(s.from) as Login, s.body, s.key);
        expect([0, 1014], show(s.answer)).toContain(s.answer.code);
      }
      const acceptedKeys = sent.filter((s) => s.answer?.code === 0);
      expect(await countLedgerTx(db, 'transfer')).toBe(acceptedKeys.length);
      expect(new Set(acceptedKeys.map((s) => s.answer?.data.tx_id)).size).toBe(acceptedKeys.length);
      const afterRetry = await ledgerAccounts(db);
      expect(coinTotals(afterRetry)).toEqual(coinTotals(before));
      expect(moved(afterRetry)).toEqual(moved(before));
      expect(await auditBreaches(db)).toEqual([]);
    }
  }, 300_000);
});
