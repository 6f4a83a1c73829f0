import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { post, sessionHeaders } from '../../../../../test/helpers/sign-in';
import { type OpsSession, type OpsTestApp, opsCall } from './ops-test-app';

/** A player's wallet call (user_asset of one coin): its body code and, on success, the balance. */
export async function playerBalance(t: OpsTestApp, login: LoginResponse, coin: string) {
  const res = await post(t.app, '/wallet/user_asset', { coin }, sessionHeaders(login));
  return { code: res.body.code, balance: res.body.code === 0 ? (res.body.data.list[0].money_all as string) : '' };
}

export interface AdjustmentBody {
  user_id: number;
  coin: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

/** POST /ops/ledger/adjust with an Idempotency-Key (a new one unless given). */
export function adjust(t: OpsTestApp, operator: OpsSession, body: AdjustmentBody, key: string = randomUUID()) {
  return opsCall(t, { method: 'POST', path: '/ops/ledger/adjust' }, body, {
    session: operator,
    headers: { 'Idempotency-Key': key },
  });
}

export function decide(
  t: OpsTestApp,
  operator: OpsSession,
  id: number,
  decision: 'approve' | 'reject',
  reason = 'checked the ticket',
) {
  return opsCall(t, { method: 'POST', path: '/ops/approvals/decide' }, { id, decision, reason }, { session: operator });
}

/** Rows of the audit log with `action`, oldest first. */
export function auditOf(t: OpsTestApp, action: string) {
  return t.db.selectFrom('ops_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}
