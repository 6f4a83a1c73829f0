import { opsGrantBonus } from '@app/shared/luckybear/bonus-contracts';
import { type OpsAudit, type OpsRoutes, opsRoute } from '../ops';
import type { BonusServices } from './bonus.services';

/** The console's grant of a locked bonus (permission bonus.grant), audited in the grant's transaction. */
export function registerBonusOpsRoutes(ops: OpsRoutes, { bonus }: BonusServices, audit: OpsAudit): void {
  opsRoute(ops, { endpoint: opsGrantBonus, permission: 'bonus.grant' }, (input, { actor }) =>
    bonus.operatorGrant(actor, input, audit),
  );
}
