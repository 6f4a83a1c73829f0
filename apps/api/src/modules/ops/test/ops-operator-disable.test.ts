import { BodyCode } from '@app/shared';
import { opsListAudit } from '@app/shared/ops/audit-contracts';
import { opsMe } from '@app/shared/ops/auth-contracts';
import { opsSetOperatorDisabled, opsSetOperatorRoles } from '@app/shared/ops/operator-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOpsTestApp,
  cookieOf,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from './helpers/ops-test-app';

const signIn = (t: OpsTestApp, who: SignedInOperator) =>
  opsCall(t, { method: 'POST', path: '/ops/auth/sign-in' }, { email: who.email, password: who.password });

/** Issue 11: an owner disables an operator (sessions end, sign-in refused) and enables them again. */
describe('disabling an operator', () => {
  let t: OpsTestApp;
  let owner: SignedInOperator;
  beforeAll(async () => {
    t = await buildOpsTestApp();
    owner = await ownerSignedIn(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("ends the operator's sessions at once and refuses their sign-in with 1037, audited before/after", async () => {
    const support = await operatorWith(t, owner, ['support']);
    expect((await opsCall(t, opsMe, {}, { session: support })).body.code).toBe(0);

    const res = await opsCall(
      t,
      opsSetOperatorDisabled,
      { operator_id: support.id, disabled: true },
      { session: owner },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.disabled_at).toEqual(expect.any(Number));

    expect((await opsCall(t, opsMe, {}, { session: support })).body.code).toBe(BodyCode.OPS_SESSION_INVALID);
    const refused = await signIn(t, support);
    expect(refused.body.code).toBe(BodyCode.OPS_ACCOUNT_DISABLED);
    expect(refused.body.msg).toMatch(/disabled/);
    expect(cookieOf(refused.setCookie)).toBe('');

    const log = await opsCall(t, opsListAudit, { action: 'operator.disable' }, { session: owner });
    expect(log.body.data.entries[0]).toMatchObject({
      operator_id: owner.id,
      target: `operator:${support.id}`,
      before: { disabled_at: null },
      after: { disabled_at: expect.any(Number) },
    });
  });

  it('a wrong password of a disabled operator is still just a wrong password', async () => {
    const analyst = await operatorWith(t, owner, ['analyst']);
    await opsCall(t, opsSetOperatorDisabled, { operator_id: analyst.id, disabled: true }, { session: owner });
    const wrong = await signIn(t, { ...analyst, password: 'not-the-password' });
    expect(wrong.body.code).toBe(BodyCode.AUTH_FAILED);
  });

  it('enabled again, the operator signs in; the enabling is audited', async () => {
    const finance = await operatorWith(t, owner, ['finance']);
    await opsCall(t, opsSetOperatorDisabled, { operator_id: finance.id, disabled: true }, { session: owner });
    const enabled = await opsCall(
      t,
      opsSetOperatorDisabled,
      { operator_id: finance.id, disabled: false },
      { session: owner },
    );
    expect(enabled.body.data.disabled_at).toBeNull();
    expect((await signIn(t, finance)).body.code).toBe(0);
    const log = await opsCall(t, opsListAudit, { action: 'operator.enable' }, { session: owner });
    expect(log.body.data.entries[0]).toMatchObject({ target: `operator:${finance.id}`, after: { disabled_at: null } });
  });

  it('never oneself; a disabled owner does not count as the owner the console keeps; nothing changes', async () => {
    const rows = () => t.db.selectFrom('ops_operator').select(['id', 'disabled_at']).orderBy('id').execute();
    const audits = () => t.db.selectFrom('ops_audit_log').select('id').execute();
    const self = await opsCall(
      t,
      opsSetOperatorDisabled,
      { operator_id: owner.id, disabled: true },
      { session: owner },
    );
    expect(self.body).toMatchObject({ code: BodyCode.CONFLICT, data: { field: 'operator_id' } });

    const second = await operatorWith(t, owner, ['owner']);
    const ok = await opsCall(t, opsSetOperatorDisabled, { operator_id: owner.id, disabled: true }, { session: second });
    expect(ok.body.code).toBe(0);
    const [rowsBefore, auditsBefore] = [await rows(), await audits()];
    // The second owner is now the last active one: it keeps the owner role though the first still holds it.
    const drop = await opsCall(
      t,
      opsSetOperatorRoles,
      { operator_id: second.id, roles: ['support'] },
      { session: second },
    );
    expect(drop.body).toMatchObject({ code: BodyCode.CONFLICT, data: { field: 'roles' } });
    const selfAgain = await opsCall(
      t,
      opsSetOperatorDisabled,
      { operator_id: second.id, disabled: true },
      { session: second },
    );
    expect(selfAgain.body.code).toBe(BodyCode.CONFLICT);
    expect(await rows()).toEqual(rowsBefore);
    expect(await audits()).toHaveLength(auditsBefore.length);
    expect((await opsCall(t, opsMe, {}, { session: owner })).body.code).toBe(BodyCode.OPS_SESSION_INVALID);
  });
});
