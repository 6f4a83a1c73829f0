import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import { stakeTestAppOfFile } from '../../stake/test/stake-app';

/**
 * The stake's badges from real stake events (issue 18 item 5): a KTHER lock made through
 * /api/stake/lock (staker), and a dividend paid by the pool's close job (shareholder).
 */
describe('honor: staker and shareholder', () => {
  const t = stakeTestAppOfFile();
  const badge = async (p: LoginResponse, id: string) =>
    (await t.get(p, '/honor/mine')).data.list.find((b: { id: string }) => b.id === id);

  it('awards the staker badge for a lock, and the shareholder badge once its dividend is paid', async () => {
    const p = await t.player();
    expect(await badge(p, 'staker')).toMatchObject({ tier: 0, count: 0 });
    expect((await t.call(p, '/api/stake/lock', { amount: '300', days: 30 })).code).toBe(0);
    expect(await badge(p, 'staker')).toMatchObject({ tier: 1, count: 1, next_goal: 5 });
    expect(await badge(p, 'shareholder')).toMatchObject({ tier: 0, count: 0 });

    // The period's revenue share: fees arrive, the period ends, the close job pays the dividend.
    const period = t.periods.periodOf(t.clock.now());
    await t.addFees('KUSDT', 10_000_000n);
    t.clock.advance(t.periods.bounds(period).end - t.clock.now() + 1000);
    await t.runJobs();
    const paid = await t.db
      .selectFrom('dividend_payout')
      .select('status')
      .where('user_id', '=', p.user_id)
      .executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    const shareholder = await badge(p, 'shareholder');
    expect(shareholder).toMatchObject({ tier: 1, count: 1, next_goal: 10 });
    expect(String(shareholder.earned[0].earned_at)).toMatch(/^\d{10}$/);
  });
});
