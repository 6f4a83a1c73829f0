import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../db/transaction';
import { postTransaction, systemAccount, toUnits, userAccount } from '../../wallet';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildPostbackTestApp, type PostbackTestApp, sendPostback } from './helpers/postback-test-app';

/**
 * The negative-balance rule through postbacks: a chargeback after the player spent the reward takes
 * back what is there and records the rest as owed; the next offer reward in that coin repays it first.
 */
describe('a chargeback of a spent reward', () => {
  let t: PostbackTestApp;
  let player: LoginResponse;

  beforeAll(async () => {
    t = await buildPostbackTestApp();
    player = await t.player();
  });
  afterAll(() => t?.close());

  /** The player spends `units` KC (a payment to the rewards account stands for any spending). */
  async function spend(units: bigint) {
    await writeTransaction(t.db, (trx) =>
      postTransaction(
        trx,
        {
          kind: 'credit',
          reason: 'test_spend',
          reference: `spend:${units}`,
          userId: player.user_id,
          counterpartyUserId: null,
        },
        [
          { account: userAccount(player.user_id, 'KC'), amount: -units },
          { account: systemAccount('rewards', 'KC'), amount: units },
        ],
        Date.now(),
      ),
    );
  }

  it('takes back the balance, owes the rest, and repays it from the next reward', async () => {
    const user = String(player.user_id);
    const first = await t.offer({ network: 'ayet', coin: 'KC', reward_units: 1_000 });
    const firstClick = await t.click(player.user_id, first);
    const base = await t.balance(player.user_id, 'KC');
    expect(
      (await sendPostback(t, 'ayet', { clickId: firstClick, userId: user, offerId: first, conversionId: 'kc-1' }))
        .status,
    ).toBe(200);
    await spend(base + 700n);
    expect(await t.balance(player.user_id, 'KC')).toBe(300n);

    const back = await sendPostback(t, 'ayet', {
      clickId: firstClick,
      userId: user,
      offerId: first,
      conversionId: 'kc-1',
      reversal: true,
    });
    expect(back).toEqual({ status: 200, body: 'OK' });
    expect(await t.balance(player.user_id, 'KC')).toBe(0n);
    const owed = await t.db
      .selectFrom('offer_clawback')
      .select(['owed_units', 'remaining_units'])
      .where('user_id', '=', player.user_id)
      .execute();
    expect(owed.map((o) => [toUnits(o.owed_units), toUnits(o.remaining_units)])).toEqual([[700n, 700n]]);

    const second = await t.offer({ network: 'prodege', coin: 'KC', reward_units: 1_000 });
    const secondClick = await t.click(player.user_id, second);
    expect(
      (await sendPostback(t, 'prodege', { clickId: secondClick, userId: user, offerId: second, conversionId: 'kc-2' }))
        .status,
    ).toBe(200);
    // 1,000 paid, 700 of it repaid at once: both legs on the books.
    expect(await t.balance(player.user_id, 'KC')).toBe(300n);
    const [left] = await t.db
      .selectFrom('offer_clawback')
      .select('remaining_units')
      .where('user_id', '=', player.user_id)
      .execute();
    expect(toUnits(left?.remaining_units ?? 1n)).toBe(0n);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
