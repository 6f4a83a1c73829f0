import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { DAY, stakeTestAppOfFile } from './stake-app';

const LOCK = '/api/stake/lock';
const UNLOCK = '/api/stake/unlock';
const KTHER_UNIT = 100_000_000n;

/** KTHER locks (issue 17 item 3): a wallet hold for a term, given back once at its end. */
describe('stake locks', () => {
  const t = stakeTestAppOfFile();

  const lock = (login: LoginResponse, amount: string, days = 30) => t.call(login, LOCK, { amount, days });
  const lockCount = () => t.count('stake_lock');

  it('holds the KTHER for the term, lists the lock, and gives it back once when the term is over', async () => {
    const p = await t.player();
    const before = await t.balance(p.user_id, 'KTHER');
    const made = await lock(p, '250.5', 30);
    expect(made.code).toBe(0);
    expect(made.data).toMatchObject({ amount: '250.5', days: 30, apr_bps: 500, state: 'locked', unlocked_at: null });
    expect(before - (await t.balance(p.user_id, 'KTHER'))).toBe(25_050_000_000n);

    const mine = await t.get(p, '/api/stake/my');
    expect(mine.data).toMatchObject({ coin: 'KTHER', locked: '250.5', available: '749.5' });
    expect(mine.data.options).toEqual([
      { days: 30, apr_bps: 500 },
      { days: 90, apr_bps: 800 },
      { days: 180, apr_bps: 1200 },
    ]);

    const early = await t.call(p, UNLOCK, { lock_id: made.data.id });
    expect(early.code).toBe(BodyCode.STAKE_LOCK_NOT_DUE);
    expect(await t.balance(p.user_id, 'KTHER')).toBe(before - 25_050_000_000n);

    t.clock.advance(30 * DAY + 1000);
    const back = await t.call(p, UNLOCK, { lock_id: made.data.id });
    expect(back.code).toBe(0);
    expect(back.data.state).toBe('unlocked');
    expect(await t.balance(p.user_id, 'KTHER')).toBe(before);
    const again = await t.call(p, UNLOCK, { lock_id: made.data.id });
    expect(again.code).toBe(BodyCode.STAKE_LOCK_UNLOCKED);
    // The unlock job finds it done: nothing comes back twice (the close jobs pay the staking rewards).
    await t.runJobs();
    expect(await t.balance(p.user_id, 'KTHER')).toBe(before + (await t.rewardsOf(p.user_id)));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('unlocks by itself at the term (the unlock job)', async () => {
    const p = await t.player();
    const before = await t.balance(p.user_id, 'KTHER');
    const made = await lock(p, '10', 30);
    expect(made.code).toBe(0);
    t.clock.advance(30 * DAY + 1000);
    await t.runJobs();
    expect(await t.balance(p.user_id, 'KTHER')).toBe(before + (await t.rewardsOf(p.user_id)));
    const mine = await t.get(p, '/api/stake/my');
    expect(mine.data.locks[0]).toMatchObject({ id: made.data.id, state: 'unlocked' });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const p = await t.player();
    const before = await t.balance(p.user_id, 'KTHER');
    const locks = await lockCount();
    const zero = await lock(p, '0');
    expect(zero.code).toBe(BodyCode.INVALID_PARAMS);
    expect(zero.data).toMatchObject({ field: 'amount' });
    const negative = await lock(p, '-5');
    expect(negative.code).toBe(BodyCode.INVALID_PARAMS);
    const tooFine = await lock(p, '0.000000001');
    expect(tooFine.code).toBe(BodyCode.INVALID_PARAMS);
    const beyond = await lock(p, '1000.00000001');
    expect(beyond.code).toBe(BodyCode.BALANCE_LACK);
    const period = await lock(p, '1', 45);
    expect(period.code).toBe(BodyCode.INVALID_PARAMS);
    expect(period.data).toMatchObject({ field: 'days' });
    const stranger = await t.call(p, UNLOCK, { lock_id: 999_999 });
    expect(stranger.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect(await t.balance(p.user_id, 'KTHER')).toBe(before);
    expect(await lockCount()).toBe(locks);
  });

  it('does not unlock another player’s lock', async () => {
    const owner = await t.player();
    const other = await t.player();
    const made = await lock(owner, '1', 30);
    t.clock.advance(30 * DAY + 1000);
    const res = await t.call(other, UNLOCK, { lock_id: made.data.id });
    expect(res.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
  });

  it('lets 40 concurrent locks on one account hold exactly what the balance allows, then audits clean', async () => {
    const p = await t.player();
    const before = await t.balance(p.user_id, 'KTHER');
    expect(before).toBe(1000n * KTHER_UNIT);
    // 40 locks of 30 KTHER against 1000: 33 fit, 7 must be refused.
    const results = await Promise.all(Array.from({ length: 40 }, () => lock(p, '30', 90)));
    const ok = results.filter((r) => r.code === 0).length;
    const short = results.filter((r) => r.code === BodyCode.BALANCE_LACK).length;
    expect(ok).toBe(33);
    expect(short).toBe(7);
    expect(await t.balance(p.user_id, 'KTHER')).toBe(before - 33n * 30n * KTHER_UNIT);
    const held = await t.db
      .selectFrom('stake_lock')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', p.user_id)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(33);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
