import { BodyCode } from '@app/shared';
import type { Operator } from '@app/shared/ops/operator-contracts';
import type { OpsRole } from '@app/shared/ops/roles';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { hashPassword } from '../auth';
import type { Actor, OpsAudit } from './audit';
import { type OperatorRow, operatorRepository } from './operator.repository';
import { operatorView } from './operator-views';
import type { OpsSessions } from './ops-sessions';

export interface NewOperator {
  email: string;
  display_name: string;
  password: string;
  roles: OpsRole[];
}

const notFound = () => new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such operator', { field: 'operator_id' });

/**
 * Operator accounts: created by `npm run ops:create-owner` (the first owner) and then by an owner in
 * the console; roles set and removed by an owner. Every change is audited in its own transaction.
 */
export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly sessions: OpsSessions,
    private readonly audit: OpsAudit,
    private readonly now: () => number,
  ) {}

  /** The operator a session names, with the roles it has now (a role change counts at the next call). */
  find(id: number): Promise<OperatorRow | undefined> {
    return operatorRepository.findById(this.db, id);
  }

  async list(): Promise<Operator[]> {
    const now = this.now();
    return (await operatorRepository.list(this.db)).map((row) => operatorView(row, now));
  }

  /**
   * The command line's owner (npm run ops:create-owner): refused while an owner exists unless `force`.
   * Audited as the new owner's own act, from 'cli'.
   */
  async createOwner(input: Omit<NewOperator, 'roles'>, force: boolean): Promise<Operator> {
    const passwordHash = await hashPassword(input.password);
    return writeTransaction(this.db, async (trx) => {
      if (!force && (await operatorRepository.countWithRole(trx, 'owner')) > 0) {
        throw new Error('an owner exists already: pass --force to add another');
      }
      const id = await this.insert(trx, { ...input, roles: ['owner'] }, passwordHash);
      const created = operatorView((await operatorRepository.findById(trx, id)) as OperatorRow, this.now());
      await this.audit.record(
        trx,
        { operatorId: id, ip: 'cli' },
        {
          action: 'operator.create_owner',
          target: `operator:${id}`,
          after: created,
        },
      );
      return created;
    });
  }

  async create(actor: Actor, input: NewOperator): Promise<Operator> {
    const passwordHash = await hashPassword(input.password);
    return writeTransaction(this.db, async (trx) => {
      const id = await this.insert(trx, input, passwordHash);
      const created = operatorView((await operatorRepository.findById(trx, id)) as OperatorRow, this.now());
      await this.audit.record(trx, actor, { action: 'operator.create', target: `operator:${id}`, after: created });
      return created;
    });
  }

  /** Replaces the roles; the last owner keeps 'owner', so the console always has someone to grant roles. */
  async setRoles(actor: Actor, operatorId: number, roles: OpsRole[]): Promise<Operator> {
    return this.change(actor, operatorId, 'operator.roles', async (trx, before) => {
      if (before.roles.includes('owner') && !roles.includes('owner') && before.disabled_at === null) {
        if ((await operatorRepository.countActiveWithRole(trx, 'owner')) <= 1) {
          throw new ApiError(BodyCode.CONFLICT, 'The last owner keeps the owner role', { field: 'roles' });
        }
      }
      await operatorRepository.setRoles(trx, operatorId, roles);
    });
  }

  /**
   * Disables an operator (every session of theirs ends in the same transaction, sign-in is refused) or
   * enables them again. Never oneself (an owner cannot lock themselves out by a slip) and never the
   * last active owner (someone must be able to grant roles and enable others).
   */
  setDisabled(actor: Actor, operatorId: number, disabled: boolean): Promise<Operator> {
    const action = disabled ? 'operator.disable' : 'operator.enable';
    return this.change(actor, operatorId, action, async (trx, before) => {
      if (operatorId === actor.operatorId) {
        throw new ApiError(BodyCode.CONFLICT, 'You cannot disable or enable yourself', { field: 'operator_id' });
      }
      if ((before.disabled_at !== null) === disabled) return;
      if (
        disabled &&
        before.roles.includes('owner') &&
        (await operatorRepository.countActiveWithRole(trx, 'owner')) <= 1
      ) {
        throw new ApiError(BodyCode.CONFLICT, 'The last active owner cannot be disabled', { field: 'operator_id' });
      }
      await operatorRepository.setDisabledAt(trx, operatorId, disabled ? this.now() : null);
      if (disabled) await this.sessions.endAllOf(trx, operatorId);
    });
  }

  unlock(actor: Actor, operatorId: number): Promise<Operator> {
    return this.change(actor, operatorId, 'operator.unlock', (trx) => operatorRepository.setLock(trx, operatorId, 0));
  }

  /** A lost authenticator: enrolment and recovery codes cleared, every session of theirs ended. */
  resetTotp(actor: Actor, operatorId: number): Promise<Operator> {
    return this.change(actor, operatorId, 'operator.reset_totp', async (trx) => {
      await operatorRepository.setTotp(trx, operatorId, null, false);
      await operatorRepository.replaceRecoveryCodes(trx, operatorId, []);
      await this.sessions.endAllOf(trx, operatorId);
    });
  }

  /** One audited change of an operator: before, the change, after, in one transaction. */
  private change(
    actor: Actor,
    operatorId: number,
    action: string,
    apply: (trx: DbOrTrx, before: Operator) => Promise<void>,
  ): Promise<Operator> {
    return writeTransaction(this.db, async (trx) => {
      const row = await operatorRepository.findById(trx, operatorId);
      if (!row) throw notFound();
      const before = operatorView(row, this.now());
      await apply(trx, before);
      const after = operatorView((await operatorRepository.findById(trx, operatorId)) as OperatorRow, this.now());
      await this.audit.record(trx, actor, { action, target: `operator:${operatorId}`, before, after });
      return after;
    });
  }

  private async insert(trx: DbOrTrx, input: NewOperator, passwordHash: string) {
    try {
      const id = await operatorRepository.insert(trx, {
        email: input.email,
        display_name: input.display_name,
        password_hash: passwordHash,
        created_at: this.now(),
      });
      await operatorRepository.setRoles(trx, id, input.roles);
      return id;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError(BodyCode.CONFLICT, 'An operator with this email exists', { field: 'email' });
      }
      throw error;
    }
  }
}
