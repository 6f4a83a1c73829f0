import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByPhone } from '../../../../test/helpers/sign-in';
import { auditOf } from './helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from './helpers/ops-test-app';

const SEARCH = { method: 'GET', path: '/ops/players' } as const;
const RECORD = { method: 'GET', path: '/ops/players/record' } as const;
const LEDGER = { method: 'GET', path: '/ops/players/ledger' } as const;

const parsed = (json: string | null) => (json === null ? null : JSON.parse(json));

/** Issue 11: support access to personal data is traceable: who looked at whom, with what query. */
describe('support reads are audited', () => {
  let t: OpsTestApp;
  let owner: SignedInOperator;
  let support: SignedInOperator;
  let player: LoginResponse;
  beforeAll(async () => {
    t = await buildOpsTestApp();
    owner = await ownerSignedIn(t);
    support = await operatorWith(t, owner, ['support']);
    player = await signInByPhone(t, '923456791');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a search records the operator, the query and the players it showed', async () => {
    const q = String(player.user_id);
    const res = await opsCall(t, SEARCH, { q }, { session: support, ip: '10.9.8.7' });
    expect(res.body.code).toBe(0);
    const [entry] = (await auditOf(t, 'user.search')).slice(-1);
    expect(entry).toMatchObject({ operator_id: support.id, target: 'user:search', ip: '10.9.8.7' });
    expect(parsed(entry?.after_json ?? null)).toEqual({
      q,
      page: 1,
      total: 1,
      user_ids: [player.user_id],
    });
  });

  it("opening a player's record and ledger records who looked at whom", async () => {
    expect((await opsCall(t, RECORD, { user_id: player.user_id }, { session: support })).body.code).toBe(0);
    const [view] = (await auditOf(t, 'user.view')).slice(-1);
    expect(view).toMatchObject({ operator_id: support.id, target: `user:${player.user_id}` });

    expect((await opsCall(t, LEDGER, { user_id: player.user_id }, { session: support })).body.code).toBe(0);
    const [ledger] = (await auditOf(t, 'user.view_ledger')).slice(-1);
    expect(ledger).toMatchObject({ operator_id: support.id, target: `user:${player.user_id}` });
  });

  it('a refused read (no such player, no permission) records nothing', async () => {
    const before = await t.db.selectFrom('ops_audit_log').select('id').execute();
    const missing = await opsCall(t, RECORD, { user_id: 2_000_000_000 }, { session: support });
    expect(missing.body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    const analyst = await operatorWith(t, owner, ['analyst']);
    const afterCreate = await t.db.selectFrom('ops_audit_log').select('id').execute();
    const denied = await opsCall(t, SEARCH, { q: 'x' }, { session: analyst });
    expect(denied.body.code).toBe(BodyCode.OPS_PERMISSION_DENIED);
    expect(await t.db.selectFrom('ops_audit_log').select('id').execute()).toEqual(afterCreate);
    // Only the analyst's creation and sign-in were recorded since, not the refused reads.
    expect(afterCreate.length).toBeGreaterThan(before.length);
    expect((await auditOf(t, 'user.view')).map((e) => e.target)).not.toContain('user:2000000000');
  });
});
