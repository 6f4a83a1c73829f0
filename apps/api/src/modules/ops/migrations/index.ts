import type { Migration } from 'kysely';
import * as ops from './0009_ops';
import * as approvals from './0010_ops_approvals';
import * as operatorDisabled from './0015_ops_operator_disabled';

/** The operator console's migrations; names are recorded in existing databases and never change. */
export const OPS_MIGRATIONS: Record<string, Migration> = {
  '0009_ops': ops,
  '0010_ops_approvals': approvals,
  '0015_ops_operator_disabled': operatorDisabled,
};
