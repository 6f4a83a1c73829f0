import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  freshAddress,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { auditLedger } from '../ledger-audit';

let serial = 500_000;
const nextPhone = () => `917${serial++}`;
let keySerial = 0;
const newKey = () => `test-key-${process.pid}-${keySerial++}`;

describe('wallet calls (spec 7.6) over the ledger', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  type Login = { user_id: number; user_secret_key: string };
  const call = (url: string, body: object, login: Login, key?: string) =>
    post(t.app, url, body, { ...sessionHeaders(login), ...(key ? { 'Idempotency-Key': key } : {}) });
  const balanceOf = async (login: Login, coin: string) => {
    const res = await call('/wallet/user_asset', { coin }, login);
    return res.body.data.list[0].money_all as string;
  };
  const transfer = (from: Login, to: Login, coin: string, amount: string, key = newKey()) =>
    call('/wallet/offchain_transfer', { to_user_id: to.user_id, coin, amount }, from, key);

  it('a new user holds the welcome bonus; get_wallet_info answers strings with str_amount, numbers without', async () => {
    const login = await signInByPhone(t, nextPhone());
    const strings = await call('/wallet/get_wallet_info', { str_amount: true }, login);
    expect(strings.body.code).toBe(0);
    const wh = strings.body.data.coins.find((c: { coin: string }) => c.coin === 'WH');
    expect(wh).toMatchObject({ money_all: '1000', usdt_money_all: '10', coin_logo: '/coins/wh.svg', decimals: 2 });
    // 1000 WH x 0.01 + 25 KTHER x 0.0125 + 500 HAPPY x 0.0001 + 5 KUSDT x 1
    expect(strings.body.data.total_usdt).toBe('15.3625');
    expect(strings.body.data.default_coin).toBe('WH');
    const numbers = await call('/wallet/get_wallet_info', {}, login);
    expect(numbers.body.data.total_usdt).toBe(15.3625);
    expect((await call('/wallet/total_asset_in_usdt', {}, login)).body.data).toEqual({ total_usdt: '15.3625' });
  });

  it('wallet calls need a session', async () => {
    expect((await post(t.app, '/wallet/get_wallet_info', {}, commonHeaders())).body.code).toBe(
      BodyCode.SESSION_INVALID,
    );
  });

  it('transfers to another user: fee query, transfer, both balances and both histories', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    const quote = await call(
      '/wallet/offchain_transfer',
      { to_user_id: bob.user_id, coin: 'WH', amount: '100', query_fee: true },
      alice,
    );
    expect(quote.body.data).toMatchObject({
      amount: '100',
      fee: '0.1',
      total: '100.1',
      tx_id: '',
      to_username: bob.username,
    });
    expect(await balanceOf(alice, 'WH')).toBe('1000');
    const sent = await transfer(alice, bob, 'WH', '100');
    expect(sent.body.code).toBe(0);
    // An opaque ULID, not the ledger's sequential key (issue 20).
    expect(sent.body.data.tx_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await balanceOf(alice, 'WH')).toBe('899.9');
    expect(await balanceOf(bob, 'WH')).toBe('1100');

    const aliceHistory = (await call('/wallet/offchain_history', { coin: 'WH' }, alice)).body.data.list;
    expect(aliceHistory.slice(0, 2).map((e: { kind: string; amount: string }) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ['transfer_out', '-100'],
        ['fee', '-0.1'],
      ]),
    );
    const bobTransfers = (await call('/wallet/transfer_history', {}, bob)).body.data.list;
    expect(bobTransfers[0]).toMatchObject({
      direction: 'in',
      coin: 'WH',
      amount: '100',
      fee: '0.1',
      counterparty_user_id: alice.user_id,
    });
    const aliceTransfers = (await call('/wallet/transfer_history', {}, alice)).body.data.list;
    expect(aliceTransfers[0]).toMatchObject({
      direction: 'out',
      counterparty_user_id: bob.user_id,
      counterparty_username: bob.username,
    });
  });

  it('a transfer beyond the balance answers 1014 naming the coin and changes nothing', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    const res = await transfer(alice, bob, 'WH', '1000');
    expect(res.body).toMatchObject({ code: BodyCode.BALANCE_LACK, data: { coin: 'WH' } });
    expect(await balanceOf(alice, 'WH')).toBe('1000');
    expect(await balanceOf(bob, 'WH')).toBe('1000');
  });

  it.each([
    [
      'to oneself',
      (a: Login) => ({ to_user_id: a.user_id, coin: 'WH', amount: '1' }),
      'to_user_id',
      BodyCode.INVALID_PARAMS,
    ],
    [
      'to nobody',
      () => ({ to_user_id: 99_999_999, coin: 'WH', amount: '1' }),
      'to_user_id',
      BodyCode.RESOURCE_NOT_FOUND,
    ],
    [
      'with too many decimals',
      (_a: Login, b: Login) => ({ to_user_id: b.user_id, coin: 'WH', amount: '1.001' }),
      'amount',
      BodyCode.INVALID_PARAMS,
    ],
    [
      'of zero',
      (_a: Login, b: Login) => ({ to_user_id: b.user_id, coin: 'WH', amount: '0' }),
      'amount',
      BodyCode.INVALID_PARAMS,
    ],
    [
      'of an unknown coin',
      (_a: Login, b: Login) => ({ to_user_id: b.user_id, coin: 'BTC', amount: '1' }),
      'coin',
      BodyCode.INVALID_PARAMS,
    ],
  ])('refuses a transfer %s, naming the field', async (_name, body, field, code) => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    const res = await call('/wallet/offchain_transfer', body(alice, bob), alice, newKey());
    expect(res.body).toMatchObject({ code, data: { field } });
  });

  it('a transfer needs an Idempotency-Key', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    const res = await call('/wallet/offchain_transfer', { to_user_id: bob.user_id, coin: 'WH', amount: '1' }, alice);
    expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'Idempotency-Key' } });
  });

  it('a transfer without a bound phone answers 1012', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/user/regist',
      headers: { ...commonHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=nophone_w&password=correct-horse',
      remoteAddress: freshAddress(),
    });
    const login = form.json().data.login;
    const bob = await signInByPhone(t, nextPhone());
    expect((await transfer(login, bob, 'WH', '1')).body.code).toBe(BodyCode.PHONE_BINDING_REQUIRED);
  });

  it('the same Idempotency-Key replays the first answer; with another body it is a conflict', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    const key = newKey();
    const first = await transfer(alice, bob, 'WH', '10', key);
    const again = await transfer(alice, bob, 'WH', '10', key);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(alice, 'WH')).toBe('989.99');
    expect((await transfer(alice, bob, 'WH', '11', key)).body.code).toBe(BodyCode.IDEMPOTENCY_CONFLICT);
  });

  it('one Idempotency-Key sent 50 times in a row and 50 times at once makes exactly one transaction each', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    const countTransfers = async () =>
      (
        await t.db
          .selectFrom('ledger_tx')
          .select('id')
          .where('kind', '=', 'transfer')
          .where('user_id', '=', alice.user_id)
          .execute()
      ).length;

    const sequential = newKey();
    const answers: string[] = [];
    for (let i = 0; i < 50; i++) answers.push(JSON.stringify((await transfer(alice, bob, 'WH', '1', sequential)).body));
    expect(new Set(answers).size).toBe(1);
    expect(await countTransfers()).toBe(1);

    const concurrent = newKey();
    const bodies = await Promise.all(Array.from({ length: 50 }, () => transfer(alice, bob, 'WH', '2', concurrent)));
    expect(bodies.every((b) => b.body.code === 0)).toBe(true);
    expect(new Set(bodies.map((b) => b.body.data.tx_id)).size).toBe(1);
    expect(await countTransfers()).toBe(2);
    // 1000 - (1 + 0.01 fee) - (2 + 0.01 fee): the minimum fee is one base unit
    expect(await balanceOf(alice, 'WH')).toBe('996.98');
  });

  it('swaps at the quoted rate: quote, swap, balances, history', async () => {
    const login = await signInByPhone(t, nextPhone());
    const quote = await call(
      '/wallet/offchain_swap',
      { from_coin: 'WH', to_coin: 'KUSDT', amount: '100', query_fee: true },
      login,
    );
    // 100 WH = 1 USDT; fee 0.3 % of 100 WH = 0.3 WH; 99.7 WH -> 0.997 KUSDT at rate 0.01
    expect(quote.body.data).toMatchObject({
      fee: '0.3',
      rate: '0.01',
      amount_out: '0.997',
      fee_rate_bps: 30,
      tx_id: '',
    });
    const swap = await call(
      '/wallet/offchain_swap',
      { from_coin: 'WH', to_coin: 'KUSDT', amount: '100', quoted_rate: quote.body.data.rate },
      login,
      newKey(),
    );
    expect(swap.body.data).toMatchObject({ amount_out: '0.997' });
    expect(await balanceOf(login, 'WH')).toBe('900');
    expect(await balanceOf(login, 'KUSDT')).toBe('5.997');
    const kinds = (await call('/wallet/offchain_history', {}, login)).body.data.list.map(
      (e: { kind: string }) => e.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['swap_out', 'swap_in', 'fee']));
  });

  it('a swap whose rate moved beyond the tolerance answers 1015 and changes nothing', async () => {
    const login = await signInByPhone(t, nextPhone());
    const quote = await call(
      '/wallet/offchain_swap',
      { from_coin: 'KTHER', to_coin: 'WH', amount: '1', query_fee: true },
      login,
    );
    await t.db.updateTable('coin').set({ usdt_price_e12: 13_000_000_000 }).where('code', '=', 'KTHER').execute();
    try {
      const res = await call(
        '/wallet/offchain_swap',
        { from_coin: 'KTHER', to_coin: 'WH', amount: '1', quoted_rate: quote.body.data.rate },
        login,
        newKey(),
      );
      expect(res.body).toMatchObject({ code: BodyCode.RATE_MOVED, data: { quoted_rate: '1.25', current_rate: '1.3' } });
      expect(await balanceOf(login, 'KTHER')).toBe('25');
      const tolerant = await call(
        '/wallet/offchain_swap',
        { from_coin: 'KTHER', to_coin: 'WH', amount: '1', quoted_rate: quote.body.data.rate, max_slippage_bps: 500 },
        login,
        newKey(),
      );
      expect(tolerant.body.code).toBe(0);
    } finally {
      await t.db.updateTable('coin').set({ usdt_price_e12: 12_500_000_000 }).where('code', '=', 'KTHER').execute();
    }
  });

  it.each([
    ['the same coin', { from_coin: 'WH', to_coin: 'WH', amount: '1', query_fee: true }, 'to_coin'],
    [
      'an amount too small for the fee',
      { from_coin: 'WH', to_coin: 'KUSDT', amount: '0.01', query_fee: true },
      'amount',
    ],
    ['no quoted rate', { from_coin: 'WH', to_coin: 'KUSDT', amount: '1' }, 'quoted_rate'],
  ])('refuses a swap of %s', async (_name, body, field) => {
    const login = await signInByPhone(t, nextPhone());
    const res = await call('/wallet/offchain_swap', body, login, newKey());
    expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field } });
  });

  it('history pages with a cursor, newest first, without gaps or repeats', async () => {
    const login = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    for (let i = 0; i < 4; i++) await transfer(login, bob, 'HAPPY', String(i + 1));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(
        '/wallet/offchain_history',
        { coin: 'HAPPY', limit: 3, ...(cursor ? { cursor } : {}) },
        login,
      );
      seen.push(...page.body.data.list.map((e: { entry_id: string }) => e.entry_id));
      cursor = page.body.data.next_cursor || undefined;
    } while (cursor);
    // 1 welcome credit + 4 transfers x (amount + fee)
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));
  });

  it('addresses: chain list, token info, and a Solana address checked in its format', async () => {
    const login = await signInByPhone(t, nextPhone());
    const chains = (await call('/wallet/get_chain_list', {}, login)).body.data.list;
    expect(chains.map((c: { chain: string }) => c.chain)).toEqual(['ethereum', 'bsc', 'solana', 'ton', 'tron']);
    const token = (await call('/wallet/get_token_info', { coin: 'KTHER' }, login)).body.data;
    expect(token).toMatchObject({ coin: 'KTHER', token: 'xgt', decimals: 8, usdt_price: '0.0125' });
    const bad = await call('/wallet/update_wallet_addr_sol', { wallet_addr_sol: '0'.repeat(40) }, login);
    expect(bad.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'wallet_addr_sol' } });
    const good = 'So11111111111111111111111111111111111111112';
    expect((await call('/wallet/update_wallet_addr_sol', { wallet_addr_sol: good }, login)).body.data).toEqual({
      wallet_addr_sol: good,
    });
    const addrs = (await call('/wallet/get_all_wallet_addr', {}, login)).body.data.list;
    expect(addrs).toEqual([{ wallet_addr: '', wallet_addr_sol: good, invalid: false }]);
  });

  it('after all of the above the ledger audit finds no breach', async () => {
    const checks = await auditLedger(t.db);
    expect(checks.filter((c) => c.breaches > 0)).toEqual([]);
  });

  it('entries are immutable in the database itself', async () => {
    await expect(t.db.updateTable('ledger_entry').set({ amount: 0 }).execute()).rejects.toThrow(/immutable/);
    await expect(t.db.deleteFrom('ledger_entry').execute()).rejects.toThrow(/immutable/);
  });

  it('the audit finds a cached balance that no longer matches its entries', async () => {
    const login = await signInByPhone(t, nextPhone());
    const account = await t.db
      .selectFrom('ledger_account')
      .select('id')
      .where('user_id', '=', login.user_id)
      .where('coin', '=', 'WH')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('ledger_account').set({ balance: 999_999 }).where('id', '=', account.id).execute();
    const broken = (await auditLedger(t.db)).find((c) => c.name === 'cached balances equal the replayed entries');
    expect(broken?.breaches).toBe(1);
    await t.db.updateTable('ledger_account').set({ balance: 100_000 }).where('id', '=', account.id).execute();
  });
});
