import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

export interface OpsOperatorTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  display_name: string;
  /** scrypt, as the players' (auth's hashPassword). */
  password_hash: string;
  /** AES-256-GCM of the base32 TOTP secret (lib/secret-box.ts, purpose ops-totp); null before enrolment starts. */
  totp_secret_enc: string | null;
  /** 1 once the first code confirmed the enrolment. */
  totp_enabled: Generated<number>;
  /** The last TOTP time step accepted: a code of this step or an older one is a replay. */
  totp_last_step: Generated<Ms>;
  /** Consecutive failed sign-ins since the last success or lock. */
  failed_attempts: Generated<number>;
  /** Unix ms; 0 when not locked. */
  locked_until: Generated<Ms>;
  created_at: Ms;
  /** Unix ms an owner disabled the operator (sign-in refused, sessions ended); null when not disabled. */
  disabled_at: Ms | null;
}

export interface OpsOperatorRoleTable {
  operator_id: number;
  role: string;
}

export interface OpsRecoveryCodeTable {
  id: Generated<number>;
  operator_id: number;
  /** sha256 hex of the normalised code. */
  code_hash: string;
  used_at: Ms | null;
}

export interface OpsSessionTable {
  id: Generated<number>;
  operator_id: number;
  /** sha256 hex of the cookie's token; the token itself is never stored. */
  token_hash: string;
  /** 'enrol' or 'totp' while the second factor is pending, then 'active'. */
  stage: string;
  created_at: Ms;
  last_used_at: Ms;
  /** The absolute end (sign-in + OPS_SESSION_MAX_HOURS; a pending session's is short). */
  expires_at: Ms;
  ended_at: Ms | null;
  ip: string;
}

/** Append-only: database triggers refuse UPDATE and DELETE (migration 0009). */
export interface OpsAuditLogTable {
  id: Generated<number>;
  at: Ms;
  operator_id: number;
  action: string;
  target: string;
  /** JSON text or null. */
  before_json: string | null;
  after_json: string | null;
  ip: string;
}

/** The approvals queue (approvals/): a kind's payload waiting for a second operator. */
export interface OpsApprovalTable {
  id: Generated<number>;
  kind: string;
  payload_json: string;
  summary: string;
  requested_by: number;
  requested_at: Ms;
  /** pending, approved or rejected; changes once, from pending (a conditional update). */
  status: Generated<string>;
  decided_by: number | null;
  decided_at: Ms | null;
  reason: string | null;
  /** What approving did, as the kind answered it (JSON). */
  result_json: string | null;
}

/** An operator's credit or debit of a player (adjustments/); unique per (operator, Idempotency-Key). */
export interface OpsAdjustmentTable {
  id: Generated<number>;
  operator_id: number;
  idempotency_key: string;
  /** sha256 of the request body: the same key with another body is IDEMPOTENCY_CONFLICT. */
  request_hash: string;
  user_id: number;
  coin: string;
  /** credit or debit. */
  direction: string;
  /** Base units, > 0. */
  amount: Money;
  reason: string;
  /** posted, pending_approval or rejected. */
  status: string;
  approval_id: number | null;
  tx_public_id: string | null;
  created_at: Ms;
}

/** The operator console's tables. */
export interface OpsTables {
  ops_operator: OpsOperatorTable;
  ops_operator_role: OpsOperatorRoleTable;
  ops_recovery_code: OpsRecoveryCodeTable;
  ops_session: OpsSessionTable;
  ops_audit_log: OpsAuditLogTable;
  ops_approval: OpsApprovalTable;
  ops_adjustment: OpsAdjustmentTable;
}
