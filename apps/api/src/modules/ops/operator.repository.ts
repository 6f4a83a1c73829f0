import type { OpsRole } from '@app/shared/ops/roles';
import type { DbOrTrx } from '../../db/types';

const OPERATOR_COLUMNS = [
  'id',
  'email',
  'display_name',
  'password_hash',
  'totp_secret_enc',
  'totp_enabled',
  'totp_last_step',
  'failed_attempts',
  'locked_until',
  'created_at',
  'disabled_at',
] as const;

/** An operator as the services see it: numbers and booleans whichever database answered. */
export interface OperatorRow {
  id: number;
  email: string;
  display_name: string;
  password_hash: string;
  totp_secret_enc: string | null;
  totp_enabled: boolean;
  totp_last_step: number;
  failed_attempts: number;
  locked_until: number;
  created_at: number;
  /** Unix ms it was disabled; null when it may sign in. */
  disabled_at: number | null;
  roles: OpsRole[];
}

/** SQL of ops_operator, ops_operator_role and ops_recovery_code. */
export const operatorRepository = {
  async findById(db: DbOrTrx, id: number): Promise<OperatorRow | undefined> {
    const row = await db.selectFrom('ops_operator').select(OPERATOR_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && withRoles(db, row);
  },

  async findByEmail(db: DbOrTrx, email: string): Promise<OperatorRow | undefined> {
    const row = await db
      .selectFrom('ops_operator')
      .select(OPERATOR_COLUMNS)
      .where('email', '=', email)
      .executeTakeFirst();
    return row && withRoles(db, row);
  },

  async list(db: DbOrTrx): Promise<OperatorRow[]> {
    const rows = await db.selectFrom('ops_operator').select(OPERATOR_COLUMNS).orderBy('id').execute();
    const roles = await db.selectFrom('ops_operator_role').select(['operator_id', 'role']).execute();
    return rows.map((row) =>
      normalise(
        row,
        roles.filter((r) => Number(r.operator_id) === Number(row.id)).map((r) => r.role as OpsRole),
      ),
    );
  },

  async countWithRole(db: DbOrTrx, role: OpsRole): Promise<number> {
    const row = await db
      .selectFrom('ops_operator_role')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', role)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Operators holding `role` who are not disabled (the console must keep an owner who can act). */
  async countActiveWithRole(db: DbOrTrx, role: OpsRole): Promise<number> {
    const row = await db
      .selectFrom('ops_operator_role')
      .innerJoin('ops_operator', 'ops_operator.id', 'ops_operator_role.operator_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ops_operator_role.role', '=', role)
      .where('ops_operator.disabled_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async setDisabledAt(db: DbOrTrx, operatorId: number, disabledAt: number | null): Promise<void> {
    await db.updateTable('ops_operator').set({ disabled_at: disabledAt }).where('id', '=', operatorId).execute();
  },

  async insert(
    db: DbOrTrx,
    operator: { email: string; display_name: string; password_hash: string; created_at: number },
  ): Promise<number> {
    const row = await db.insertInto('ops_operator').values(operator).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async setRoles(db: DbOrTrx, operatorId: number, roles: readonly OpsRole[]): Promise<void> {
    await db.deleteFrom('ops_operator_role').where('operator_id', '=', operatorId).execute();
    if (roles.length === 0) return;
    await db
      .insertInto('ops_operator_role')
      .values(roles.map((role) => ({ operator_id: operatorId, role })))
      .execute();
  },

  /** One more failure; answers the count after it. */
  async countFailure(db: DbOrTrx, operatorId: number): Promise<number> {
    const row = await db
      .updateTable('ops_operator')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', operatorId)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    return Number(row.failed_attempts);
  },

  /** Sets the lock (0: none) and starts counting failures afresh. */
  async setLock(db: DbOrTrx, operatorId: number, lockedUntil: number): Promise<void> {
    await db
      .updateTable('ops_operator')
      .set({ locked_until: lockedUntil, failed_attempts: 0 })
      .where('id', '=', operatorId)
      .execute();
  },

  async setTotp(db: DbOrTrx, operatorId: number, sealed: string | null, enabled: boolean): Promise<void> {
    await db
      .updateTable('ops_operator')
      .set({ totp_secret_enc: sealed, totp_enabled: enabled ? 1 : 0, totp_last_step: 0 })
      .where('id', '=', operatorId)
      .execute();
  },

  /**
   * Records `step` as the last TOTP step used, only if it is newer than the one recorded: false when
   * another request used this step (or a later one) first, so two requests cannot both use one code.
   */
  async useTotpStep(db: DbOrTrx, operatorId: number, step: number): Promise<boolean> {
    const result = await db
      .updateTable('ops_operator')
      .set({ totp_last_step: step })
      .where('id', '=', operatorId)
      .where('totp_last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async replaceRecoveryCodes(db: DbOrTrx, operatorId: number, hashes: readonly string[]): Promise<void> {
    await db.deleteFrom('ops_recovery_code').where('operator_id', '=', operatorId).execute();
    if (hashes.length === 0) return;
    await db
      .insertInto('ops_recovery_code')
      .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash, used_at: null })))
      .execute();
  },

  /** Marks an unused code used; false when it is unknown or was used before. */
  async useRecoveryCode(db: DbOrTrx, operatorId: number, codeHash: string, now: number): Promise<boolean> {
    const result = await db
      .updateTable('ops_recovery_code')
      .set({ used_at: now })
      .where('operator_id', '=', operatorId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async unusedRecoveryCodes(db: DbOrTrx, operatorId: number): Promise<number> {
    const row = await db
      .selectFrom('ops_recovery_code')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('operator_id', '=', operatorId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

type RawOperator = {
  [K in (typeof OPERATOR_COLUMNS)[number]]: unknown;
};

async function withRoles(db: DbOrTrx, row: RawOperator): Promise<OperatorRow> {
  const roles = await db
    .selectFrom('ops_operator_role')
    .select('role')
    .where('operator_id', '=', Number(row.id))
    .execute();
  return normalise(
    row,
    roles.map((r) => r.role as OpsRole),
  );
}

function normalise(row: RawOperator, roles: OpsRole[]): OperatorRow {
  return {
    id: Number(row.id),
    email: String(row.email),
    display_name: String(row.display_name),
    password_hash: String(row.password_hash),
    totp_secret_enc: row.totp_secret_enc === null ? null : String(row.totp_secret_enc),
    totp_enabled: Number(row.totp_enabled) === 1,
    totp_last_step: Number(row.totp_last_step),
    failed_attempts: Number(row.failed_attempts),
    locked_until: Number(row.locked_until),
    created_at: Number(row.created_at),
    disabled_at: row.disabled_at === null ? null : Number(row.disabled_at),
    roles: [...roles].sort(),
  };
}
