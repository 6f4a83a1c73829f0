import { createHash } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { solveTask } from '@app/shared/analytics/proof-of-work';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { buildCasinoAuthTestApp, type CasinoAuthTestApp } from './helpers';

let serial = 400_000;

/** A candidate whose hash does not start with 4 zero bits: a wrong answer for sure. */
function wrongSolution(task: string): string {
  for (let i = 0; ; i++) {
    const candidate = `w${i.toString(36)}`;
    if (createHash('sha256').update(`${task}:${candidate}`).digest().readUInt8(0) >= 16) return candidate;
  }
}

/** The human check: a self-hosted proof of work per player and purpose, each solution counted once. */
describe('casino brand human check (report_trainee_recaptcha, report_recharge_recaptcha)', () => {
  let t: CasinoAuthTestApp;
  beforeAll(async () => {
    t = await buildCasinoAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const player = () => signInByPhone(t, `914${serial++}`);
  async function challenge(login: LoginResponse, purpose: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/casino/user/human_check_challenge?purpose=${purpose}`,
      headers: sessionHeaders(login),
    });
    expect(res.json()).toMatchObject({ code: 0, data: { purpose, difficulty: 4 } });
    const task = res.json().data.challenge as string;
    return { challenge: task, solution: (await solveTask(task)).solution };
  }
  const report = (login: LoginResponse, purpose: string, solved: object) =>
    post(t.app, `/casino/user/report_${purpose}_recaptcha`, solved, sessionHeaders(login));
  const status = async (login: LoginResponse) =>
    (
      await t.app.inject({ method: 'GET', url: '/casino/user/human_check_status', headers: sessionHeaders(login) })
    ).json();

  it('a solved trainee challenge records the pass with its expiry; recharge stays unpassed', async () => {
    const p = await player();
    expect((await status(p)).data.list).toEqual([
      { purpose: 'trainee', passed: false, expires_at: 0 },
      { purpose: 'recharge', passed: false, expires_at: 0 },
    ]);
    const res = await report(p, 'trainee', await challenge(p, 'trainee'));
    expect(res.body).toMatchObject({ code: 0, data: { purpose: 'trainee', passed: true } });
    const expiresAt = res.body.data.expires_at as number;
    expect(expiresAt - t.clock.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await status(p)).data.list).toEqual([
      { purpose: 'trainee', passed: true, expires_at: expiresAt },
      { purpose: 'recharge', passed: false, expires_at: 0 },
    ]);
  });

  it('a recharge pass lasts 15 minutes', async () => {
    const p = await player();
    const res = await report(p, 'recharge', await challenge(p, 'recharge'));
    expect(res.body.data.expires_at - t.clock.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await status(p)).data.list[1]).toMatchObject({ purpose: 'recharge', passed: false });
  });

  it('a solution is counted once: the replay is 1091', async () => {
    const p = await player();
    const solved = await challenge(p, 'trainee');
    expect((await report(p, 'trainee', solved)).body.code).toBe(0);
    expect((await report(p, 'trainee', solved)).body).toMatchObject({
      code: BodyCode.HUMAN_CHECK_FAILED,
      data: { reason: 'used before' },
    });
  });

  it('five reports of one solution at once: one passes', async () => {
    const p = await player();
    const solved = await challenge(p, 'recharge');
    const codes = (await Promise.all(Array.from({ length: 5 }, () => report(p, 'recharge', solved)))).map(
      (r) => r.body.code,
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.HUMAN_CHECK_FAILED)).toBe(true);
  });

  it('a challenge of another purpose or another player, a wrong solution or an old challenge is 1091 and records nothing', async () => {
    const p = await player();
    const q = await player();
    const forTrainee = await challenge(p, 'trainee');
    expect((await report(p, 'recharge', forTrainee)).body.code).toBe(BodyCode.HUMAN_CHECK_FAILED);
    expect((await report(q, 'trainee', forTrainee)).body.code).toBe(BodyCode.HUMAN_CHECK_FAILED);
    const wrong = await report(p, 'trainee', {
      challenge: forTrainee.challenge,
      solution: wrongSolution(forTrainee.challenge),
    });
    expect(wrong.body).toMatchObject({ code: BodyCode.HUMAN_CHECK_FAILED, data: { reason: 'wrong solution' } });
    expect((await status(p)).data.list[0].passed).toBe(false);
    const old = await challenge(q, 'trainee');
    t.clock.advance(11 * 60 * 1000);
    expect((await report(q, 'trainee', old)).body).toMatchObject({
      code: BodyCode.HUMAN_CHECK_FAILED,
      data: { reason: 'task expired' },
    });
    expect((await status(q)).data.list[0].passed).toBe(false);
  });

  it('needs a session (1004) and valid input (1001)', async () => {
    const signedOut = await post(
      t.app,
      '/casino/user/report_trainee_recaptcha',
      { challenge: 'x', solution: '1' },
      commonHeaders(),
    );
    expect(signedOut.body.code).toBe(BodyCode.SESSION_INVALID);
    const p = await player();
    expect((await report(p, 'trainee', { challenge: 'x', solution: 'NOT-BASE36' })).body).toMatchObject({
      code: BodyCode.INVALID_PARAMS,
      data: { field: 'solution' },
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/casino/user/human_check_challenge?purpose=login',
      headers: sessionHeaders(p),
    });
    expect(bad.json()).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'purpose' } });
  });
});
