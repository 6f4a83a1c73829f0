import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { OPS_PERMISSION_NAMES, OPS_PERMISSIONS, type OpsPermission } from '@app/shared/ops/permissions';
import type { OpsRole } from '@app/shared/ops/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import type { RegisteredOpsEndpoint } from '../ops-route';
import {
  buildOpsTestApp,
  type OpsSession,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  passwordStep,
  type SignedInOperator,
} from './helpers/ops-test-app';

/** Every row the console keeps: a refused call must leave all of them as they were. */
async function snapshot(t: OpsTestApp) {
  const rows = await Promise.all([
    t.db.selectFrom('ops_operator').selectAll().orderBy('id').execute(),
    t.db.selectFrom('ops_operator_role').selectAll().orderBy('operator_id').orderBy('role').execute(),
    t.db.selectFrom('ops_recovery_code').selectAll().orderBy('id').execute(),
    t.db.selectFrom('ops_audit_log').selectAll().orderBy('id').execute(),
    // last_used_at moves with every call that passed the session check; the rest must not.
    t.db.selectFrom('ops_session').select(['id', 'stage', 'ended_at']).orderBy('id').execute(),
    // What the console's support, queue, adjustments and catalogue calls change.
    t.db.selectFrom('ops_approval').selectAll().orderBy('id').execute(),
    t.db.selectFrom('ops_adjustment').selectAll().orderBy('id').execute(),
    t.db.selectFrom('app_user').select(['id', 'abnormal']).orderBy('id').execute(),
    t.db.selectFrom('user_session').select(['id', 'ended_at']).orderBy('id').execute(),
    t.db.selectFrom('ledger_tx').select('id').orderBy('id').execute(),
    t.db.selectFrom('product').selectAll().orderBy('id').execute(),
    t.db.selectFrom('game_tab_product').selectAll().orderBy('tab_id').orderBy('product_id').execute(),
  ]);
  return JSON.stringify(rows);
}

/** A role without `permission` (the owner holds them all). */
function roleLacking(permission: OpsPermission): OpsRole {
  const role = (['analyst', 'content', 'support', 'finance'] as const).find(
    (r) => !(OPS_PERMISSIONS[permission] as readonly string[]).includes(r),
  );
  if (!role) throw new Error(`every role holds ${permission}`);
  return role;
}

/**
 * Issue 11, "Bad input and attacks": every operator endpoint, as registered (the guard's own list, so an
 * endpoint added later is covered without touching this file), refused without a session, with a
 * player's session, with a role that lacks its permission and without the CSRF token, nothing changed.
 */
describe('every operator endpoint is guarded', () => {
  let t: OpsTestApp;
  let owner: SignedInOperator;
  let endpoints: RegisteredOpsEndpoint[];
  const byRole = new Map<OpsRole, SignedInOperator>();
  let player: LoginResponse;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    owner = await ownerSignedIn(t);
    for (const role of ['analyst', 'content', 'support', 'finance'] as const)
      byRole.set(role, await operatorWith(t, owner, [role]));
    endpoints = [...t.app.opsEndpoints];
    player = await signInByPhone(t, '912345678');
  });
  afterAll(async () => {
    await t.close();
  });

  it('the list covers the console and the analytics report', () => {
    const paths = endpoints.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ops/me',
        '/ops/operators/create',
        '/ops/audit',
        '/ops/analytics/report',
        '/ops/players',
        '/ops/players/flag',
        '/ops/approvals/decide',
        '/ops/ledger/adjust',
        '/ops/catalogues/update',
        '/ops/dashboard',
      ]),
    );
    for (const e of endpoints) expect(e.path.startsWith('/ops/')).toBe(true);
  });

  it('without a session: refused (1030), nothing changed', async () => {
    const before = await snapshot(t);
    for (const e of endpoints.filter((x) => x.access !== 'public')) {
      const res = await opsCall(t, e as never, {}, { headers: { 'X-CSRF-Token': owner.csrf } });
      expect([e.path, res.body.code]).toEqual([e.path, BodyCode.OPS_SESSION_INVALID]);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it("with a player's session (headers or cookie): refused (1030), nothing changed", async () => {
    const before = await snapshot(t);
    for (const e of endpoints.filter((x) => x.access !== 'public')) {
      const headers = { ...sessionHeaders(player), 'X-CSRF-Token': owner.csrf };
      const res = await opsCall(t, e as never, {}, { headers });
      expect([e.path, res.body.code]).toEqual([e.path, BodyCode.OPS_SESSION_INVALID]);
      const asCookie = await opsCall(
        t,
        e as never,
        {},
        { session: { cookie: player.user_secret_key, csrf: owner.csrf } },
      );
      expect([e.path, asCookie.body.code]).toEqual([e.path, BodyCode.OPS_SESSION_INVALID]);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('with a role that lacks the permission: refused (1032 naming it), nothing changed', async () => {
    const guarded = endpoints.filter((e) => typeof e.access === 'object');
    expect(new Set(guarded.map((e) => (e.access as { permission: string }).permission)).size).toBeGreaterThanOrEqual(3);
    const before = await snapshot(t);
    for (const e of guarded) {
      const permission = (e.access as { permission: OpsPermission }).permission;
      const operator = byRole.get(roleLacking(permission)) as OpsSession;
      const res = await opsCall(t, e as never, validInput(e.path), { session: operator });
      expect([e.path, res.body]).toMatchObject([
        e.path,
        { code: BodyCode.OPS_PERMISSION_DENIED, data: { permission } },
      ]);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('a state-changing call without the CSRF token, with a wrong one or from a foreign origin: refused (1033), nothing changed', async () => {
    const pending = await passwordStep(t, 'analyst-1@example.com', 'password-of-1-long').catch(() => undefined);
    const posts = endpoints.filter((e) => e.method === 'POST' && e.access !== 'public');
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const before = await snapshot(t);
    for (const e of posts) {
      const session = e.access === 'second-factor' && pending ? pending : owner;
      const without = await opsCall(t, e as never, validInput(e.path), { session, noCsrf: true });
      expect([e.path, without.body.code]).toEqual([e.path, BodyCode.OPS_CSRF_INVALID]);
      const wrong = await opsCall(t, e as never, validInput(e.path), {
        session: { cookie: session.cookie, csrf: 'x'.repeat(43) },
      });
      expect([e.path, wrong.body.code]).toEqual([e.path, BodyCode.OPS_CSRF_INVALID]);
      const foreign = await opsCall(t, e as never, validInput(e.path), {
        session,
        headers: { origin: 'https://evil.example' },
      });
      expect([e.path, foreign.body.code]).toEqual([e.path, BodyCode.OPS_CSRF_INVALID]);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('with the permission, the same calls pass (the guard is what refused them)', async () => {
    const list = await opsCall(t, { method: 'GET', path: '/ops/operators' }, {}, { session: owner });
    expect(list.body.code).toBe(0);
    const analyst = byRole.get('analyst') as OpsSession;
    expect(
      (await opsCall(t, { method: 'GET', path: '/ops/analytics/report' }, { days: 3 }, { session: analyst })).body.code,
    ).toBe(0);
  });

  it('every permission of the table is named by the me endpoint of the owner', async () => {
    const me = await opsCall(t, { method: 'GET', path: '/ops/me' }, {}, { session: owner });
    expect(me.body.data.permissions).toEqual(OPS_PERMISSION_NAMES);
  });

  it('CORS: the console origin gets credentials on /ops, a player origin does not; player routes never do', async () => {
    const preflight = (url: string, origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-csrf-token',
        },
      });
    const ok = await preflight('/ops/operators/create', 'http://127.0.0.1:3000');
    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/X-CSRF-Token/i);
    // The console's adjustments carry an Idempotency-Key: the browser sends it only if the preflight allows it.
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/i);
    const foreign = await preflight('/ops/operators/create', 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const playerRoute = await preflight('/user/regist', 'http://127.0.0.1:3000');
    expect(playerRoute.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(playerRoute.headers['access-control-allow-credentials']).toBeUndefined();
  });

  /** A body that would pass validation, so that only the guard can refuse it. */
  function validInput(path: string): object {
    const target = byRole.get('content') as SignedInOperator;
    const inputs: Record<string, object> = {
      '/ops/operators/create': {
        email: 'new-op@example.com',
        display_name: 'New',
        password: 'new-operator-password',
        roles: ['support'],
      },
      '/ops/operators/roles': { operator_id: target.id, roles: ['owner'] },
      '/ops/operators/unlock': { operator_id: target.id },
      '/ops/operators/disable': { operator_id: target.id, disabled: false },
      '/ops/operators/reset-totp': { operator_id: target.id },
      '/ops/auth/verify': { code: '123456' },
      '/ops/auth/enrol/confirm': { code: '123456' },
      '/ops/analytics/report': { days: 3 },
      '/ops/bonus/grant': { user_id: player.user_id, coin: 'WH', amount: '1', wager_multiple: 1, reason: 'guard test' },
      '/ops/players/flag': { user_id: player.user_id, abnormal: true, reason: 'guard test' },
      '/ops/players/sessions/end': { user_id: player.user_id, reason: 'guard test' },
      '/ops/approvals/decide': { id: 1, decision: 'approve', reason: 'guard test' },
      '/ops/ledger/adjust': {
        user_id: player.user_id,
        coin: 'KUSDT',
        direction: 'credit',
        amount: '1',
        reason: 'guard',
      },
      '/ops/catalogues/preview': { catalogue: 'home_products', item: {} },
      '/ops/catalogues/create': { catalogue: 'home_products', item: {} },
      '/ops/catalogues/update': { catalogue: 'home_products', id: 'tiger_slots', item: {} },
      '/ops/catalogues/disable': { catalogue: 'home_products', id: 'tiger_slots', disabled: true },
    };
    return inputs[path] ?? {};
  }
});
