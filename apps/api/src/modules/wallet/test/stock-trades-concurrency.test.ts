import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, signInByPhone } from '../../../../test/helpers/sign-in';
import { type Answer, type Login, moneyHeaders, postJson } from './helpers/wallet-http';
import { auditBreaches, countLedgerTx, ledgerAccounts } from './helpers/wallet-ledger';

/**
 * The stock drawers (issue 17 item 2, docs/market-stock.md) buy and sell through offchain_swap: a buy is
 * an exact-input swap KUSDT -> coin at the quoted rate with one Idempotency-Key per confirmation. Here one
 * player's KUSDT is the hot account: 40 buys of 0.2 KUSDT arrive at once against 5 KUSDT, each sent
 * twice with its key (a retry racing the first call). Exactly 25 are paid, once each; the others are
 * refused (1014) with nothing moved; the balances are exact and the ledger audit is clean.
 */

const BUYS = 40;
const BUY = '0.2';
const PAID_UNITS = 200_000n; // 0.2 KUSDT at 6 decimals
/** 0.2 KUSDT less its 30 bps fee (0.0006), at 80 KTHER per KUSDT, in KTHER base units (8 decimals). */
const KTHER_PER_BUY = 1_595_200_000n;

describe('stock buys on one hot KUSDT balance', () => {
  let t: AuthTestApp;
  let base: string;
  let player: Login;

  beforeAll(async () => {
    t = await buildAuthTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    player = await signInByPhone(t, '930000001');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const balanceOf = async (coin: string) =>
    (await ledgerAccounts(t.db, [player.user_id])).find((a) => a.coin === coin && a.userId === player.user_id)
      ?.balance ?? 0n;

  it('pays each accepted buy exactly once, refuses the rest without trace, keeps the audit clean', async () => {
    const quote = await postJson(
      base,
      '/wallet/offchain_swap',
      { from_coin: 'KUSDT', to_coin: 'KTHER', amount: BUY, query_fee: true },
      moneyHeaders(player),
    );
    expect(quote.data).toMatchObject({ rate: '80', fee: '0.0006', amount_out: '15.952' });
    const kusdtBefore = await balanceOf('KUSDT');
    const ktherBefore = await balanceOf('KTHER');
    expect(kusdtBefore).toBe(5_000_000n);
    const swapsBefore = await countLedgerTx(t.db, 'swap');

    const body = { from_coin: 'KUSDT', to_coin: 'KTHER', amount: BUY, quoted_rate: quote.data.rate };
    const keys = Array.from({ length: BUYS }, () => randomUUID());
    // Every key twice, all at once: the retry races its first call.
    const answers: { key: string; answer: Answer }[] = await Promise.all(
      [...keys, ...keys].map(async (key) => ({
        key,
        answer: await postJson(base, '/wallet/offchain_swap', body, moneyHeaders(player, key)),
      })),
    );

    for (const { answer } of answers) expect([0, 1014], JSON.stringify(answer)).toContain(answer.code);
    const byKey = new Map<string, Answer[]>();
    for (const { key, answer } of answers) byKey.set(key, [...(byKey.get(key) ?? []), answer]);
    // The two calls of a key answer alike: the same transaction, or the same refusal.
    for (const [, pair] of byKey) {
      expect(pair[0]?.code).toBe(pair[1]?.code);
      expect(pair[0]?.data?.tx_id).toBe(pair[1]?.data?.tx_id);
    }
    const paidKeys = [...byKey.values()].filter((pair) => pair[0]?.code === 0);
    const paid = BigInt(paidKeys.length);
    expect(paid).toBe(kusdtBefore / PAID_UNITS);
    expect(new Set(paidKeys.map((pair) => pair[0]?.data.tx_id)).size).toBe(paidKeys.length);
    expect(await countLedgerTx(t.db, 'swap')).toBe(swapsBefore + paidKeys.length);
    expect(await balanceOf('KUSDT')).toBe(kusdtBefore - paid * PAID_UNITS);
    expect(await balanceOf('KTHER')).toBe(ktherBefore + paid * KTHER_PER_BUY);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 120_000);
});
