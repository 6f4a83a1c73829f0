import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';

let serial = 700_000;
const nextPhone = () => `918${serial++}`;
let keySerial = 0;
const newKey = () => `answers-key-${process.pid}-${keySerial++}`;

type Login = { user_id: number; user_secret_key: string };
type Coin = { coin: string; money_all: string | number; usdt_money_all: string | number; usdt_price: string };

/**
 * get_wallet_info answers are kept per user (wallet-info-answers.ts). Each test asks twice first, so
 * that the answer is kept, then changes what the answer depends on and expects the very next answer
 * to show it. `t.db` is a second connection, as another API process or an operator's shell would be.
 */
describe('get_wallet_info: a kept answer never outlives what it was made from', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const info = async (login: Login, strAmount: boolean) => {
    const res = await post(t.app, '/wallet/get_wallet_info', { str_amount: strAmount }, sessionHeaders(login));
    expect(res.body.code).toBe(0);
    return res.body.data as { coins: Coin[]; total_usdt: string | number; default_coin: string };
  };
  const coin = (data: { coins: Coin[] }, code: string) => data.coins.find((c) => c.coin === code) as Coin;
  const transfer = async (from: Login, to: Login, coinCode: string, amount: string) => {
    const sent = await post(
      t.app,
      '/wallet/offchain_transfer',
      { to_user_id: to.user_id, coin: coinCode, amount },
      { ...sessionHeaders(from), 'Idempotency-Key': newKey() },
    );
    expect(sent.body.code).toBe(0);
    return sent.body.data as { fee: string };
  };
  async function askedTwice(login: Login) {
    for (const strAmount of [true, false, true, false]) await info(login, strAmount);
  }

  it('answers both forms as they were written before answers were kept, each user their own', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    await askedTwice(alice);
    const strings = await info(alice, true);
    const numbers = await info(alice, false);
    expect(coin(strings, 'WH')).toMatchObject({ money_all: '1000', usdt_money_all: '10', usdt_price: '0.01' });
    expect(strings.total_usdt).toBe('15.3625');
    expect(coin(numbers, 'WH')).toMatchObject({ money_all: 1000, usdt_money_all: 10, usdt_price: '0.01' });
    expect(numbers.total_usdt).toBe(15.3625);
    expect(await info(bob, true)).toEqual(strings);
    await transfer(alice, bob, 'WH', '100');
    expect(coin(await info(alice, true), 'WH').money_all).toBe('899.9');
    expect(coin(await info(bob, false), 'WH').money_all).toBe(1100);
  });

  it('a transfer in this process shows in the next answer of both users, in both forms', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    await askedTwice(alice);
    await askedTwice(bob);
    const fee = Number((await transfer(alice, bob, 'KUSDT', '1')).fee);
    expect(coin(await info(alice, true), 'KUSDT').money_all).toBe(String(4 - fee));
    expect(coin(await info(alice, false), 'KUSDT').money_all).toBe(4 - fee);
    expect(coin(await info(bob, true), 'KUSDT').money_all).toBe('6');
    expect((await info(bob, false)).total_usdt).toBe(16.3625);
  });

  it('a balance changed by another process shows in the next answer', async () => {
    const login = await signInByPhone(t, nextPhone());
    await askedTwice(login);
    await t.db
      .updateTable('ledger_account')
      .set({ balance: 123_400 })
      .where('user_id', '=', login.user_id)
      .where('coin', '=', 'WH')
      .execute();
    expect(coin(await info(login, true), 'WH').money_all).toBe('1234');
    expect(coin(await info(login, false), 'WH').money_all).toBe(1234);
  });

  it('an operator’s new coin price, set in the database, shows in the next answer of every user', async () => {
    const alice = await signInByPhone(t, nextPhone());
    const bob = await signInByPhone(t, nextPhone());
    await askedTwice(alice);
    await askedTwice(bob);
    const before = await t.db
      .selectFrom('coin')
      .select('usdt_price_e12')
      .where('code', '=', 'HAPPY')
      .executeTakeFirst();
    await t.db.updateTable('coin').set({ usdt_price_e12: 200_000_000 }).where('code', '=', 'HAPPY').execute();
    try {
      for (const login of [alice, bob]) {
        // 500 HAPPY at 0.0002 instead of 0.0001.
        expect(coin(await info(login, true), 'HAPPY')).toMatchObject({ usdt_price: '0.0002', usdt_money_all: '0.1' });
        expect(coin(await info(login, false), 'HAPPY').usdt_money_all).toBe(0.1);
      }
    } finally {
      await t.db
        .updateTable('coin')
        .set({ usdt_price_e12: before?.usdt_price_e12 ?? 100_000_000 })
        .where('code', '=', 'HAPPY')
        .execute();
    }
  });
});
